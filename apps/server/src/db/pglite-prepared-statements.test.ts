import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parameterLiteral, preparePgliteStatements } from './pglite-prepared-statements.ts';

let client: PGlite;
let prepared: Awaited<ReturnType<typeof preparePgliteStatements>>;
const statements = async () => (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name')).rows;

beforeAll(async () => {
  client = await PGlite.create();
  prepared = await preparePgliteStatements(client, { hotAfter: 2 });
  await client.exec(`create table notes (id serial primary key, body text not null, amount numeric(10, 2), at timestamptz default now(), meta jsonb default '{}');
    insert into notes (body, amount, meta) values ('first', 12.5, '{"tags": ["a"]}'), ('second', null, '{}');`);
});
afterAll(() => client.close());

describe('prepared statements on PGlite', () => {
  it('prepares a read once it repeats and answers exactly what the plain statement answers', async () => {
    const text = 'select id, body, amount, at, meta from notes where id = $1';
    const first = await client.query(text, [1]);
    expect(await statements()).toEqual([]);
    const second = await client.query(text, [1]);
    const third = await client.query(text, ['1'], { rowMode: 'array' });
    expect(await statements()).toEqual([{ name: expect.stringMatching(/^r_[0-9a-f]{24}$/), statement: `prepare ${(await statements())[0]!.name} as ${text}` }]);
    expect(second.rows).toEqual(first.rows);
    expect(second.rows[0]).toMatchObject({ id: 1, body: 'first', amount: '12.50', meta: { tags: ['a'] } });
    expect(second.fields).toEqual(first.fields);
    expect(third.rows).toEqual([Object.values(first.rows[0] as object)]);
    expect(prepared.namedCount()).toBe(1);
  });

  it('passes every string through unchanged as a value, never as SQL', async () => {
    const text = 'select $1::text as value, (select count(*) from notes)::int as notes';
    const tricky = ["it's", "a'); drop table notes; --", 'back\\slash \\\' quote', 'line\nbreak', '$1 $$ $tag$', 'ünïcødé ✓', ''];
    for (const value of tricky) {
      for (let i = 0; i < 2; i++) expect((await client.query(text, [value])).rows).toEqual([{ value, notes: 2 }]);
    }
    expect((await statements()).some((row) => row.statement.endsWith(text))).toBe(true);
  });

  it('writes each plain value as the literal the protocol would send, and refuses the rest', () => {
    expect([null, undefined, 7, -1.5, 12n, true, false, "o'k"].map(parameterLiteral)).toEqual(['NULL', 'NULL', "'7'", "'-1.5'", "'12'", "'true'", "'false'", "'o''k'"]);
    expect([Number.NaN, Number.POSITIVE_INFINITY, new Date(0), new Uint8Array([1]), { a: 1 }, 'nul\0byte'].map(parameterLiteral)).toEqual(Array(6).fill(undefined));
  });

  it('leaves as sent a read it cannot prepare (then the plain statement gives its own error), and reads with values that are not plain', async () => {
    const early = 'select id from later_notes where id = $1';
    for (let i = 0; i < 3; i++) await expect(client.query(early, [1])).rejects.toThrow('relation "later_notes" does not exist');
    await client.exec('create table later_notes (id int); insert into later_notes values (1)');
    expect((await client.query(early, [1])).rows).toEqual([{ id: 1 }]);
    const binary = 'select length($1::bytea) as n';
    for (let i = 0; i < 3; i++) expect((await client.query(binary, [new Uint8Array([1, 2, 3])])).rows).toEqual([{ n: 3 }]);
    const texts = (await statements()).map((row) => row.statement);
    expect(texts.filter((statement) => statement.endsWith(early) || statement.endsWith(binary))).toEqual([]);
  });

  it('runs a prepared read inside a transaction, where it sees the transaction’s own writes', async () => {
    const text = 'select body from notes where id = $1';
    await client.query(text, [2]);
    await client.query(text, [2]);
    const seen = await client.transaction(async (tx) => {
      await tx.query('update notes set body = $1 where id = $2', ['changed', 2]);
      return (await tx.query(text, [2])).rows;
    });
    expect(seen).toEqual([{ body: 'changed' }]);
    await expect(client.transaction(async (tx) => tx.query(text, ['not a number']))).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await client.query(text, [2])).rows).toEqual([{ body: 'changed' }]);
  });

  it('prepares a write that repeats inside transactions; it answers its rows and count, and outlives a rollback', async () => {
    const insert = 'insert into notes (body) values ($1) returning body';
    const answers = [];
    for (const body of ['w1', 'w2', 'w3']) answers.push(await client.transaction(async (tx) => tx.query(insert, [body])));
    expect(answers.map((answer) => [answer.rows, answer.affectedRows])).toEqual([[[{ body: 'w1' }], 1], [[{ body: 'w2' }], 1], [[{ body: 'w3' }], 1]]);
    expect((await statements()).some((row) => row.statement.endsWith(insert))).toBe(true);
    await expect(client.transaction(async (tx) => {
      await tx.query(insert, ['rolled back']);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect((await client.query('select body from notes where body like $1 order by id', ['w%'])).rows).toEqual([{ body: 'w1' }, { body: 'w2' }, { body: 'w3' }]);
    expect((await client.transaction(async (tx) => tx.query(insert, ['w4']))).rows).toEqual([{ body: 'w4' }]);
  });

  it('leaves a transaction usable when a statement cannot be prepared in it: the savepoint takes the failure back', async () => {
    const text = "update notes set body = body || $1 where id = $2";
    // The name it would get is taken already, so its PREPARE fails inside the transaction.
    await client.exec(`prepare r_${createHash('sha256').update(text).digest('hex').slice(0, 24)} as select 1`);
    const counts = await client.transaction(async (tx) => {
      const first = await tx.query(text, ['!', 1]);
      const second = await tx.query(text, ['?', 1]);
      return [first.affectedRows, second.affectedRows, (await tx.query('select body from notes where id = $1', [1])).rows];
    });
    expect(counts).toEqual([1, 1, [{ body: 'first!?' }]]);
  });
});
