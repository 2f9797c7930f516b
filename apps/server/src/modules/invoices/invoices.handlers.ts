import type { InvoiceOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import type { InvoicesService } from './invoices.service.ts';

export const invoicesHandlers = (invoices: InvoicesService): OperationHandlers<InvoiceOperationName> => ({
  listInvoices: async (request) => ({ success: true, ...(await invoices.list(actorOf(request), request.query)) }),
  generateInvoice: async (request) => {
    const data = await invoices.generate(actorOf(request), request.body.projectId);
    return { success: true, message: `Invoice ${data.invoiceNumber} generated successfully!`, data };
  },
  getInvoice: async (request) => ({ success: true, data: await invoices.get(actorOf(request), request.params.id) }),
  sendInvoice: async (request) => ({ success: true, message: 'Invoice sent successfully!', data: await invoices.send(actorOf(request), request.params.id) }),
  getInvoicePdf: async (request, reply) => {
    const { fileName, document } = await invoices.pdf(actorOf(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('attachment', fileName))
      .header('cache-control', 'private, no-store')
      .send(document);
  },
  updateInvoice: async (request) => {
    const { status, expense } = request.body;
    const data = await invoices.update(actorOf(request), request.params.id, request.body);
    const messages = [status && `Invoice status updated to ${status}`, expense && 'Invoice expenses updated successfully!'].filter(Boolean);
    return { success: true, message: messages.join('. '), data };
  },
});
