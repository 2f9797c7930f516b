import { sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';

/** Revenue: an invoice counts once it is paid, on the day it was paid. */
export const paidInvoice = sql`(${invoices.status} = 'paid' and ${invoices.paidAt} is not null)`;

/** Billed: an invoice counts once it has left draft (sent, or marked paid without being sent), on that day. */
export const billedInvoice = sql`(${invoices.sentAt} is not null or ${paidInvoice})`;
export const billedOn = sql`(coalesce(${invoices.sentAt}, ${invoices.paidAt}) at time zone 'UTC')::date`;
