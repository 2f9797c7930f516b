import type { ActivityEntry } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { seesBilling, seesFileNames, seesInvoice, seesStudioMoney } from '../../access/visibility.ts';
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

/** The folder a file event names (`folder` of an upload, `path` of a folder event), if it names one. */
const eventFolder = (detail: Record<string, unknown>) => (typeof detail.folder === 'string' ? detail.folder : typeof detail.path === 'string' ? detail.path : undefined);
const isUnder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** What of an entry's detail this reader may see, or undefined when the whole entry is withheld. */
function visibleDetail(action: string, detail: Record<string, unknown>, view: { studioMoney: boolean; billing: boolean; fileNames: boolean; internalPaths: readonly string[] }) {
  if (action.startsWith('invoice.')) {
    if (!view.billing) return paidBadgeDetail[action] && pick(detail, paidBadgeDetail[action]);
    if (!view.studioMoney) return studioMoneyActions.has(action) ? undefined : omit(detail, studioMoneyKeys);
  }
  if (isFileEvent(action) && (!view.fileNames || namesInternal(detail, view.internalPaths))) return pick(detail, ['count']);
  return detail;
}

/**
 * Whether a file event may name something in an internal folder: it names an internal folder or
 * one under it, or (when the project has internal folders) it does not say where its files went.
 */
function namesInternal(detail: Record<string, unknown>, internalPaths: readonly string[]) {
  if (!internalPaths.length) return false;
  const folder = eventFolder(detail);
  return folder === undefined || internalPaths.some((internal) => isUnder(folder, internal));
}

/** The folder an upload went to, when the whole upload went to one (older entries do not say). */
const uploadFolder = (row: ActivityRow) => (row.action === 'files.uploaded' && typeof row.detail.folder === 'string' ? row.detail.folder : undefined);

/**
 * One person's consecutive uploads into one folder read as one line: the rows stay as stored, the
 * line sums their counts and keeps the first row's id and the last row's time.
 */
function mergeConsecutiveUploads(rows: ActivityRow[]): ActivityRow[] {
  const merged: ActivityRow[] = [];
  for (const row of rows) {
    const previous = merged.at(-1);
    const folder = uploadFolder(row);
    if (previous && folder !== undefined && uploadFolder(previous) === folder && previous.actorKind === row.actorKind && previous.actorId === row.actorId) {
      const names = [...(Array.isArray(previous.detail.names) ? previous.detail.names : []), ...(Array.isArray(row.detail.names) ? row.detail.names : [])];
      const count = Number(previous.detail.count ?? 0) + Number(row.detail.count ?? 0);
      merged[merged.length - 1] = { ...previous, createdAt: row.createdAt, detail: { ...previous.detail, count, names: names.slice(0, 5) } };
    } else merged.push(row);
  }
  return merged;
}

/**
 * A project's timeline as this actor may see it: a client never sees the studio's costs, nor file
 * or folder names before completion or inside internal folders (`internalPaths`, given only for
 * readers who may not see them), nor a draft invoice's number or amounts; an editor sees of
 * invoices only the paid / not paid changes.
 */
export function toTimeline(rows: ActivityRow[], actor: Actor, project: { status: string; invoice: { sent: boolean } | null; internalPaths?: readonly string[] }): ActivityEntry[] {
  const billing = project.invoice ? seesInvoice(actor, project.invoice) : seesBilling(actor);
  const view = { studioMoney: seesStudioMoney(actor), billing, fileNames: seesFileNames(actor, project), internalPaths: project.internalPaths ?? [] };
  return mergeConsecutiveUploads(rows).flatMap((row) => {
    const { actor_name: name, ...rest } = row.detail;
    const detail = visibleDetail(row.action, rest, view);
    if (!detail) return [];
    const actorName = typeof name === 'string' ? name : 'System';
    return [{ id: row.id, action: row.action, detail, actor: { kind: row.actorKind, id: row.actorId, name: actorName }, created_at: isoString(row.createdAt) }];
  });
}
