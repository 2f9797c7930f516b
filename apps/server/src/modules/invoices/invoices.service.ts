import { defaultBusinessProfile, paymentMethodOf, priceServices, type BusinessProfile, type Invoice, type InvoiceListQuery, type PaymentProvider, type UpdateInvoiceInput } from '@portal/contract';
import { type Actor, systemReader } from '../../access/actor.ts';
import { requireAccess } from '../../access/permissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { addMoney } from '../../lib/money.ts';
import type { Transact } from '../../lib/transaction.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import type { Notifications } from '../notifications/notifications.service.ts';
import type { FinanceRepository } from '../finance/finance.repository.ts';
import type { PublishEvent } from '../webhooks/index.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { parseExpenses } from './expenses.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { invoiceFor, invoiceStatsFor, toClientInvoice, toInvoice } from './invoice-shape.ts';
import type { InvoicesRepository, NewInvoice, PricedService } from './invoices.repository.ts';

/** What issuing an invoice answers at once; the rest is read with `whole`. */
export interface IssuedInvoice {
  id: number;
  invoiceNumber: string;
  currency: string;
}

/** Days from an invoice's issue to its due date. */
export const paymentTermDays = 14;
const dateOnly = (at: Date) => at.toISOString().slice(0, 10);

/** A payment as whoever records it knows it; its amount and currency are always the invoice's own. */
export interface PaymentReceipt {
  provider: PaymentProvider;
  paidAt: Date;
  sessionId?: string;
  paymentIntentId?: string | null;
}

interface Deps {
  invoices: InvoicesRepository;
  /** The studio's figures for staff cards. */
  finance: FinanceRepository;
  activity: ActivityRepository;
  transact: Transact;
  clock?: () => Date;
  /** The business as printed on invoice PDFs (the defaults when not given). */
  businessProfile?: { get(): Promise<BusinessProfile>; getLogo?(): Promise<{ png: string } | undefined> };
  /** Queues the client's e-mails, in the transaction of the change. */
  notify?: Pick<Notifications, 'invoicePaid' | 'invoiceSent'>;
  /** The owner's webhooks, told inside the write's transaction. */
  events?: PublishEvent;
  /** Each payment of an invoice, recorded when it is marked paid and ended when it is not paid again. */
  payments: Pick<PaymentsRepository, 'insert' | 'endStanding'>;
  /** What else every payment sets off, in its transaction: the shoot's property website goes live. */
  onPaid?: (projectId: number, tx: Db) => Promise<void>;
  /** Runs inside markNotPaid's transaction: what must follow a payment withdrawn (Mark Unpaid or a full refund). */
  onUnpaid?: (projectId: number, tx: Db) => Promise<void>;
}

/** Invoices. Their activity goes on the project's timeline. */
export function createInvoicesService({ invoices, finance, activity, transact, clock = () => new Date(), businessProfile = { get: async () => defaultBusinessProfile }, notify, events, payments, onPaid, onUnpaid }: Deps) {
  async function find(actor: Actor, id: number, tx?: Db) {
    requireAccess(actor, 'invoices.read');
    const row = await invoices.find(actor, id, tx);
    if (!row) throw new AppError('NOT_FOUND', 'Invoice not found.');
    return row;
  }

  /** The invoice as the actor may see it (a client: without the studio's costs). */
  const get = async (actor: Actor, id: number, tx?: Db) => invoiceFor(await find(actor, id, tx), actor);

  /** For those who manage invoices (the callers below checked invoices.manage): the whole invoice. */
  const getWhole = async (actor: Actor, id: number, tx?: Db) => toInvoice(await find(actor, id, tx));

  /**
   * A new invoice of these services, priced at this moment: one line per service at its price and
   * GST rate, in the business currency of this moment (read as it is written), the next number of
   * the year (taken as it is written), due in 14 days; its timeline entry says who issued it.
   */
  function priced(actor: Actor, services: PricedService[]): NewInvoice {
    if (!services.length) throw new AppError('CONFLICT', 'Project has no service to price the invoice; set its service first.');
    const now = clock();
    // The booking form's live price is this same function's answer (packages/contract pricing.ts).
    const { lines, ...totals } = priceServices(services);
    const dueDate = dateOnly(new Date(now.getTime() + paymentTermDays * 86_400_000));
    return {
      year: now.getUTCFullYear(),
      values: { baseAmount: totals.baseAmount, gstRate: totals.gstRate, gstAmount: totals.gstAmount, total: totals.total, dueDate, createdAt: now, updatedAt: now },
      lines,
      logged: { actor, entry: { action: 'invoice.generated', entityType: 'project', detail: { total: totals.total } } },
    };
  }

  /** Tells the owner's webhooks of a new invoice, in the transaction that wrote it; its body is read only when an endpoint takes it. */
  const announceIssued = (id: number, tx: Db) => events?.('invoice.created', async () => ({ invoice: await whole(id, tx) }), tx);

  /**
   * Issues the invoice of a project that has none, inside the caller's transaction, from the
   * services read under the project's lock. Answers its id, number and currency; `whole` reads the
   * rest, after the commit where it can (from the number on the year's counter is locked until the
   * commit: nothing is read meanwhile that the answer can read later).
   */
  async function issue(actor: Actor, projectId: number, tx: Db): Promise<IssuedInvoice> {
    const project = await invoices.lockProjectForInvoice(actor, projectId, tx);
    if (!project) throw new AppError('NOT_FOUND', 'Project not found.');
    if (project.existingNumber) throw new AppError('CONFLICT', `Project already has invoice ${project.existingNumber}`);
    const issued = await invoices.insertNumbered(priced(actor, project.services), projectId, tx);
    await announceIssued(issued.id, tx);
    return issued;
  }

  /** The whole invoice whoever issued it: a client's order issues a draft its client may not read yet. */
  const whole = (id: number, tx?: Db) => getWhole(systemReader, id, tx);

  /**
   * Marks an unpaid invoice paid inside the caller's transaction, its row locked by the caller
   * (invoices.lock): the one path of Mark Paid and of online payment. Records the payment, queues
   * the client's "Payment received" e-mail and the `invoice.paid` webhook event, and puts it on the
   * project's timeline; whatever else
   * must follow every payment belongs here.
   */
  async function markPaid(actor: Actor | null, invoice: Invoice, receipt: PaymentReceipt, tx: Db) {
    await invoices.setStatus(invoice.id, 'paid', receipt.paidAt, tx);
    const paymentId = await payments.insert(
      {
        invoiceId: invoice.id,
        provider: receipt.provider,
        amount: invoice.total,
        currency: invoice.currency,
        providerSessionId: receipt.sessionId ?? null,
        providerPaymentIntentId: receipt.paymentIntentId ?? null,
        paidAt: receipt.paidAt,
        recordedById: receipt.provider === 'manual' && actor?.kind === 'user' ? actor.id : null,
      },
      tx,
    );
    await notify?.invoicePaid(invoice.id, tx);
    await activity.record(
      actor,
      {
        action: 'invoice.status_changed',
        entityType: 'project',
        entityId: invoice.projectId,
        detail: { invoice_id: invoice.id, invoice_number: invoice.invoiceNumber, from: invoice.status, to: 'paid', method: paymentMethodOf(receipt.provider), payment_id: paymentId },
      },
      tx,
    );
    const paid = await invoices.findAny(invoice.id, tx);
    await events?.('invoice.paid', { invoice: toInvoice(paid!) }, tx);
    await onPaid?.(invoice.projectId, tx);
  }

  /**
   * Sets a paid invoice back to not paid inside the caller's transaction, its row locked by the
   * caller: Mark Unpaid, and a full refund by the payment provider. Ends its standing payment (a
   * refund keeps the provider's charge id), puts it on the project's timeline and takes down what
   * the payment put live.
   */
  async function markNotPaid(actor: Actor | null, invoice: Invoice, at: Date, tx: Db, refund?: { chargeId: string | null }) {
    await invoices.setStatus(invoice.id, 'not_paid', null, tx);
    const paymentId = await payments.endStanding(invoice.id, at, tx, refund?.chargeId ?? undefined);
    await activity.record(
      actor,
      {
        action: 'invoice.status_changed',
        entityType: 'project',
        entityId: invoice.projectId,
        detail: { invoice_id: invoice.id, invoice_number: invoice.invoiceNumber, from: invoice.status, to: 'not_paid', ...(refund && { reason: 'refunded' }), payment_id: paymentId ?? null },
      },
      tx,
    );  await onUnpaid?.(invoice.projectId, tx);
  }

  return {
    get,
    issue,
    priced,
    announceIssued,
    whole,
    markPaid,
    markNotPaid,

    /** For the payment provider's events, where no one is signed in: the whole invoice, its row locked until the transaction ends. */
    async lockForPayment(id: number, tx: Db): Promise<Invoice | undefined> {
      await invoices.lock(id, tx);
      const row = await invoices.findAny(id, tx);
      return row && toInvoice(row);
    },

    async list(actor: Actor, query: InvoiceListQuery) {
      requireAccess(actor, 'invoices.read');
      const { rows, pagination, stats } = await invoices.list(actor, query);
      return { data: rows.map((row) => invoiceFor(row, actor)), pagination, stats: await invoiceStatsFor(stats, actor, () => finance.figures()) };
    },

    async generate(actor: Actor, projectId: number) {
      requireAccess(actor, 'invoices.manage');
      const { id } = await transact((tx) => issue(actor, projectId, tx));
      return whole(id);
    },

    /** The invoice as a PDF, for staff and for the client it is addressed to: what is billed, never the costs. */
    async pdf(actor: Actor, id: number) {
      const invoice = toClientInvoice(await find(actor, id));
      const [company, profile, logo] = await Promise.all([invoices.billedCompany(invoice.company_id), businessProfile.get(), businessProfile.getLogo?.()]);
      if (!company) throw new AppError('NOT_FOUND', 'Invoice not found.');
      return { fileName: `${invoice.invoiceNumber}.pdf`, document: renderInvoicePdf(invoice, company, profile, logo && Buffer.from(logo.png, 'base64')) };
    },

    /** "Send": records sent_at and e-mails the client; a paid invoice is not sent again. */
    async send(actor: Actor, id: number) {
      requireAccess(actor, 'invoices.manage');
      return transact(async (tx) => {
        const invoice = await getWhole(actor, id, tx);
        if (invoice.status === 'paid') throw new AppError('CONFLICT', `Invoice ${invoice.invoiceNumber} is already paid.`);
        await invoices.markSent(id, clock(), tx);
        await notify?.invoiceSent(id, tx);
        await activity.record(
          actor,
          { action: 'invoice.sent', entityType: 'project', entityId: invoice.projectId, detail: { invoice_id: id, invoice_number: invoice.invoiceNumber, resent: invoice.sent_at !== null } },
          tx,
        );
        const sent = await getWhole(actor, id, tx);
        await events?.('invoice.sent', { invoice: sent }, tx);
        return sent;
      });
    },

    /** `status` and/or `expense`; both apply in one transaction. */
    async update(actor: Actor, id: number, input: UpdateInvoiceInput) {
      requireAccess(actor, 'invoices.manage');
      const expenses = input.expense && parseExpenses(input.expense);
      return transact(async (tx) => {
        // Read under the row lock, so of two concurrent changes only the one that really changes the status logs and notifies.
        await invoices.lock(id, tx);
        const invoice = await getWhole(actor, id, tx);
        const about = { invoice_id: id, invoice_number: invoice.invoiceNumber };
        if (input.status === 'paid' && invoice.status !== 'paid') await markPaid(actor, invoice, { provider: 'manual', paidAt: clock() }, tx);
        if (input.status === 'not_paid' && invoice.status === 'paid') await markNotPaid(actor, invoice, clock(), tx);
        if (expenses) {
          await invoices.replaceExpenses(id, expenses, tx);
          await activity.record(
            actor,
            { action: 'invoice.expenses_updated', entityType: 'project', entityId: invoice.projectId, detail: { ...about, entries: expenses.length, total_expense: addMoney('0', ...expenses.map((e) => e.amount)) } },
            tx,
          );
        }
        return getWhole(actor, id, tx);
      });
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
