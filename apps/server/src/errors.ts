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
  URI_TOO_LONG: 414,
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
    /** Headers the answer carries, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

/** `field: message`, unless the message already starts with the field ("phone is required", "body: no known field"). */
export function fieldMessage({ field, message }: FieldError): string {
  return message.startsWith(`${field}:`) || message.startsWith(`${field} `) ? message : `${field}: ${message}`;
}

/** 400 naming every field at fault (the message names the first); nothing has been written. */
export function invalidFields(errors: FieldError[]): never {
  throw new AppError('VALIDATION_FAILED', fieldMessage(errors[0]!), errors);
}

/** 400 for ids in the body that name no record, e.g. a company_id of a deleted company. */
export function unknownReferences(fields: string[]): never {
  return invalidFields(fields.map((field) => ({ field, message: 'does not match an existing record' })));
}

const genericCodeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'INVALID_TOKEN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/** The code for a status that reached the handler without an AppError (e.g. a framework error). */
export function codeForStatus(status: number): ErrorCode {
  return genericCodeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
