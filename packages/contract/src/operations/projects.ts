import { dataResponse, messageResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import { activityList, createProjectInput, createProjectResponse, project, projectList, projectListQuery, updateProjectInput } from '../projects.ts';
import { defineSchemas } from './define.ts';
import type { projectRoutes } from './routes/projects.ts';

const tag = 'projects';
const errors = [400, 401, 403, 404, 409, 415] as const;

export const projectSchemas = defineSchemas<typeof projectRoutes>()({
  listProjects: { tag, summary: 'List projects in your scope', query: projectListQuery, responses: { 200: projectList }, errors },
  createProject: { tag, summary: 'Add a project (its invoice is generated with it)', body: createProjectInput, responses: { 201: createProjectResponse }, errors },
  getProject: { tag, summary: 'One project', params: idParam, responses: { 200: dataResponse(project) }, errors },
  updateProject: { tag, summary: 'Update a project, its status or its editor', params: idParam, body: updateProjectInput, responses: { 200: dataResponse(project) }, errors },
  deleteProject: { tag, summary: 'Delete a project and its invoice', params: idParam, responses: { 200: messageResponse }, errors },
  getProjectActivity: { tag, summary: "The project's timeline, oldest first", params: idParam, responses: { 200: activityList }, errors },
});
