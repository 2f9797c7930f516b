import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-call';
import { startDownload } from '@/lib/download-link';

/** Fetches the invoice PDF with the session's token and saves it as INV-…pdf. */
export async function downloadInvoicePdf({ id, invoiceNumber }: { id: number; invoiceNumber: string }) {
  const pdf = await callApi('getInvoicePdf', { params: { id } });
  const url = URL.createObjectURL(pdf);
  try {
    startDownload(url, `${invoiceNumber}.pdf`);
  } finally {
    // The click has started the download; the object URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export const useDownloadInvoicePdf = () => useMutation({ mutationFn: downloadInvoicePdf, meta: { errorMessage: 'Could not download the invoice PDF' } });
