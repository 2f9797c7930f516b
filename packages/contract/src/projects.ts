import { z } from 'zod';
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import { projectStatuses } from './labels.ts';
import { orderStages } from './scheduling.ts';
import { descriptionText, idRef, idValue, isoDay, listQuery, listResponse, moneyInput, moneyString, nameText, nulError, nulFree, updateOf } from './list.ts';

export const projectStatus = z.enum(projectStatuses, { error: `projectStatus must be one of ${projectStatuses.join(', ')}` });
export type ProjectStatus = z.infer<typeof projectStatus>;

export const projectPerson = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
export const projectCompany = z.object({
  id: z.number().int(),
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  phone: z.string(),
  address: z.string(),
});
export const projectService = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  name: z.string(),
  description: z.string(),
  /** The price the invoice bills and its GST rate: withheld from those who see only paid / not paid (editors). */
  price: moneyString.optional(),
  gstRate: z.string().optional(),
  duration_minutes: z.number().int().optional(),
  is_addon: z.boolean().optional(),
});
/**
 * The photographer booked for a shoot. A client sees the first name only; those who work on the
 * shoot see the account too.
 */
export const projectPhotographer = z.object({ id: z.number().int().optional(), username: z.string().optional(), first_name: z.string() });
export type ProjectPhotographer = z.infer<typeof projectPhotographer>;
export const projectCategory = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

/**
 * A shoot, with the spec's field names and aliases (section 3). Optional fields are withheld from
 * readers who may not see them: amounts and the invoice id from editors (they get the paid badge
 * only), file paths from a client until the shoot is completed (file_count stays).
 */
export const project = z.object({
  id: z.number().int(),
  projectName: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  client_name: z.string(),
  projectStatus: z.string(),
  status: z.string(),
  budget: moneyString.nullable().optional(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** 'paid' or 'not paid' (spec); invoice_status is the invoice's own value. */
  invoice: z.string(),
  invoice_status: z.enum(['paid', 'not_paid']).nullable(),
  invoice_id: z.number().int().nullable().optional(),
  siteAddress: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  file_paths: z.array(z.string()).optional(),
  file_count: z.number().int(),
  /** Files of the project marked favourite by at least one client account. */
  favourite_count: z.number().int(),
  assignedTo: projectPerson.nullable(),
  company: projectCompany,
  /** The first of `services`, as before shoots had several. */
  service: projectService.nullable(),
  /** Every service of the shoot, add-ons included, in order. */
  services: z.array(projectService),
  category: projectCategory.nullable(),
  /** When the shoot is booked, in UTC (ISO 8601); null until staff schedule it. */
  scheduled_start: z.string().nullable(),
  scheduled_end: z.string().nullable(),
  /** The booked length, or the sum of its services' durations while unscheduled. */
  duration_minutes: z.number().int().nullable(),
  photographer: projectPhotographer.nullable(),
  /** The client's order behind the shoot; null for a shoot staff added. */
  order: order.nullable(),
  /** Where the order stands as its client follows it (scheduling.ts orderStage). */
  order_stage: z.enum(orderStages),
  /** Until when a client may cancel or reschedule (the business cut-off before the shoot); null when nothing bounds it. */
  change_deadline: z.string().nullable(),
  /** Whether the caller, a client, may still cancel or reschedule it now; staff may always. */
  can_change: z.boolean(),
});
export type Project = z.infer<typeof project>;

const date = (field: string) => isoDay(field).nullable();
const siteAddress = z
  .string({ error: 'siteAddress is required' })
  .trim()
  .min(1, { error: 'siteAddress is required' })
  .max(2000, { error: 'siteAddress must be at most 2000 characters' })
  .regex(nulFree, nulError('siteAddress'));

const projectFields = {
  projectName: nameText('projectName'),
  description: descriptionText('description'),
  company_id: idRef('company_id'),
  category_id: idRef('category_id'),
  service_id: idRef('service_id'),
  siteAddress,
  budget: moneyInput('budget').nullable(),
  start_date: date('start_date'),
  end_date: date('end_date'),
};

export const createProjectInput = z.object({
  ...projectFields,
  description: projectFields.description.optional(),
  budget: projectFields.budget.optional(),
  start_date: projectFields.start_date.optional(),
  end_date: projectFields.end_date.optional(),
});
export type CreateProjectInput = z.infer<typeof createProjectInput>;

/** Update: any project field, projectStatus (or status), assignedTo_id (null unassigns). */
export const updateProjectInput = updateOf({
  ...projectFields,
  projectStatus,
  status: projectStatus,
  assignedTo_id: idRef('assignedTo_id').nullable(),
});
export type UpdateProjectInput = z.infer<typeof updateProjectInput>;

export const projectListQuery = listQuery.extend({
  status: projectStatus.optional(),
  company_id: idValue('company_id').optional(),
  assigned_to: idValue('assigned_to').optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

/** Stat cards: Total Projects, one per status, Total Budget. completed, in_progress and pending repeat by_status for older readers. */
export const projectStats = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  in_progress: z.number().int(),
  pending: z.number().int(),
  by_status: z.object(Object.fromEntries(projectStatuses.map((status) => [status, z.number().int()])) as Record<ProjectStatus, z.ZodNumber>),
  /** Withheld from editors, as the budgets it sums. */
  total_budget: moneyString.optional(),
});
export const projectList = listResponse(project, projectStats);
export type ProjectList = z.infer<typeof projectList>;

/** One line of a project's timeline, from the activity log. */
export const activityEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  actor: z.object({ kind: z.string(), id: z.number().int().nullable(), name: z.string() }),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const activityList = z.object({ success: z.literal(true), data: z.array(activityEntry) });
export type ActivityList = z.infer<typeof activityList>;

/** The answer to a new project: the project and the invoice generated with it. */
export const createProjectResponse = z.object({ success: z.literal(true), message: z.string(), data: project, invoice });
export type CreateProjectResponse = z.infer<typeof createProjectResponse>;
