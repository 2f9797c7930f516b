import type { ActivityEntry } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { seesBilling, seesFileNames, seesStudioMoney } from '../../access/visibility.ts';
import type { activityLog } from '../../db/schema/index.ts';
import { isoString } from '../../lib/list.ts';

type ActivityRow = typeof activityLog.$inferSelect;

/** Invoice events about what the studio spent: staff only. */
const studioMoneyActions = new Set(['invoice.expenses_updated']);
/** Detail keys that carry the studio's costs, wherever an entry has them. */
const studioMoneyKeys = ['total_expense', 'expense', 'totalExpense', 'net_profit'];
/** What an editor keeps of an invoice event: that it became paid or not paid. */
const paidBadgeDetail: Record<string, readonly string[]> = { 'invoice.status_changed': ['from', 'to'] };
/** Events about files and folders; without the names only their count stays. */
const isFileEvent = (action: string) => /^(files?|folders?)\./.test(action);

const pick = (detail: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.filter((key) => key in detail).map((key) => [key, detail[key]]));
const omit = (detail: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(Object.entries(detail).filter(([key]) => !keys.includes(key)));

/** What of an entry's detail this reader may see, or undefined when the whole entry is withheld. */
function visibleDetail(action: string, detail: Record<string, unknown>, view: { studioMoney: boolean; billing: boolean; fileNames: boolean }) {
  if (action.startsWith('invoice.')) {
    if (!view.billing) return paidBadgeDetail[action] && pick(detail, paidBadgeDetail[action]);
    if (!view.studioMoney) return studioMoneyActions.has(action) ? undefined : omit(detail, studioMoneyKeys);
  }
  if (isFileEvent(action) && !view.fileNames) return pick(detail, ['count']);
  return detail;
}

/**
 * A project's timeline as this actor may see it: a client never sees the studio's costs, nor file
 * or folder names before completion; an editor sees of invoices only the paid / not paid changes.
 */
export function toTimeline(rows: ActivityRow[], actor: Actor, project: { status: string }): ActivityEntry[] {
  const view = { studioMoney: seesStudioMoney(actor), billing: seesBilling(actor), fileNames: seesFileNames(actor, project) };
  return rows.flatMap((row) => {
    const { actor_name: name, ...rest } = row.detail;
    const detail = visibleDetail(row.action, rest, view);
    if (!detail) return [];
    const actorName = typeof name === 'string' ? name : 'System';
    return [{ id: row.id, action: row.action, detail, actor: { kind: row.actorKind, id: row.actorId, name: actorName }, created_at: isoString(row.createdAt) }];
  });
}
