import type { ActivityEntry } from '@portal/contract';
import { workflowSentence, type WorkflowKind } from './workflow-activity';

export type ActivityKind = 'created' | 'invoice' | 'status' | 'editor' | 'updated' | 'paid' | 'expenses' | 'files' | 'other' | WorkflowKind;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const statusText = (value: unknown) => text(value).replace(/_/g, ' ');

const fieldNames: Record<string, string> = {
  projectName: 'name',
  company_id: 'client',
  category_id: 'category',
  service_id: 'service',
  siteAddress: 'site address',
  start_date: 'start date',
  end_date: 'end date',
};

/** The invoice number, under whichever name the log entry carries it. */
const invoiceNumber = (detail: Record<string, unknown>) =>
  text(detail.invoiceNumber) || text(detail.invoice_number) || text(detail.number);

/** How an upload line reads: 'Maya uploaded 40 files to Edited', or without the person or folder where not known. */
function uploadSentence(detail: Record<string, unknown>, actorName: string | undefined) {
  const count = Number(detail.count) || 0;
  const files = count === 1 ? '1 file' : `${count} files`;
  // The root folder has the empty path; a client before completion gets no folder at all.
  const folder = text(detail.folder) ? ` to ${text(detail.folder)}` : '';
  return actorName ? `${actorName} uploaded ${files}${folder}` : `${files} uploaded${folder}`;
}

/**
 * One timeline line in words: 'Status changed from pending to in progress', 'Editor Jane assigned',
 * 'Maya uploaded 40 files to Edited' (the server joins one person's consecutive uploads to a folder).
 */
export function activitySentence(entry: Pick<ActivityEntry, 'action' | 'detail'> & { actorName?: string }): { kind: ActivityKind; sentence: string } {
  const detail = entry.detail ?? {};
  switch (entry.action) {
    case 'project.created':
      return { kind: 'created', sentence: 'Project created' };
    case 'invoice.generated': {
      const number = invoiceNumber(detail);
      return { kind: 'invoice', sentence: number ? `Invoice ${number} generated` : 'Invoice generated' };
    }
    case 'project.status_changed': {
      const from = statusText(detail.from);
      const to = statusText(detail.to);
      if (from && to) return { kind: 'status', sentence: `Status changed from ${from} to ${to}` };
      return { kind: 'status', sentence: to ? `Status changed to ${to}` : 'Status changed' };
    }
    case 'project.editor_assigned': {
      const name = text(detail.editor_name);
      return { kind: 'editor', sentence: name ? `Editor ${name} assigned` : 'Editor assigned' };
    }
    case 'project.editor_unassigned': {
      const name = text(detail.editor_name);
      return { kind: 'editor', sentence: name ? `Editor ${name} unassigned` : 'Editor unassigned' };
    }
    case 'project.updated': {
      const fields = Array.isArray(detail.fields) ? detail.fields.map((field) => fieldNames[text(field)] ?? text(field).replace(/_/g, ' ')) : [];
      return { kind: 'updated', sentence: fields.length ? `Project details updated: ${fields.join(', ')}` : 'Project details updated' };
    }
    case 'invoice.status_changed': {
      const to = text(detail.to);
      if (to === 'paid') return { kind: 'paid', sentence: detail.method === 'card' ? 'Invoice paid online by card' : 'Invoice marked paid' };
      if (to) return { kind: 'paid', sentence: detail.reason === 'refunded' ? 'Invoice not paid: the payment was refunded' : 'Invoice marked not paid' };
      return { kind: 'paid', sentence: 'Invoice status changed' };
    }
    case 'invoice.sent': {
      const number = invoiceNumber(detail);
      return { kind: 'invoice', sentence: `Invoice ${number ? `${number} ` : ''}${detail.resent ? 'sent again' : 'sent'} to the client` };
    }
    case 'invoice.expenses_updated':
      return { kind: 'expenses', sentence: 'Invoice expenses updated' };
    case 'files.uploaded':
      return { kind: 'files', sentence: uploadSentence(detail, entry.actorName) };
    case 'folder.created':
      return { kind: 'files', sentence: text(detail.path) ? `Folder ${text(detail.path)} created` : 'Folder created' };
    case 'folder.deleted':
      return { kind: 'files', sentence: text(detail.path) ? `Folder ${text(detail.path)} deleted` : 'Folder deleted' };
    default: {
      const workflow = workflowSentence(entry.action, detail);
      if (workflow) return workflow;
      // An action this screen does not know yet still reads as words: 'project.files_uploaded' -> 'Project files uploaded'.
      const words = entry.action.replace(/[._]+/g, ' ').trim();
      return { kind: 'other', sentence: words ? words[0]!.toUpperCase() + words.slice(1) : 'Activity' };
    }
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD-MM-YYYY HH:MM' in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
