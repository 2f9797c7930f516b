import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

const say = (action: string, detail: Record<string, unknown> = {}) => activitySentence({ action, detail }).sentence;

describe('activitySentence', () => {
  it('words each logged action', () => {
    expect(say('project.created')).toBe('Project created');
    expect(say('invoice.generated', { invoiceNumber: 'INV-2026-004' })).toBe('Invoice INV-2026-004 generated');
    expect(say('invoice.generated', { invoice_number: 'INV-2026-005' })).toBe('Invoice INV-2026-005 generated');
    expect(say('project.status_changed', { from: 'pending', to: 'in progress' })).toBe('Status changed from pending to in progress');
    expect(say('project.editor_assigned', { editor_name: 'Jane' })).toBe('Editor Jane assigned');
    expect(say('project.editor_unassigned')).toBe('Editor unassigned');
    expect(say('invoice.status_changed', { from: 'not_paid', to: 'paid' })).toBe('Invoice marked paid');
    expect(say('invoice.status_changed', { from: 'paid', to: 'not_paid' })).toBe('Invoice marked not paid');
    expect(say('invoice.status_changed', { from: 'not_paid', to: 'paid', method: 'card' })).toBe('Invoice paid online by card');
    expect(say('invoice.status_changed', { from: 'paid', to: 'not_paid', reason: 'refunded' })).toBe('Invoice not paid: the payment was refunded');
    expect(say('invoice.expenses_updated')).toBe('Invoice expenses updated');
    expect(say('files.uploaded', { count: 3 })).toBe('3 files uploaded');
    expect(say('files.uploaded', { count: 1 })).toBe('1 file uploaded');
    expect(say('folder.created', { path: 'Exterior/Drone' })).toBe('Folder Exterior/Drone created');
    expect(say('folder.deleted', { path: 'Exterior' })).toBe('Folder Exterior deleted');
    expect(say('project.updated', { fields: ['budget', 'start_date', 'company_id'] })).toBe('Project details updated: budget, start date, client');
  });

  it('says who uploaded how many files to which folder', () => {
    const upload = (detail: Record<string, unknown>, actorName?: string) => activitySentence({ action: 'files.uploaded', detail, actorName }).sentence;
    expect(upload({ count: 40, folder: 'Edited' }, 'Maya')).toBe('Maya uploaded 40 files to Edited');
    expect(upload({ count: 1, folder: 'Exterior/Drone' }, 'Maya')).toBe('Maya uploaded 1 file to Exterior/Drone');
    expect(upload({ count: 3, folder: '' }, 'Maya')).toBe('Maya uploaded 3 files');
    expect(upload({ count: 5 }, 'Maya')).toBe('Maya uploaded 5 files');
  });

  it('words orders, revision rounds, file versions and the property website', () => {
    expect(say('order.created', { services: ['Photos', 'Floor plan'] })).toBe('Ordered online: Photos, Floor plan');
    expect(say('order.cancelled', { by: 'client', reason: 'Sold' })).toBe('Order cancelled by the client: Sold');
    expect(say('order.cancelled', { by: 'staff', reason: null })).toBe('Order cancelled');
    expect(say('order.reschedule_requested')).toBe('A new shoot time was requested');
    expect(say('project.unscheduled')).toBe('Shoot taken off the calendar to find a new time');
    expect(say('revision.requested', { round: 2, pins: 3 })).toBe('Revision round 2 requested: 3 notes');
    expect(say('revision.requested', { round: 1, pins: 1 })).toBe('Revision round 1 requested: 1 note');
    expect(say('revision.started', { round: 1 })).toBe('Revision round 1 started');
    expect(say('revision.assigned', { editor_id: 4 })).toBe('Revision request given to another editor');
    expect(say('revision.pin_fixed', { version: 2 })).toBe('Revision note fixed in version 2');
    expect(say('revision.pin_reopened')).toBe('Revision note reopened');
    expect(say('revision.completed', { round: 1 })).toBe('Revision round 1 done');
    expect(say('invoice.line_added', { invoice_number: 'INV-7', revision_id: 3, round: 3 })).toBe('Revision round 3 added to invoice INV-7');
    expect(say('file.version_uploaded', { name: 'driveway.jpg', version: 2 })).toBe('driveway.jpg: version 2 uploaded');
    expect(say('file.version_restored', { name: 'driveway.jpg', version: 3, restored_from: 1 })).toBe('driveway.jpg: version 1 restored as version 3');
    expect(say('file.media_changed', { media_kind: 'floor_plan' })).toBe('A file now shows on the property website as a floor plan');
    expect(say('site.published', { by: 'payment' })).toBe('Property website published on payment');
    expect(say('site.published', { by: 'staff' })).toBe('Property website published');
    expect(say('site.unpublished')).toBe('Property website taken down');
    expect(say('site.unpublished', { reason: 'not_paid' })).toBe('Property website taken down: the invoice is no longer paid');
    expect(activitySentence({ action: 'revision.completed', detail: { round: 1 } }).kind).toBe('revision');
  });

  it('still reads an action it does not know', () => {
    expect(say('project.files_uploaded')).toBe('Project files uploaded');
  });
});
