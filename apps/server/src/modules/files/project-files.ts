import type { Project } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { editingMessage, fileAccess, type FileAccess } from '../../access/file-access.ts';
import { AppError } from '../../errors.ts';
import type { ProjectsService } from '../projects/projects.service.ts';

export interface ProjectFilesContext {
  project: Project;
  access: FileAccess;
}

/**
 * The project in the actor's scope (404 otherwise, 403 for an editor's completed one) and what the
 * actor may do with its files. Every files call starts here.
 */
export function createProjectFilesGate(projects: Pick<ProjectsService, 'get'>) {
  async function open(actor: Actor, projectId: number): Promise<ProjectFilesContext> {
    const project = await projects.get(actor, projectId);
    return { project, access: fileAccess(actor, { status: project.projectStatus, invoicePaid: project.invoice_status === 'paid' }) };
  }

  return {
    open,

    /** For uploads, new folders and deletes: clients are refused with 403 on their own projects. */
    async forWriting(actor: Actor, projectId: number) {
      const context = await open(actor, projectId);
      if (!context.access.write) throw new AppError('FORBIDDEN', 'Clients cannot upload, create folders or delete files.');
      return context;
    },

    /** For reading single files: a client sees nothing before the shoot is completed. */
    async forReading(actor: Actor, projectId: number) {
      const context = await open(actor, projectId);
      if (!context.access.list) throw new AppError('FORBIDDEN', editingMessage);
      return context;
    },
  };
}

export type ProjectFilesGate = ReturnType<typeof createProjectFilesGate>;
