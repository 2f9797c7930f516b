import { createProjectInput, type CreateProjectInput, type Project, type UpdateProjectInput } from '@portal/contract';
import type { FieldError } from '@/lib/api-client';
import { blankFieldErrors, firstFieldErrors, schemaFieldErrors } from '@/lib/field-errors';

/** The Add/Edit Project dialog's values, as the inputs hold them. Ids are select values (strings). */
export interface ProjectFormValues {
  projectName: string;
  company_id: string;
  category_id: string;
  service_id: string;
  siteAddress: string;
  description: string;
  budget: string;
  start_date: string;
  end_date: string;
}

export type ProjectFormErrors = Partial<Record<keyof ProjectFormValues, string>>;

export const emptyProjectForm: ProjectFormValues = {
  projectName: '',
  company_id: '',
  category_id: '',
  service_id: '',
  siteAddress: '',
  description: '',
  budget: '',
  start_date: '',
  end_date: '',
};

const formFields = Object.keys(emptyProjectForm) as (keyof ProjectFormValues)[];

const idText = (id: number | null | undefined) => (id ? String(id) : '');
const dateText = (value: string | null) => (value ? value.slice(0, 10) : '');

export function projectToForm(project: Project): ProjectFormValues {
  return {
    projectName: project.projectName,
    company_id: idText(project.company?.id),
    category_id: idText(project.category?.id),
    service_id: idText(project.service?.id),
    siteAddress: project.siteAddress,
    description: project.description,
    budget: project.budget ?? '',
    start_date: dateText(project.start_date),
    end_date: dateText(project.end_date),
  };
}

/**
 * Project name, client, category, service and site address are required; then the contract's rules
 * for what would be sent (a budget of 0 or more, dates, lengths), and an end on or after the start.
 */
export function validateProjectForm(values: ProjectFormValues): ProjectFormErrors {
  const blank = blankFieldErrors(values, {
    projectName: 'Project name is required',
    company_id: 'Client is required',
    category_id: 'Category is required',
    service_id: 'Service is required',
    siteAddress: 'Site address is required',
  });
  const endsBeforeStart = values.start_date && values.end_date && values.end_date < values.start_date;
  const order = { end_date: endsBeforeStart ? 'End date must be on or after the start date' : undefined };
  return firstFieldErrors(blank, order, schemaFieldErrors(createProjectInput.safeParse(toCreateBody(values)), formFields));
}

/** The create body: required fields always, optional ones only when filled in. */
export function toCreateBody(values: ProjectFormValues): CreateProjectInput {
  const body: CreateProjectInput = {
    projectName: values.projectName.trim(),
    company_id: Number(values.company_id),
    category_id: Number(values.category_id),
    service_id: Number(values.service_id),
    siteAddress: values.siteAddress.trim(),
  };
  if (values.description.trim()) body.description = values.description.trim();
  if (values.budget.trim()) body.budget = values.budget.trim();
  if (values.start_date) body.start_date = values.start_date;
  if (values.end_date) body.end_date = values.end_date;
  return body;
}

/** The update body: every field, cleared optional ones as '' or null so a removal is saved too. */
export function toUpdateBody(values: ProjectFormValues): UpdateProjectInput {
  return {
    ...toCreateBody(values),
    description: values.description.trim(),
    budget: values.budget.trim() || null,
    start_date: values.start_date || null,
    end_date: values.end_date || null,
  };
}

/** Server 400 field errors placed under the field they name ('company_id', 'expense.0.amount' -> first segment). */
export function serverFieldErrors(errors: FieldError[] | undefined): ProjectFormErrors {
  const placed: ProjectFormErrors = {};
  for (const { field, message } of errors ?? []) {
    const name = field.split('.')[0] as keyof ProjectFormValues;
    if (formFields.includes(name) && !placed[name]) placed[name] = message;
  }
  return placed;
}
