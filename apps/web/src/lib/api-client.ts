import { clearSession, readSession } from '@/lib/session';
import { tellOtherTabs } from '@/lib/session-share';
import { signInPathFor, withNext } from '@/lib/sign-in-path';

export const REQUEST_TIMEOUT_MS = 30_000;
export const SESSION_EXPIRED_MESSAGE = 'Session expired, please log in again.';

export interface FieldError {
  field: string;
  message: string;
}

/** A failed call: the HTTP status (0 when the server was never reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldError[] | undefined;
  /** Set when the failure ended the session; the session-expiry handler has already run. */
  sessionExpired = false;

  constructor(status: number, message: string, code?: string, errors?: FieldError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export const isSessionExpiredError = (error: unknown) => error instanceof ApiError && error.sessionExpired;

let redirect: (path: string) => void = (path) => window.location.assign(path);

/** Replaces the full-page navigation used on session expiry (tests); returns the undo. */
export function setSessionExpiredRedirect(navigate: (path: string) => void): () => void {
  const previous = redirect;
  redirect = navigate;
  return () => {
    redirect = previous;
  };
}

/**
 * The session-expiry handler: clears the session, keeps the notice for the sign-in page of the
 * person's own portal (read from the stored account before it goes), tells the tabs sharing the
 * token, and loads the sign-in page afresh, returning to this page afterwards.
 */
export function onSessionExpired() {
  const ended = readSession();
  // Already ended by another call of the same page (a screen's calls go out together and come back
  // refused together), which is taking the page to the right sign-in page: without the stored
  // account this one could only guess, and a client would land on the staff sign-in.
  if (!ended) return;
  clearSession(SESSION_EXPIRED_MESSAGE);
  tellOtherTabs({ kind: 'expired', token: ended.token });
  redirect(withNext(signInPathFor(ended.type), `${window.location.pathname}${window.location.search}`));
}

export interface ApiFetchOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the stored token; `null` sends none (the login calls). */
  token?: string | null;
  /** Whether a 401 or token error ends the session; off for logout itself. */
  handleSessionExpiry?: boolean;
  /** 'blob': a successful answer is a file (a PDF), answered as a Blob; failures are still the JSON envelope. */
  responseType?: 'json' | 'blob';
}

const expiredTokenPattern = /invalid token|token expired/i;

/**
 * Every call gives up after REQUEST_TIMEOUT_MS, except one that sends a file (a form body): its
 * time grows with the file and the connection, so only the caller's own signal ends it.
 */
function requestSignal(signal: AbortSignal | undefined, sendsFile: boolean): AbortSignal | undefined {
  if (sendsFile) return signal;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // Non-JSON answers yield nothing.
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Calls the API and answers the parsed JSON envelope; throws ApiError for every failure. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, handleSessionExpiry = true } = options;
  const token = options.token === undefined ? (readSession()?.token ?? null) : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Token ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: requestSignal(signal, isForm),
    });
  } catch (error) {
    if (signal?.aborted) throw error; // The caller cancelled; let it see its own abort.
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, 'The request timed out. Please try again.', 'TIMEOUT');
    }
    throw new ApiError(0, 'Could not reach the server. Please check your connection.', 'NETWORK_ERROR');
  }

  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const payload = await readJson(response);
  const envelope = asRecord(payload);
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : undefined;
  if (response.ok && envelope.success !== false) return payload as T;

  const error = new ApiError(
    response.status,
    message ?? `HTTP error! status: ${response.status}`,
    typeof envelope.code === 'string' ? envelope.code : undefined,
    Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : undefined,
  );
  const expired = response.status === 401 || (message !== undefined && expiredTokenPattern.test(message));
  if (token && handleSessionExpiry && expired) {
    error.sessionExpired = true;
    onSessionExpired();
  }
  throw error;
}
