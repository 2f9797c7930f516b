import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeQueryParsers } from './pglite-parsers.ts';

let client: PGlite;
const asWritten = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value } };
const text = "select timestamptz '2026-11-26 10:00:00+00' as at, date '2026-11-26' as day, 42::int as n";

beforeAll(async () => {
  client = await PGlite.create();
  mergeQueryParsers(client);
});
afterAll(() => client.close());

describe("a query's own parsers on PGlite", () => {
  it('parse its answer as before, in and out of transactions, and join the client’s table instead of being copied over it per query', async () => {
    const asText = { at: '2026-11-26 10:00:00+00', day: '2026-11-26', n: 42 };
    expect((await client.query(text, [], asWritten)).rows).toEqual([asText]);
    expect((await client.transaction((tx) => tx.query(text, [], { ...asWritten, rowMode: 'array' }))).rows).toEqual([Object.values(asText)]);
    expect(client.parsers[types.TIMESTAMPTZ]).toBe(asWritten.parsers[types.TIMESTAMPTZ]);
    // A query that brings none now reads those types the same way.
    expect((await client.query(text)).rows).toEqual([asText]);
  });
});
