import { defineRoutes } from '../define.ts';

const read = { permission: 'projects.read' } as const;
const readOne = { permission: 'projects.read', target: 'project' } as const;
const manage = { permission: 'projects.manage' } as const;
const manageOne = { permission: 'projects.manage', target: 'project' } as const;

export const projectRoutes = defineRoutes({
  listProjects: { method: 'GET', path: '/api/v1/projects/', access: read },
  createProject: { method: 'POST', path: '/api/v1/projects/', access: manage },
  getProject: { method: 'GET', path: '/api/v1/projects/:id/', access: readOne },
  // Shares its URL with the files upload (uploadProjectFiles): the content type picks the call.
  updateProject: { method: 'POST', path: '/api/v1/projects/:id/', access: manageOne },
  deleteProject: { method: 'DELETE', path: '/api/v1/projects/:id/', access: manageOne },
  getProjectActivity: { method: 'GET', path: '/api/v1/projects/:id/activity/', access: readOne },
});
export type ProjectOperationName = keyof typeof projectRoutes;
