import { describe, expect, it } from 'vitest';
import type { Actor } from '../../access/actor.ts';
import { AppError } from '../../errors.ts';
import type { ProjectAccessRow } from '../projects/projects.repository.ts';
import { createProjectFilesGate } from './project-files.ts';

const client: Actor = { kind: 'user', id: 7, type: 'client', username: 'c', email: 'c@x.test', roleId: 4, roleName: 'Client', companyId: 3, tokenId: 1 };
const row = (status: string, invoiceStatus: 'paid' | 'not_paid' | null): ProjectAccessRow => ({
  id: 1,
  projectName: 'Harbour View',
  status,
  companyId: 3,
  editorId: null,
  invoice: invoiceStatus && { status: invoiceStatus, sent: true },
});

/** A projects service that offers only the narrow read: the gate must decide from it alone. */
const gateOver = (project: ProjectAccessRow | Error) =>
  createProjectFilesGate({
    getForAccess: async () => {
      if (project instanceof Error) throw project;
      return project;
    },
  });

describe('project files gate', () => {
  it("decides a client's file access from the project's status and invoice status", async () => {
    await expect(gateOver(row('in progress', 'paid')).forReading(client, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(gateOver(row('completed', 'not_paid')).forDownloading(client, 1)).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Please pay the invoice to download files.' });
    await expect(gateOver(row('completed', null)).forDownloading(client, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const paid = await gateOver(row('completed', 'paid')).forDownloading(client, 1);
    expect(paid).toEqual({ project: row('completed', 'paid'), access: { list: true, write: false, download: true } });
    await expect(gateOver(row('completed', 'paid')).forWriting(client, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('passes the scoped read’s refusal on unchanged', async () => {
    const outside = new AppError('NOT_FOUND', 'Project not found.');
    await expect(gateOver(outside).open(client, 1)).rejects.toBe(outside);
  });
});
