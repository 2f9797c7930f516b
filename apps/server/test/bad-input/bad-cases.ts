import type { Field, FieldKind, Fixture, WriteEndpoint } from './write-endpoints.ts';

/** A body sent as it is, with its content type and any headers it needs (a signature made when it is sent). */
export interface RawRequest {
  payload: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

/** One refused request: its body (JSON, or raw text with a content type) or path id, and what it must answer. */
export interface BadCase {
  name: string;
  body?: (f: Fixture) => unknown;
  raw?: RawRequest | ((f: Fixture) => RawRequest);
  /** Replaces the record id in the path: a bad form, or an id read off the fixture. */
  pathId?: string | ((f: Fixture) => string);
  /** The status it must answer (a list where more than one would be right). */
  expected: number[];
  /** Named in the message of a 400. */
  field?: string;
}

const kb100 = 'x'.repeat(100_000);
const stringKinds: FieldKind[] = ['text', 'email', 'password', 'url', 'date', 'enum'];

/** Values of the wrong JSON type for a field (refused, not coerced). */
function wrongTypes(field: Field): Array<[string, unknown]> {
  const objects: Array<[string, unknown]> = [['an object', { a: 1 }], ['an array', ['x']]];
  const nullValue: Array<[string, unknown]> = field.nullable ? [] : [['null', null]];
  if (stringKinds.includes(field.kind)) return [['a number', 42], ['a boolean', true], ...objects, ...nullValue];
  if (field.kind === 'money') return [['a boolean', true], ...objects, ...nullValue];
  if (field.kind === 'id') return [['a string', '1'], ['a boolean', true], ...objects, ...nullValue];
  if (field.kind === 'bool') return [['a string', 'true'], ['a number', 1], ...objects, ...nullValue];
  return [['a string', 'Fuel 20'], ['a number', 42], ['an object', { a: 1 }], ...nullValue];
}

/** Values of the right type that the rules refuse, per kind. */
function badValues({ kind, noRow = 400 }: Field): Array<[string, unknown, number[]?]> {
  const long: Array<[string, unknown]> = [['100 kB long', kb100]];
  switch (kind) {
    case 'text':
      return [...long, ['holding a NUL character', 'Bad\u0000name']];
    case 'password':
      return long;
    case 'email':
      return [...long, ['100 kB address', `${kb100}@example.test`], ['not an address', 'not-an-email'], ['holding a NUL character', 'a\u0000b@example.test']];
    case 'url':
      return [['100 kB URL', `https://example.test/${kb100}`], ['not http(s)', 'ftp://example.test/'], ['holding a NUL character', 'https://example.test/a\u0000b']];
    case 'date':
      return [
        ...long, ['a word', 'tomorrow'], ['month 13', '2026-13-01'], ['day first', '01-05-2026'],
        ['in year 999', '0999-12-31'], ['in year 0', '0000-01-01'], ['in year 10000', '10000-01-01'], ['with a signed year', '+275760-09-13'],
      ];
    case 'enum':
      return [...long, ["'done'", 'done'], ["'paid-ish'", 'paid-ish'], ['empty', ''], ['upper case', 'PAID']];
    case 'money':
      return [['negative', -1], ['a negative string', '-1'], ['a word', 'abc'], ['empty', ''], ['exponent', '1e3'], ['3 decimals', '12.345'], ['grouped', '1,000'], ['huge', 1e20], ['100 kB long', '9'.repeat(100_000)]];
    case 'id':
      return [['a float', 1.5], ['negative', -1], ['zero', 0], ['past int4', 2_147_483_648], ['huge', 1e20], ['of no row', 999999, [noRow]]];
    case 'bool':
      return [];
    case 'expense':
      return [
        ['a list of numbers', [42]],
        ['a list with null', [null]],
        ['an empty entry object', [{}]],
        ['a negative amount', [{ description: 'Fuel', amount: -1 }]],
        ['a word amount', [{ description: 'Fuel', amount: 'abc' }]],
        ['a blank description', [{ description: '', amount: '1' }]],
        ['a 100 kB entry', [kb100]],
        ['an entry holding a NUL character', ['Fuel\u0000 20']],
        ['a description holding a NUL character', [{ description: 'Fu\u0000el', amount: '1' }]],
        ['a 100 kB description', [{ description: kb100, amount: '1' }]],
        ['201 entries', Array.from({ length: 201 }, (_, i) => `Entry ${i} 1`)],
      ];
  }
}

const without = (body: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));

/** Every bad request derived from one endpoint's known-good body. */
export function badCasesOf(endpoint: WriteEndpoint): BadCase[] {
  const cases: BadCase[] = [{ name: 'malformed JSON', raw: { payload: '{"a": ', contentType: 'application/json' }, expected: [400] }];
  if (endpoint.hasPathId) {
    const paths: Array<[string, number[]]> = [['abc', [400]], ['-1', [400]], ['0', [400]], ['1.5', [400]], ['1e400', [400]], ['2147483648', [400]], ['99999999999999999999', [400]], ['999999', [404]]];
    for (const [id, expected] of paths) cases.push({ name: `path id ${id}`, pathId: id, expected, field: endpoint.pathIdField ?? 'id' });
  }
  for (const extra of endpoint.extraPathIds ?? []) cases.push({ name: extra.name, pathId: extra.id, expected: [extra.expected] });
  const { good, fields } = endpoint;
  const rawExtras: BadCase[] = (endpoint.extraRaw ?? []).map((extra) => ({ name: extra.name, raw: extra.raw, expected: [extra.expected], field: extra.field }));
  if (!good || !fields) return [...cases, ...rawExtras];

  cases.push(
    { name: 'empty JSON body', raw: { payload: '', contentType: 'application/json' }, expected: [400] },
    { name: 'no body and no content type', raw: { payload: '' }, expected: [endpoint.jsonOnly ? 415 : 400] },
    // Fastify parses text/plain as a string, which the schema then refuses as not an object.
    { name: 'text/plain body', raw: { payload: '{}', contentType: 'text/plain' }, expected: [endpoint.jsonOnly ? 415 : 400], field: 'body' },
    { name: 'an XML body', raw: { payload: '<a/>', contentType: 'application/xml' }, expected: [415] },
    { name: 'a 2 MB body', raw: { payload: JSON.stringify({ blob: 'x'.repeat(2_000_000) }), contentType: 'application/json' }, expected: [413] },
  );
  for (const [label, payload] of [['a __proto__ key', '{"__proto__": {"isAdmin": true}}'], ['a JSON array', '[]'], ['a JSON string', '"text"'], ['a JSON number', '42'], ['JSON null', 'null']]) {
    cases.push({ name: `body is ${label}`, raw: { payload: payload!, contentType: 'application/json' }, expected: [400] });
  }
  const isUpdate = !endpoint.emptyBodyAllowed && !Object.values(fields).some((field) => field.required);
  if (isUpdate) {
    cases.push({ name: 'only unknown fields', body: () => ({ unknown: 1 }), expected: [400], field: 'body' });
    cases.push({ name: 'an empty object', body: () => ({}), expected: [400], field: 'body' });
  }

  for (const [name, field] of Object.entries(fields)) {
    const base = (f: Fixture) => without(field.base?.(f) ?? good(f), field.aliasOf ?? '');
    const withValue = (value: unknown) => (f: Fixture) => ({ ...base(f), [name]: value });
    if (field.required) cases.push({ name: `${name} missing`, body: (f) => without(base(f), name), expected: [400], field: name });
    for (const [label, value] of wrongTypes(field)) cases.push({ name: `${name} as ${label}`, body: withValue(value), expected: [400], field: name });
    for (const [label, value, expected = [400]] of badValues(field)) cases.push({ name: `${name} ${label}`, body: withValue(value), expected, field: name });
  }
  for (const extra of endpoint.extra ?? []) cases.push({ name: extra.name, body: extra.body, expected: [extra.expected], field: extra.field });
  return [...cases, ...rawExtras];
}
