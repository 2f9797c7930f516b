import { loadToast } from './toast-loader';

/** A success toast with the spec's wording (section 8). */
export async function notifySuccess(message: string, description?: string) {
  (await loadToast()).success(message, { description });
}

/** An error toast for failures a screen reports itself (mutations toast through the query client). */
export async function notifyError(message: string, description?: string) {
  (await loadToast()).error(message, { description });
}
