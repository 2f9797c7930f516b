import { defineRoutes } from '../define.ts';

const read = { permission: 'invoices.read' } as const;
const readOne = { permission: 'invoices.read', target: 'invoice' } as const;
const manage = { permission: 'invoices.manage' } as const;
const manageOne = { permission: 'invoices.manage', target: 'invoice' } as const;

export const invoiceRoutes = defineRoutes({
  listInvoices: { method: 'GET', path: '/api/v1/invoices/', access: read },
  generateInvoice: { method: 'POST', path: '/api/v1/invoices/generate/', access: manage },
  getInvoice: { method: 'GET', path: '/api/v1/invoices/:id/', access: readOne },
  sendInvoice: { method: 'POST', path: '/api/v1/invoices/:id/send/', access: manageOne },
  getInvoicePdf: { method: 'GET', path: '/api/v1/invoices/:id/pdf/', access: readOne, file: 'application/pdf' },
  updateInvoice: { method: 'POST', path: '/api/v1/invoices/:id/', access: manageOne },
});
export type InvoiceOperationName = keyof typeof invoiceRoutes;
