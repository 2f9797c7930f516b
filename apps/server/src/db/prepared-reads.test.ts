import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { prepareRepeatedReads } from './prepared-reads.ts';

/** A pool that hands out one client recording the query configs it is given. */
function fakePool() {
  const pool = new EventEmitter();
  const sent: Array<{ name?: string; text?: string } | string> = [];
  const client = { query: (config: { name?: string; text?: string } | string) => void sent.push(config) };
  const connect = () => pool.emit('connect', client);
  return { pool: pool as unknown as pg.Pool, client: client as { query: (...args: unknown[]) => unknown }, sent, connect };
}

describe('prepared reads', () => {
  it('names a parameterised read once it repeats, the same name on every connection', async () => {
    const { pool, client, sent, connect } = fakePool();
    prepareRepeatedReads(pool, { hotAfter: 2 });
    connect();
    const read = { text: 'select * from projects where id = $1', rowMode: 'array' };
    for (let i = 0; i < 3; i++) client.query(read, [i]);
    expect(sent.map((c) => (typeof c === 'string' ? c : c.name))).toEqual([undefined, expect.stringMatching(/^r_[0-9a-f]{24}$/), expect.stringMatching(/^r_/)]);
    const [, second, third] = sent as Array<{ name: string; rowMode: string }>;
    expect(third!.name).toBe(second!.name);
    expect(second!.rowMode).toBe('array');
    expect(read).not.toHaveProperty('name'); // the caller's config is not changed
  });

  it('leaves writes, reads without parameters, named statements and plain strings alone', () => {
    const { pool, client, sent, connect } = fakePool();
    prepareRepeatedReads(pool, { hotAfter: 1 });
    connect();
    client.query({ text: 'update projects set status = $1' }, ['completed']);
    client.query({ text: 'select 1' }, []);
    client.query({ text: 'select 1; select 2' });
    client.query({ text: 'select * from users where id = $1', name: 'mine' }, [1]);
    client.query('select * from users where id = $1', [1]);
    expect(sent).toEqual([{ text: 'update projects set status = $1' }, { text: 'select 1' }, { text: 'select 1; select 2' }, { text: 'select * from users where id = $1', name: 'mine' }, 'select * from users where id = $1']);
  });

  it('names at most maxNamed texts, so texts that vary cannot fill the server', () => {
    const { pool, client, sent, connect } = fakePool();
    const prepared = prepareRepeatedReads(pool, { hotAfter: 1, maxNamed: 2 });
    connect();
    for (let n = 1; n <= 4; n++) client.query({ text: `with x as (select $1::int) select * from x where ${n} = ${n}` }, [n]);
    expect(sent.map((c) => typeof c !== 'string' && Boolean(c.name))).toEqual([true, true, false, false]);
    expect(prepared.namedCount()).toBe(2);
  });
});
