/**
 * Timeline words for the studio's later workflows: online orders and scheduling, revision rounds,
 * file versions and the property website. Answers null for an action it does not word.
 */
export type WorkflowKind = 'order' | 'revision' | 'site' | 'files' | 'invoice';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const round = (detail: Record<string, unknown>) => (text(detail.round) ? `Revision round ${text(detail.round)}` : 'Revision request');
const mediaKinds: Record<string, string> = { photo: 'a photo', video: 'a video', floor_plan: 'a floor plan' };

export function workflowSentence(action: string, detail: Record<string, unknown>): { kind: WorkflowKind; sentence: string } | null {
  switch (action) {
    case 'order.created': {
      const services = Array.isArray(detail.services) ? detail.services.map(text).filter(Boolean) : [];
      return { kind: 'order', sentence: services.length ? `Ordered online: ${services.join(', ')}` : 'Ordered online' };
    }
    case 'order.cancelled': {
      const who = detail.by === 'client' ? ' by the client' : '';
      return { kind: 'order', sentence: `Order cancelled${who}${text(detail.reason) ? `: ${text(detail.reason)}` : ''}` };
    }
    case 'order.reschedule_requested':
      return { kind: 'order', sentence: 'A new shoot time was requested' };
    case 'project.unscheduled':
      return { kind: 'order', sentence: 'Shoot taken off the calendar to find a new time' };
    case 'revision.requested': {
      const pins = Number(detail.pins) || 0;
      return { kind: 'revision', sentence: `${round(detail)} requested${pins ? `: ${plural(pins, 'note')}` : ''}` };
    }
    case 'revision.assigned':
      return { kind: 'revision', sentence: 'Revision request given to another editor' };
    case 'revision.started':
      return { kind: 'revision', sentence: `${round(detail)} started` };
    case 'revision.pin_fixed':
      return { kind: 'revision', sentence: text(detail.version) ? `Revision note fixed in version ${text(detail.version)}` : 'Revision note fixed' };
    case 'revision.pin_reopened':
      return { kind: 'revision', sentence: 'Revision note reopened' };
    case 'revision.completed':
      return { kind: 'revision', sentence: `${round(detail)} done` };
    case 'invoice.line_added': {
      const invoice = text(detail.invoice_number) ? ` to invoice ${text(detail.invoice_number)}` : ' to the invoice';
      return { kind: 'invoice', sentence: detail.revision_id ? `${round(detail)} added${invoice}` : `Line added${invoice}` };
    }
    case 'file.version_uploaded':
      return { kind: 'files', sentence: `${text(detail.name) || 'A file'}: version ${text(detail.version)} uploaded` };
    case 'file.version_restored':
      return { kind: 'files', sentence: `${text(detail.name) || 'A file'}: version ${text(detail.restored_from)} restored as version ${text(detail.version)}` };
    case 'file.media_changed': {
      const kind = mediaKinds[text(detail.media_kind)];
      return { kind: 'site', sentence: kind ? `A file now shows on the property website as ${kind}` : 'A file’s place on the property website changed' };
    }
    case 'site.published':
      return { kind: 'site', sentence: detail.by === 'payment' ? 'Property website published on payment' : 'Property website published' };
    case 'site.unpublished':
      return { kind: 'site', sentence: detail.reason === 'not_paid' ? 'Property website taken down: the invoice is no longer paid' : 'Property website taken down' };
    case 'site.updated':
      return { kind: 'site', sentence: 'Property website details updated' };
    default:
      return null;
  }
}
