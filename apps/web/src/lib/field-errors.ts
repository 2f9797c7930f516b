import { ApiError } from '@/lib/api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The server's 400 field messages keyed by form field. `aliases` maps the API's names onto the
 * form's (e.g. companyName -> name); fields the form does not show are dropped, the toast says them.
 */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[], aliases: Record<string, Field> = {}): FieldErrors<Field> {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const result: FieldErrors<Field> = {};
  for (const { field, message } of error.errors) {
    const name = aliases[field] ?? (fields as readonly string[]).find((known) => known === field);
    if (name && !result[name as Field]) result[name as Field] = readable(field, message);
  }
  return result;
}

/** 'already exists' about email reads 'Email already exists'; 'name must be…' reads 'Name must be…'. */
function readable(field: string, message: string): string {
  if (!/^[a-z]/.test(message)) return message; // Already a sentence.
  const text = message.startsWith(field) ? message : `${field} ${message}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => emailPattern.test(value);
