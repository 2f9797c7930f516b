import { projectStatuses } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { makeProject } from '@/test/project-fixtures';
import { clientStage, clientStageLabels, clientStageTones, clientStages, fileTier } from './project-state';

const wording = (projectStatus: string, paid = false) =>
  clientStageLabels[clientStage(makeProject({ projectStatus, invoice: paid ? 'paid' : 'not paid', invoice_status: paid ? 'paid' : 'not_paid' }))];

describe('what a client reads of each status', () => {
  it.each([
    ['pending', 'Shoot booked — date to be confirmed'],
    ['in progress', 'Your photos are being edited'],
    ['review', 'Your photos are being edited'],
    ['on hold', 'On hold'],
    ['cancelled', 'Cancelled'],
    ['completed', 'Ready to review · invoice due'],
  ])('%s reads "%s"', (status, words) => {
    expect(wording(status)).toBe(words);
  });

  it("follows the order's stage before the shoot: scheduled, then photographed", () => {
    const pending = (order_stage: 'requested' | 'scheduled' | 'shot') => clientStageLabels[clientStage(makeProject({ projectStatus: 'pending', order_stage }))];
    expect(pending('requested')).toBe('Shoot booked — date to be confirmed');
    expect(pending('scheduled')).toBe('Shoot scheduled — not yet photographed');
    expect(pending('shot')).toBe('Photographed — editing next');
    // Once staff start editing, the status leads whatever the order says.
    expect(clientStageLabels[clientStage(makeProject({ projectStatus: 'in progress', order_stage: 'shot' }))]).toBe('Your photos are being edited');
  });

  it('says a completed shoot with its invoice paid is ready to download', () => {
    expect(wording('completed', true)).toBe('Ready to download');
  });

  it('words every status the API knows, however it is written', () => {
    for (const status of projectStatuses) expect(wording(status.toUpperCase().replace(' ', '-'))).toBe(wording(status));
    expect(new Set(projectStatuses.map((status) => wording(status))).size).toBe(5);
  });

  it('gives every stage words and a colour', () => {
    for (const stage of clientStages) {
      expect(clientStageLabels[stage]).toBeTruthy();
      expect(clientStageTones[stage]).toBeTruthy();
    }
  });

  it('reads a status it does not know as being edited, so files stay hidden', () => {
    expect(wording('archived')).toBe('Your photos are being edited');
  });
});

describe('the files a client gets', () => {
  const tierOf = (projectStatus: string, paid: boolean) =>
    fileTier(makeProject({ projectStatus, invoice: paid ? 'paid' : 'not paid', invoice_status: paid ? 'paid' : 'not_paid' }));

  it('follows the tiers the API enforces: none before completion, proofs until paid, then all', () => {
    expect(tierOf('in progress', true)).toBe('none');
    expect(tierOf('archived', true)).toBe('none');
    expect(tierOf('Completed', false)).toBe('proofs');
    expect(tierOf('completed', true)).toBe('all');
  });
});
