import type { BalanceMonth, RecentActivity } from '@portal/contract';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLog, invoices, projects } from '../../db/schema/index.ts';
import { moneyText as money } from '../../lib/money.ts';
import { paidInvoice } from '../finance/finance-definitions.ts';
import { ledgerEntries } from '../transactions/ledger.ts';
import type { DateRange } from './overview-period.ts';

/** [from 00:00 UTC, the day after `to` 00:00 UTC): the period's instants. */
const instants = ({ from, to }: DateRange) => {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${from}T00:00:00Z`, end: end.toISOString() };
};

/** Paid invoices of cancelled shoots, paid within the period: money the studio owes back. */
const refundsDue = ({ start, end }: { start: string; end: string }) =>
  sql`from ${invoices} join ${projects} on ${projects.id} = ${invoices.projectId}
    where ${paidInvoice} and ${projects.status} = 'cancelled' and ${invoices.paidAt} >= ${start}::timestamptz and ${invoices.paidAt} < ${end}::timestamptz`;

/**
 * What the Overview shows beside the studio's figures (finance/): shoots booked, refunds due, the
 * balance by month from the ledger (transactions/ledger.ts), and recent activity.
 */
export function createOverviewRepository(db: Db) {
  return {
    async stats(range: DateRange) {
      const { start, end } = instants(range);
      const result = await db.execute<{ refunds_due: string; shoots_booked: number }>(sql`
        select
          (select ${money(sql`sum(${invoices.total})`)} ${refundsDue({ start, end })}) as refunds_due,
          (select count(*)::int from ${projects} where ${projects.createdAt} >= ${start}::timestamptz and ${projects.createdAt} < ${end}::timestamptz) as shoots_booked
      `);
      const row = result.rows[0]!;
      return { refundsDue: row.refunds_due, shootsBooked: Number(row.shoots_booked) };
    },

    /** The first day anything was booked or entered in the ledger, for "all time"; undefined in an empty studio. */
    async firstDay(): Promise<string | undefined> {
      const result = await db.execute<{ first: string | null }>(sql`
        select least(
          (select min(date) from ${ledgerEntries} ledger),
          (select min((${projects.createdAt} at time zone 'UTC')::date) from ${projects})
        )::text as first`);
      return result.rows[0]?.first ?? undefined;
    },

    /** Per month: the ledger's income and expense, and refunds due (`cashback`). */
    async balance(range: DateRange): Promise<BalanceMonth[]> {
      const { start, end } = instants(range);
      const result = await db.execute<BalanceMonth>(sql`
        with entries(month, kind, amount) as (
          select to_char(date, 'YYYY-MM'), type, amount from ${ledgerEntries} ledger
            where date between ${range.from}::date and ${range.to}::date
          union all
          select to_char(${invoices.paidAt} at time zone 'UTC', 'YYYY-MM'), 'cashback', ${invoices.total} ${refundsDue({ start, end })}
        )
        select month,
          ${money(sql`sum(amount) filter (where kind = 'income')`)} as income,
          ${money(sql`sum(amount) filter (where kind = 'expense')`)} as expense,
          ${money(sql`sum(amount) filter (where kind = 'cashback')`)} as cashback
        from entries group by month order by month
      `);
      return result.rows;
    },

    async recentActivity(limit: number): Promise<RecentActivity[]> {
      const rows = await db
        .select({ entry: activityLog, subject: projects.projectName })
        .from(activityLog)
        .leftJoin(projects, sql`${activityLog.entityType} = 'project' and ${projects.id} = ${activityLog.entityId}`)
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(limit);
      return rows.map(({ entry: row, subject }) => ({
        id: row.id,
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        subject,
        actor_name: typeof row.detail.actor_name === 'string' ? row.detail.actor_name : 'System',
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
