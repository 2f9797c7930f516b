import { type Actor, actorRole, systemReader } from '../../access/actor.ts';
import { editingMessage, fileAccess, type FileAccess, revisionFileAccess, revisionOnlyMessage, unpaidMessage } from '../../access/file-access.ts';
import type { RevisionFileGrants } from '../../access/revision-access.ts';
import { AppError } from '../../errors.ts';
import type { ProjectAccessRow } from '../projects/projects.repository.ts';
import type { ProjectsService } from '../projects/projects.service.ts';

export interface ProjectFilesContext {
  project: ProjectAccessRow;
  access: FileAccess;
}

/**
 * The project in the actor's scope (404 otherwise, 403 for an editor's completed one) and what the
 * actor may do with its files. Every files call starts here, with the narrow read: a project's
 * thousands of file paths are never loaded to decide who may reach them. An editor outside the
 * project's scope still reaches the files their open revision requests name (`onlyFiles`).
 */
export function createProjectFilesGate(projects: Pick<ProjectsService, 'getForAccess'>, revisionFilesOf?: RevisionFileGrants) {
  async function open(actor: Actor, projectId: number): Promise<ProjectFilesContext> {
    let project: ProjectAccessRow;
    try {
      project = await projects.getForAccess(actor, projectId);
    } catch (error) {
      if (!revisionFilesOf || actorRole(actor) !== 'editor' || !(error instanceof AppError)) throw error;
      const fileIds = await revisionFilesOf(actor, projectId);
      if (!fileIds.size) throw error;
      return { project: await projects.getForAccess(systemReader, projectId), access: revisionFileAccess(fileIds) };
    }
    return { project, access: fileAccess(actor, { status: project.status, invoicePaid: project.invoice?.status === 'paid' }) };
  }

  /** For reading single files: a client sees nothing before the shoot is completed. */
  async function forReading(actor: Actor, projectId: number) {
    const context = await open(actor, projectId);
    if (!context.access.list) throw new AppError('FORBIDDEN', editingMessage);
    return context;
  }

  return {
    open,
    forReading,

    /** For uploads, new folders and deletes: clients are refused with 403 on their own projects, a revision editor too. */
    async forWriting(actor: Actor, projectId: number) {
      const context = await open(actor, projectId);
      if (context.access.onlyFiles) throw new AppError('FORBIDDEN', revisionOnlyMessage);
      if (!context.access.write) throw new AppError('FORBIDDEN', 'Clients cannot upload, create folders or delete files.');
      return context;
    },

    /** For originals and ZIPs: a client also needs the invoice paid; a revision editor gets no ZIP. */
    async forDownloading(actor: Actor, projectId: number) {
      const context = await forReading(actor, projectId);
      if (context.access.onlyFiles) throw new AppError('FORBIDDEN', revisionOnlyMessage);
      if (!context.access.download) throw new AppError('FORBIDDEN', unpaidMessage);
      return context;
    },
  };
}

export type ProjectFilesGate = ReturnType<typeof createProjectFilesGate>;
