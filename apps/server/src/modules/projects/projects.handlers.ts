import type { ProjectOperationName } from '@portal/contract';
import { sentAsBuilt, type OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { ProjectsService } from './projects.service.ts';

export const projectsHandlers = (projects: ProjectsService): OperationHandlers<ProjectOperationName> => ({
  listProjects: {
    // A read: its cached answer may go by the data stamp read with its session.
    handler: async (request) => ({ success: true, ...(await projects.list(actorOf(request), request.query, request.dataStampAtSignIn)) }),
    // Read all day, under writes: its rows are not checked against the schema again (the check was a third of its garbage).
    serializerCompiler: sentAsBuilt,
  },
  createProject: async (request) => {
    const { project: data, invoice } = await projects.create(actorOf(request), request.body);
    return { success: true, message: 'Project created successfully! Invoice will be auto-generated.', data, invoice };
  },
  getProject: async (request) => ({ success: true, data: await projects.get(actorOf(request), request.params.id) }),
  updateProject: {
    handler: async (request) => ({ success: true, ...(await projects.update(actorOf(request), request.params.id, request.body)) }),
    unsupportedMediaType: 'Send project updates as JSON (Content-Type: application/json), or files as multipart/form-data.',
  },
  deleteProject: async (request) => {
    await projects.remove(actorOf(request), request.params.id);
    return { success: true, message: 'Project deleted successfully!' };
  },
  getProjectActivity: async (request) => ({ success: true, data: await projects.timeline(actorOf(request), request.params.id) }),
});
