import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isSessionExpiredError } from '@/lib/api-client';
import { loadToast } from '@/lib/toast-loader';

/** Per-query/mutation control of the one error toast (conventions 9). */
export interface ErrorToastMeta extends Record<string, unknown> {
  /** Toast title in place of the error's message, e.g. 'Error loading companies'. */
  errorMessage?: string;
  /** Fixed description under errorMessage, e.g. 'Could not fetch users data.'; else the error's own message. */
  errorDescription?: string;
  /** The screen shows the error itself; no toast. */
  silent?: boolean;
  /** Fields the form shows the server's message under: an answer naming only these is not toasted as well. */
  inlineFields?: readonly string[];
}

/** Every field the answer names is shown under its input by the form that sent it. */
const shownInline = (error: unknown, fields: readonly string[] = []) =>
  error instanceof ApiError && error.errors !== undefined && error.errors.length > 0 && error.errors.every(({ field }) => fields.includes(field));

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}


/** Toasts an error once; the same text shown twice at the same moment is one toast. */
export async function toastError(error: unknown, meta?: ErrorToastMeta): Promise<void> {
  if (meta?.silent || isSessionExpiredError(error)) return; // The api-client already sent the browser to /login.
  if (shownInline(error, meta?.inlineFields)) return;
  const detail = error instanceof Error ? error.message : undefined;
  const title = meta?.errorMessage ?? detail ?? 'Something went wrong.';
  const description = meta?.errorDescription ?? (meta?.errorMessage && detail && detail !== title ? detail : undefined);
  const toast = await loadToast();
  toast.error(title, { id: `${title}\n${description ?? ''}`, description });
}

function shouldRetry(failureCount: number, error: unknown) {
  // A 4xx answer will not change by asking again; network and server failures get one retry.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void toastError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => void toastError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
