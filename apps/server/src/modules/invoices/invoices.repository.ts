import type { ExpenseEntry, InvoiceLine, InvoiceListQuery, InvoiceStatus, InvoiceSummaryStatus, PaymentProvider, PricedLine } from '@portal/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Actor } from '../../access/actor.ts';
import { invoiceScope, projectScope } from '../../access/scopes.ts';
import type { Db } from '../../db/client.ts';
import { companies, invoiceCounters, invoiceExpenses, invoiceLines, invoices, payments, projects, projectServices, services, users } from '../../db/schema/index.ts';
import { containsPattern, pageWindow, paginationOf } from '../../lib/list.ts';
import { moneyText } from '../../lib/money.ts';
import { qualified } from '../../lib/sql.ts';
import { billedInvoice, paidInvoice } from '../finance/finance-definitions.ts';
import { activityInsertFrom, type ActivityActor, type ActivityRecord } from '../activity/activity.repository.ts';
import { businessCurrency } from '../settings/business-profile.repository.ts';

const totalExpense = sql<string>`(select ${moneyText(sql`sum(${invoiceExpenses.amount})`)} from ${invoiceExpenses} where ${invoiceExpenses.invoiceId} = ${invoices.id})`;
const expenseList = sql<ExpenseEntry[]>`(select coalesce(json_agg(json_build_object('description', ${invoiceExpenses.description}, 'amount', ${invoiceExpenses.amount}::text) order by ${invoiceExpenses.position}, ${invoiceExpenses.id}), '[]'::json) from ${invoiceExpenses} where ${invoiceExpenses.invoiceId} = ${invoices.id})`;

const lineList = sql<InvoiceLine[]>`(select coalesce(json_agg(json_build_object('service_id', ${invoiceLines.serviceId}, 'description', ${invoiceLines.description}, 'quantity', ${invoiceLines.quantity},
  'unit_price', ${invoiceLines.unitPrice}::text, 'amount', ${invoiceLines.amount}::text, 'gst_rate', ${invoiceLines.gstRate}, 'gst_amount', ${invoiceLines.gstAmount}::text, 'total', ${invoiceLines.total}::text)
  order by ${invoiceLines.position}, ${invoiceLines.id}), '[]'::json) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id})`;
/** The invoice's payments, oldest first, with who recorded a manual one; timestamps as PostgreSQL writes them in JSON. */
export interface PaymentRow {
  id: number;
  provider: PaymentProvider;
  amount: string;
  currency: string;
  paid_at: string;
  refunded_at: string | null;
  session_id: string | null;
  payment_intent_id: string | null;
  charge_id: string | null;
  recorded_by: string | null;
}
const paymentList = sql<PaymentRow[]>`(select coalesce(json_agg(json_build_object('id', ${payments.id}, 'provider', ${payments.provider}, 'amount', ${payments.amount}::text, 'currency', ${payments.currency},
  'paid_at', ${payments.paidAt}, 'refunded_at', ${payments.refundedAt}, 'session_id', ${payments.providerSessionId}, 'payment_intent_id', ${payments.providerPaymentIntentId},
  'charge_id', ${payments.providerChargeId}, 'recorded_by', ${users.username}) order by ${payments.paidAt}, ${payments.id}), '[]'::json)
  from ${payments} left join ${users} on ${users.id} = ${payments.recordedById} where ${payments.invoiceId} = ${invoices.id})`;
/** How the invoice is paid: the provider of its one standing payment, or null. */
const standingProvider = sql<PaymentProvider | null>`(select ${payments.provider} from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.refundedAt} is null)`;

/** Decisions section 4: paid, else draft until sent, then overdue once the due date has passed. */
const summaryStatus = sql<InvoiceSummaryStatus>`(case when ${invoices.status} = 'paid' then 'paid' when ${invoices.sentAt} is null then 'draft' when ${invoices.dueDate} < current_date then 'overdue' else 'sent' end)`;

const columns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  projectId: projects.id,
  projectName: projects.projectName,
  projectStatus: projects.status,
  client: companies.companyName,
  companyId: companies.id,
  clientEmail: companies.email,
  service: services.serviceName,
  status: invoices.status,
  summaryStatus,
  baseAmount: invoices.baseAmount,
  gstRate: invoices.gstRate,
  gstAmount: invoices.gstAmount,
  total: invoices.total,
  lines: lineList,
  totalExpense,
  expense: expenseList,
  currency: invoices.currency,
  sentAt: invoices.sentAt,
  dueDate: invoices.dueDate,
  paidAt: invoices.paidAt,
  paidWith: standingProvider,
  payments: paymentList,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};

const selectInvoices = (tx: Db) =>
  tx
    .select(columns)
    .from(invoices)
    .innerJoin(projects, eq(projects.id, invoices.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(services, eq(services.id, projects.serviceId))
    .$dynamic();

/** An invoice row with its project, company and costs, as read; invoice-shape.ts turns it into what a reader sees. */
export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

/** INV-<year>-<number>, the number at least three digits (INV-2026-007, INV-2026-1234). */
const invoiceNumberOf = (year: number, n: SQL) => sql<string>`'INV-' || ${year}::int || '-' || lpad(${n}::text, greatest(3, length(${n}::text)), '0')`;

/** A service as its invoice line is priced from: price as PostgreSQL writes the numeric. */
export interface PricedService {
  id: number;
  name: string;
  price: string;
  gstRate: string;
}

/** A service as a PricedService JSON object; its columns written with their table, so it also reads right in a correlated subquery. */
export const pricedServiceJson = sql<PricedService>`json_build_object('id', ${qualified(services, services.id)}, 'name', ${qualified(services, services.serviceName)}, 'price', ${qualified(services, services.price)}::text, 'gstRate', ${qualified(services, services.gstRate)})`;

/** A new invoice as priced: its row's values, its lines, and who issues it with its timeline entry (which gets the id and number it took). */
export interface NewInvoice {
  year: number;
  values: Pick<typeof invoices.$inferInsert, 'baseAmount' | 'gstRate' | 'gstAmount' | 'total' | 'dueDate'> & { createdAt: Date; updatedAt: Date };
  lines: PricedLine[];
  logged: { actor: ActivityActor; entry: Omit<ActivityRecord, 'entityId'> };
}

export type IssuedRow = { id: number; invoice_number: string; currency: string };
export const issuedOf = (row: IssuedRow) => ({ id: Number(row.id), invoiceNumber: row.invoice_number, currency: row.currency });

/**
 * The steps of a statement that issue an invoice: `counter` takes the year's next number,
 * `invoice` writes the row (answering id, invoice_number, currency, project_id), then its lines
 * and its timeline entry. `project.id` is the project's id as SQL; `project.from`, a step of the
 * same statement that yields the project's row: when it yields none, nothing is written and no
 * number is used. `loggedAfter`, a step with one returned row that writes an earlier timeline
 * entry: the invoice's entry comes after it (one statement's steps run in no promised order).
 */
export function numberedInvoiceSteps({ year, values, lines, logged }: NewInvoice, project: { id: SQL; from?: SQL; loggedAfter?: SQL }) {
  const from = project.from ? sql` from ${project.from}` : sql``;
  const lineRows = lines.map(
    (line, position) =>
      sql`(${position}::int, ${line.service_id}::int, ${line.description}::text, ${line.quantity}::int, ${line.unit_price}::numeric, ${line.amount}::numeric, ${line.gst_rate}::text, ${line.gst_amount}::numeric, ${line.total}::numeric)`,
  );
  const insertLines = lineRows.length
    ? sql`, invoice_line_rows as (insert into ${invoiceLines} (invoice_id, position, service_id, description, quantity, unit_price, amount, gst_rate, gst_amount, total)
        select invoice.id, l.* from invoice, (values ${sql.join(lineRows, sql`, `)}) as l(position, service_id, description, quantity, unit_price, amount, gst_rate, gst_amount, total))`
    : sql``;
  return sql`counter as (
      insert into ${invoiceCounters} (year, last_number) select ${year}::int, 1${from}
      on conflict (year) do update set last_number = ${invoiceCounters.lastNumber} + 1 returning last_number),
    invoice as (
      insert into ${invoices} (project_id, invoice_number, base_amount, gst_rate, gst_amount, total, currency, due_date, created_at, updated_at)
      select ${project.id}, ${invoiceNumberOf(year, sql`counter.last_number`)}, ${values.baseAmount}::numeric, ${values.gstRate}::text, ${values.gstAmount}::numeric,
        ${values.total}::numeric, ${businessCurrency}, ${values.dueDate ?? null}::date,
        ${values.createdAt.toISOString()}::timestamptz, ${values.updatedAt.toISOString()}::timestamptz
      from counter${project.from ? sql`, ${project.from}` : sql``} returning id, invoice_number, currency, project_id)${insertLines},
    invoice_entry as (${activityInsertFrom(logged.actor, logged.entry, {
      source: project.loggedAfter ? sql`invoice, ${project.loggedAfter}` : sql`invoice`,
      entityId: sql`invoice.project_id`,
      detailFrom: sql`jsonb_build_object('invoice_id', invoice.id, 'invoice_number', invoice.invoice_number)`,
    })})`;
}

/** Invoices as the actor may see them: every read is scoped with invoiceScope(actor). */
export function createInvoicesRepository(db: Db) {
  // Read by those who see every invoice, outside a transaction: one statement made into SQL once
  // (and on PostgreSQL planned once per connection) rather than per request.
  const findAnyPrepared = selectInvoices(db).where(eq(invoices.id, sql.placeholder('id'))).prepare('invoice_find_any');

  async function find(actor: Actor, id: number, tx: Db = db) {
    const scope = invoiceScope(actor);
    if (!scope && tx === db) return (await findAnyPrepared.execute({ id }))[0];
    const [row] = await selectInvoices(tx).where(and(eq(invoices.id, id), scope));
    return row;
  }

  return {
    find,

    /** The invoice whatever the scope, for the payment provider's events (no one is signed in). */
    async findAny(id: number, tx: Db = db) {
      const [row] = await selectInvoices(tx).where(eq(invoices.id, id));
      return row;
    },

    async list(actor: Actor, query: InvoiceListQuery) {
      const scope = invoiceScope(actor);
      const filters: SQL[] = [];
      if (query.status === 'paid' || query.status === 'not_paid') filters.push(eq(invoices.status, query.status));
      else if (query.status) filters.push(sql`${summaryStatus} = ${query.status}`);
      if (query.search) {
        const pattern = containsPattern(query.search);
        const matchingCompanies = db.select({ id: companies.id }).from(companies).where(ilike(companies.companyName, pattern));
        filters.push(or(ilike(invoices.invoiceNumber, pattern), ilike(projects.projectName, pattern), inArray(projects.companyId, matchingCompanies))!);
      }
      const matching = filters.length ? and(...filters)! : undefined;
      const window = pageWindow(query);
      const newestFirst = [desc(invoices.createdAt), desc(invoices.id)];
      // A page picks its ids first, so the joins and sums run for its rows only, however deep the page.
      const pageIds =
        window &&
        db.select({ id: invoices.id }).from(invoices).innerJoin(projects, eq(projects.id, invoices.projectId)).where(and(scope, matching)).orderBy(...newestFirst).limit(window.limit).offset(window.offset);
      const rowsQuery = selectInvoices(db).where(pageIds ? inArray(invoices.id, pageIds) : and(scope, matching)).orderBy(...newestFirst);
      // The cards over the actor's scope and the filtered count, in one statement; projects are
      // joined only when the scope or the search needs them. Revenue and billed read as finance/ defines them.
      let figuresQuery = db
        .select({
          matching: matching ? sql<number>`count(*) filter (where ${matching})::int` : count(),
          total: count(),
          paid: sql<number>`count(*) filter (where ${invoices.status} = 'paid')::int`,
          pending: moneyText(sql`sum(${invoices.total}) filter (where ${invoices.status} <> 'paid' and ${invoices.sentAt} is not null)`),
          overdue: sql<number>`count(*) filter (where ${summaryStatus} = 'overdue')::int`,
          revenue: moneyText(sql`sum(${invoices.total}) filter (where ${paidInvoice})`),
          billed: moneyText(sql`sum(${invoices.total}) filter (where ${billedInvoice})`),
        })
        .from(invoices)
        .$dynamic();
      if (scope || query.search) figuresQuery = figuresQuery.innerJoin(projects, eq(projects.id, invoices.projectId));
      const [rows, [figures]] = await Promise.all([rowsQuery, figuresQuery.where(scope)]);
      return {
        rows,
        pagination: paginationOf(window, Number(figures?.matching ?? 0)),
        stats: {
          total_revenue: figures?.revenue ?? '0.00',
          total_billed: figures?.billed ?? '0.00',
          paid: Number(figures?.paid ?? 0),
          total: Number(figures?.total ?? 0),
          pending_amount: figures?.pending ?? '0.00',
          overdue: Number(figures?.overdue ?? 0),
        },
      };
    },

    /**
     * Locks the project row (so two generations for one project queue up) and answers what an
     * invoice needs: its current invoice number if any, and its services' names, prices and GST
     * rates in order (its list, or its one service_id). One statement.
     */
    async lockProjectForInvoice(actor: Actor, projectId: number, tx: Db) {
      // Every column written with its table: drizzle leaves the table out of a one-table select list.
      const [service, line, invoice, project] = [
        (column: Column) => qualified(services, column),
        (column: Column) => qualified(projectServices, column),
        (column: Column) => qualified(invoices, column),
        (column: Column) => qualified(projects, column),
      ];
      const [found] = await tx
        .select({
          existingNumber: sql<string | null>`(select ${invoice(invoices.invoiceNumber)} from ${invoices} where ${invoice(invoices.projectId)} = ${project(projects.id)})`,
          services: sql<PricedService[]>`coalesce(
            (select json_agg(${pricedServiceJson} order by ${line(projectServices.position)}, ${line(projectServices.id)}) from ${projectServices}
              join ${services} on ${service(services.id)} = ${line(projectServices.serviceId)} where ${line(projectServices.projectId)} = ${project(projects.id)}),
            (select json_build_array(${pricedServiceJson}) from ${services} where ${service(services.id)} = ${project(projects.serviceId)}), '[]'::json)`,
        })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScope(actor)))
        .for('update', { of: projects });
      return found && { existingNumber: found.existingNumber ?? undefined, services: found.services };
    },

    /**
     * The invoice of an existing project under the year's next number, with its lines and the
     * timeline entry that logs it, in one statement (`numberedInvoiceSteps`). The counter's upsert
     * locks the year's row until the transaction ends: concurrent creations queue and get distinct
     * numbers, and a rollback gives its number back. What the caller still does before committing
     * holds that lock too, so it should be little (bench/create-throughput). The invoice is in the
     * business currency of this moment; it keeps that currency whatever the setting becomes.
     */
    async insertNumbered(issue: NewInvoice, projectId: number, tx: Db) {
      const result = await tx.execute(sql`with ${numberedInvoiceSteps(issue, { id: sql`${projectId}::int` })} select id, invoice_number, currency from invoice`);
      return issuedOf(result.rows[0] as IssuedRow);
    },

    /** Locks the invoice row until the transaction ends, as its update would: a concurrent change waits, then reads this one's result. */
    async lock(id: number, tx: Db) {
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('no key update');
    },

    async setStatus(id: number, status: InvoiceStatus, paidAt: Date | null, tx: Db) {
      await tx.update(invoices).set({ status, paidAt, updatedAt: sql`now()` }).where(eq(invoices.id, id));
    },

    /** Records that the invoice went to the client now; the due date stays as issued. */
    async markSent(id: number, sentAt: Date, tx: Db) {
      await tx.update(invoices).set({ sentAt, updatedAt: sql`now()` }).where(eq(invoices.id, id));
    },

    /** Who the invoice is addressed to, for its PDF. */
    async billedCompany(companyId: number) {
      const [row] = await db
        .select({ name: companies.companyName, email: companies.email, phone: companies.phone, address: companies.address })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row;
    },

    async replaceExpenses(id: number, entries: ExpenseEntry[], tx: Db) {
      await tx.delete(invoiceExpenses).where(eq(invoiceExpenses.invoiceId, id));
      if (entries.length) {
        await tx.insert(invoiceExpenses).values(entries.map((entry, position) => ({ invoiceId: id, ...entry, position })));
      }
      await tx.update(invoices).set({ updatedAt: sql`now()` }).where(eq(invoices.id, id));
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
