import { z } from 'zod';
import { dataResponse } from '../envelope.ts';
import { generateInvoiceInput, invoice, invoiceForReader, invoiceListForReader, invoiceListQuery, updateInvoiceInput } from '../invoices.ts';
import { idParam } from '../list.ts';
import { defineSchemas } from './define.ts';
import type { invoiceRoutes } from './routes/invoices.ts';

const tag = 'invoices';
const errors = [400, 401, 403, 404, 409] as const;

export const invoiceSchemas = defineSchemas<typeof invoiceRoutes>()({
  listInvoices: { tag, summary: 'List invoices (a client gets them without expenses and profit)', query: invoiceListQuery, responses: { 200: invoiceListForReader }, errors },
  generateInvoice: { tag, summary: "Generate a project's invoice", body: generateInvoiceInput, responses: { 201: dataResponse(invoice) }, errors },
  getInvoice: { tag, summary: 'One invoice (a client gets it without the expenses)', params: idParam, responses: { 200: dataResponse(invoiceForReader) }, errors },
  sendInvoice: { tag, summary: 'Send the invoice to the client (records sent_at, e-mails the company)', params: idParam, responses: { 200: dataResponse(invoice) }, errors },
  getInvoicePdf: { tag, summary: 'The invoice as a PDF download', params: idParam, responses: { 200: z.any().describe('the PDF bytes') }, errors },
  updateInvoice: { tag, summary: 'Update invoice status and/or expenses', params: idParam, body: updateInvoiceInput, responses: { 200: dataResponse(invoice) }, errors },
});
