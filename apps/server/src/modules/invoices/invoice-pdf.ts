import { formatMoney, invoiceGstLabel, type BusinessProfile, type ClientInvoice } from '@portal/contract';
import type PDFKit from 'pdfkit';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { fontBytes, invoiceFonts } from './invoice-fonts.ts';

/** PDFKit loads with the first invoice PDF. */
const PDFDocument = lazyRequire<typeof PDFKit>('pdfkit');

export interface BilledCompany {
  name: string;
  email: string;
  phone: string;
  address: string;
}


/** DD-MM-YYYY, as every screen shows dates. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('-') : '—');

/** How a paid invoice was paid, in a line: "Paid on 22-11-2026 by card", or recorded by the studio (Mark Paid). */
export const paidLine = (invoice: Pick<ClientInvoice, 'status' | 'paid_at' | 'payment_method'>) =>
  invoice.status !== 'paid' ? undefined : `Paid on ${day(invoice.paid_at)} ${invoice.payment_method === 'card' ? 'by card' : '(payment recorded by the studio)'}`;

/**
 * The invoice as an A4 PDF: the business, the client, a line per service (quantity, unit price, amount),
 * the subtotal, GST and total; a long list of lines continues on the next page.
 * Amounts are in the invoice's own currency (the one it was issued in), grouped as the business's locale.
 * Answers a stream the route pipes to the response; nothing is kept in memory beyond the page.
 */
export function renderInvoicePdf(invoice: ClientInvoice, company: BilledCompany, profile: BusinessProfile, logo?: Buffer) {
  const doc = new (PDFDocument())({ size: 'A4', margin: 56, info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: profile.name } });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const muted = '#6b7280';
  doc.registerFont('Body', fontBytes(invoiceFonts.regular));
  doc.registerFont('Bold', fontBytes(invoiceFonts.bold));

  // The uploaded logo (a PNG the settings made) heads the page, the business name under it.
  let headerTop = 56;
  if (logo) {
    doc.image(logo, left, 56, { fit: [160, 48] });
    headerTop = 56 + 56;
  }
  doc.font('Bold').fontSize(16).text(profile.name, left, headerTop, { width: width * 0.7 });
  doc.font('Body').fontSize(9).fillColor(muted);
  for (const line of [profile.address, profile.email, profile.phone, profile.tax_number && `Tax number: ${profile.tax_number}`]) if (line) doc.text(line, { width: width * 0.7 });
  doc.fillColor('black').font('Bold').fontSize(22).text('INVOICE', left, 56, { width, align: 'right' });
  doc.font('Body').fontSize(10).text(invoice.invoiceNumber, { width, align: 'right' });
  doc.fontSize(9).fillColor(muted).text(`Issued ${day(invoice.created_at)}`, { width, align: 'right' }).text(`Due ${day(invoice.due_date)}`, { width, align: 'right' });
  doc.fillColor(invoice.status === 'paid' ? '#15803d' : '#b45309').font('Bold').text(invoice.status === 'paid' ? `PAID ${day(invoice.paid_at)}` : 'NOT PAID', { width, align: 'right' });

  doc.moveDown(3).fillColor(muted).font('Body').fontSize(9).text('BILL TO', left);
  doc.fillColor('black').fontSize(11).font('Bold').text(company.name);
  doc.font('Body').fontSize(10);
  for (const line of [company.address, company.email, company.phone]) if (line) doc.text(line);

  doc.moveDown(1.5).fillColor(muted).fontSize(9).text('PROJECT', left);
  doc.fillColor('black').fontSize(11).text(invoice.projectName);

  const money = (amount: string) => formatMoney(amount, invoice.currency, profile.locale);
  const amountWidth = 110;
  const unitWidth = 110;
  const quantityWidth = 40;
  const amountX = left + width - amountWidth;
  const unitX = amountX - unitWidth;
  const quantityX = unitX - quantityWidth;
  const descriptionWidth = quantityX - left - 12;
  const rule = (y: number, from = left) => doc.moveTo(from, y).lineTo(left + width, y).strokeColor('#d1d5db').stroke();
  const bottom = doc.page.height - doc.page.margins.bottom - 60;

  let y = doc.y + 24;
  const heading = () => {
    rule(y - 6);
    doc.fillColor(muted).font('Body').fontSize(9);
    doc.text('DESCRIPTION', left, y, { width: descriptionWidth });
    doc.text('QTY', quantityX, y, { width: quantityWidth, align: 'right' });
    doc.text('UNIT PRICE', unitX, y, { width: unitWidth, align: 'right' });
    doc.text('AMOUNT', amountX, y, { width: amountWidth, align: 'right' });
    y += 20;
  };
  heading();
  // A line per service; an invoice from before lines (none stored) bills its service as one.
  const lines = invoice.lines.length ? invoice.lines : [{ description: invoice.service ?? 'Photography services', quantity: 1, unit_price: invoice.baseAmount, amount: invoice.baseAmount }];
  for (const line of lines) {
    doc.font('Body').fontSize(10);
    const height = Math.max(doc.heightOfString(line.description, { width: descriptionWidth }), 12);
    if (y + height > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
      heading();
    }
    doc.fillColor('black').font('Body').fontSize(10);
    doc.text(line.description, left, y, { width: descriptionWidth });
    doc.text(String(line.quantity), quantityX, y, { width: quantityWidth, align: 'right' });
    doc.text(money(line.unit_price), unitX, y, { width: unitWidth, align: 'right' });
    doc.text(money(line.amount), amountX, y, { width: amountWidth, align: 'right' });
    y += height + 8;
  }
  if (y + 110 > bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const sum = (label: string, amount: string, bold = false) => {
    doc.fillColor('black').font(bold ? 'Bold' : 'Body').fontSize(bold ? 12 : 10);
    doc.text(label, left, y, { width: amountX - left - 12, align: 'right' }).text(money(amount), amountX, y, { width: amountWidth, align: 'right' });
    y += bold ? 24 : 20;
  };
  rule(y - 2, unitX);
  y += 6;
  sum('Subtotal', invoice.baseAmount);
  sum(invoiceGstLabel(invoice.gstRate), invoice.gstAmount);
  rule(y, unitX);
  y += 10;
  sum('Total', invoice.total, true);
  const paid = paidLine(invoice);
  if (paid) doc.font('Bold').fontSize(10).fillColor('#15803d').text(paid, left, y + 6, { width, align: 'right' });

  doc.font('Body').fontSize(8).fillColor(muted).text(`Amounts in ${invoice.currency}. Thank you for your business.`, left, doc.page.height - 90, { width, align: 'center' });
  doc.end();
  return doc;
}
