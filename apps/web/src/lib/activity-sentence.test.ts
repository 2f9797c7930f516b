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

  it('still reads an action it does not know', () => {
    expect(say('project.files_uploaded')).toBe('Project files uploaded');
  });
});
