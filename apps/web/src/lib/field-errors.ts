import { ApiError } from '@/lib/api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** One field's problem as the API words it: the field's name (a path, dotted) and a message. */
interface FieldProblem {
  field: string;
  message: string;
}

/** How a form reads the contract's field messages. */
export interface FieldWording<Field extends string> {
  /** The API's names of the form's fields where they differ (e.g. companyName -> name). */
  aliases?: Record<string, Field>;
  /** The form's own words for some of the contract's messages, keyed by the contract's message. */
  words?: Record<string, string>;
}

/** Each problem under the form field it names, the first per field; fields the form does not show are dropped. */
function fieldErrorsOf<Field extends string>(problems: readonly FieldProblem[], fields: readonly Field[], { aliases = {}, words = {} }: FieldWording<Field>): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const { field, message } of problems) {
    const name = aliases[field] ?? (fields as readonly string[]).find((known) => known === field);
    if (name && !result[name as Field]) result[name as Field] = words[message] ?? readable(field, message);
  }
  return result;
}

/**
 * The server's 400 field messages keyed by form field. `aliases` maps the API's names onto the
 * form's (e.g. companyName -> name); fields the form does not show are dropped, the toast says them.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[], aliases: Record<string, Field> = {}): FieldErrors<Field> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  return fieldErrorsOf(error.errors, fields, { aliases });
}

/** A schema's verdict as `safeParse` gives it; only the issues' paths and messages are read. */
type SchemaCheck = { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The contract's input schema run on what the form would send, its issues keyed by form field
 * exactly as the server's 400s are, so a form refuses before sending what the API would refuse.
 */
export function schemaFieldErrors<Field extends string>(check: SchemaCheck, fields: readonly Field[], wording: FieldWording<Field> = {}): FieldErrors<Field> {
  if (check.success) return {};
  return fieldErrorsOf(
    check.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
    fields,
    wording,
  );
}

/** 'X is required' for each listed field left blank, in the form's words. */
export function blankFieldErrors<Field extends string>(values: Record<Field, string>, messages: FieldErrors<Field>): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const field of Object.keys(messages) as Field[]) if (!values[field].trim()) result[field] = messages[field];
  return result;
}

/** The first message each field has, in the order given (the form's blank checks before the contract's rules). */
export function firstFieldErrors<Field extends string>(...sets: FieldErrors<Field>[]): FieldErrors<Field> {
  const result: FieldErrors<Field> = {};
  for (const set of sets) for (const [field, message] of Object.entries(set) as [Field, string | undefined][]) if (message && !result[field]) result[field] = message;
  return result;
}

/** 'already exists' about email reads 'Email already exists'; 'name must be…' reads 'Name must be…'. */
function readable(field: string, message: string): string {
  if (!/^[a-z]/.test(message)) return message; // Already a sentence.
  const text = message.startsWith(field) ? message : `${field} ${message}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
