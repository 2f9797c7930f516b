/** The PostgreSQL error code of a failed query, through drizzle's wrapper when there is one. */
function pgCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the row (two requests raced past the duplicate check). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** A foreign key refused the row or the delete. */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
