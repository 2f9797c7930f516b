import { clientSeesFiles } from '@portal/contract';
import { type Actor, actorRole } from './actor.ts';
import { can } from './permissions.ts';

type Principal = Pick<Actor, 'type' | 'roleName'>;

/**
 * The studio's own money (invoice expenses, their totals, profit, the ledger): only those who manage
 * invoices see it; a client sees what it is billed, never what the shoot cost the studio.
 */
export const seesStudioMoney = (actor: Principal) => can(actor, 'invoices.manage');

/**
 * Invoice numbers, ids and amounts (billed, priced or budgeted): those who read invoices. Everyone
 * else on a project (an editor) sees only whether its invoice is paid.
 */
export const seesBilling = (actor: Principal) => can(actor, 'invoices.read');

/**
 * Whether the actor sees invoices that have not been sent yet: a client's invoice reaches it only once
 * the studio sends it, so a draft's number and amounts stay the studio's until then.
 */
export const seesDraftInvoices = (actor: Principal) => actorRole(actor) !== 'client';

/** Whether the actor sees this invoice's number, id and amounts: billing readers, and for a client only once sent. */
export const seesInvoice = (actor: Principal, invoice: { sent: boolean }) => seesBilling(actor) && (invoice.sent || seesDraftInvoices(actor));

/**
 * File and folder names of a project: those who work on its files always, a client only once the
 * project is completed (before that a client sees at most how many files there are).
 */
export const seesFileNames = (actor: Principal, project: { status: string }) => can(actor, 'files.write') || clientSeesFiles(project);
