/** Stable error codes and the one table from code to HTTP status. */
const statusByCode = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_PORTAL: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

export const statusOf = (code: ErrorCode) => statusByCode[code];

/** The code for a status that reached the handler without an AppError (e.g. a framework error). */
export function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(statusByCode).find(([, s]) => s === status);
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
