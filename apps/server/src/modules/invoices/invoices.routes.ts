import { dataResponse, errorResponse, generateInvoiceInput, idParam, invoice, invoiceForReader, invoiceListForReader, invoiceListQuery, updateInvoiceInput } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authenticate.ts';
import { contentDisposition } from '../../storage/content-disposition.ts';
import type { InvoicesService } from './invoices.service.ts';
import { permitted } from '../../access/route-access.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['invoices'];

export const invoicesRoutes = (invoices: InvoicesService): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/v1/invoices/', {
    config: { access: permitted('invoices.read') },
    schema: { tags, summary: 'List invoices (a client gets them without expenses and profit)', querystring: invoiceListQuery, response: { 200: invoiceListForReader, ...errors } },
    handler: async (request) => ({ success: true as const, ...(await invoices.list(actorOf(request), request.query)) }),
  });

  app.post('/api/v1/invoices/generate/', {
    config: { access: permitted('invoices.manage') },
    schema: { tags, summary: "Generate a project's invoice", body: generateInvoiceInput, response: { 201: dataResponse(invoice), ...errors } },
    handler: async (request, reply) => {
      const data = await invoices.generate(actorOf(request), request.body.projectId);
      return reply.status(201).send({ success: true as const, message: `Invoice ${data.invoiceNumber} generated successfully!`, data });
    },
  });

  app.get('/api/v1/invoices/:id/', {
    config: { access: permitted('invoices.read', invoices.get) },
    schema: { tags, summary: 'One invoice (a client gets it without the expenses)', params: idParam, response: { 200: dataResponse(invoiceForReader), ...errors } },
    handler: async (request) => ({ success: true as const, data: await invoices.get(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/invoices/:id/send/', {
    config: { access: permitted('invoices.manage', invoices.get) },
    schema: { tags, summary: 'Send the invoice to the client (records sent_at, e-mails the company)', params: idParam, response: { 200: dataResponse(invoice), ...errors } },
    handler: async (request) => ({ success: true as const, message: 'Invoice sent successfully!', data: await invoices.send(actorOf(request), request.params.id) }),
  });

  app.get('/api/v1/invoices/:id/pdf/', {
    config: { access: permitted('invoices.read', invoices.get) },
    schema: { tags, summary: 'The invoice as a PDF download', params: idParam, response: { 200: z.any().describe('the PDF bytes'), ...errors } },
    handler: async (request, reply) => {
      const { fileName, document } = await invoices.pdf(actorOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  });

  app.post('/api/v1/invoices/:id/', {
    config: { access: permitted('invoices.manage', invoices.get) },
    schema: { tags, summary: 'Update invoice status and/or expenses', params: idParam, body: updateInvoiceInput, response: { 200: dataResponse(invoice), ...errors } },
    handler: async (request) => {
      const { status, expense } = request.body;
      const data = await invoices.update(actorOf(request), request.params.id, request.body);
      const messages = [status && `Invoice status updated to ${status}`, expense && 'Invoice expenses updated successfully!'].filter(Boolean);
      return { success: true as const, message: messages.join('. '), data };
    },
  });
};
