import type { Project } from '@portal/contract';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useCreateProject } from '../api/create-project';
import { useProjectOptions } from '../api/list-project-options';
import { useUpdateProject } from '../api/update-project';
import {
  emptyProjectForm,
  projectToForm,
  serverFieldErrors,
  toCreateBody,
  toUpdateBody,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
} from './project-form';
import { ProjectFormFields } from './project-form-fields';

/** Spec section 9: the 'Invoice Generated' toast follows the creation toast after 2000 ms. */
export const INVOICE_TOAST_DELAY_MS = 2000;

export interface ProjectFormDialogProps {
  open: boolean;
  /** null adds a project; a project edits it. */
  project: Project | null;
  onOpenChange: (open: boolean) => void;
}

export function ProjectFormDialog({ open, project, onOpenChange }: ProjectFormDialogProps) {
  const [values, setValues] = useState<ProjectFormValues>(emptyProjectForm);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const options = useProjectOptions(open);
  const create = useCreateProject();
  const update = useUpdateProject('Failed to update project.');
  const saving = create.isPending || update.isPending;
  const money = useMoney();

  useEffect(() => {
    if (!open) return;
    setValues(project ? projectToForm(project) : emptyProjectForm);
    setErrors({});
  }, [open, project]);

  const choices = useMemo(
    () => ({
      companies: options.companies.map((c) => ({ value: String(c.id), label: c.companyName || c.name })),
      categories: options.categories.map((c) => ({ value: String(c.id), label: c.name })),
      services: options.services.map((s) => ({ value: String(s.id), label: `${s.serviceName || s.name} (${money(s.price)})` })),
    }),
    [options.companies, options.categories, options.services, money],
  );

  const change = (field: keyof ProjectFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProjectForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (project) {
        const answer = await update.mutateAsync({ id: project.id, body: toUpdateBody(values) });
        void notifySuccess(answer.message || 'Project updated successfully!');
      } else {
        const answer = await create.mutateAsync(toCreateBody(values));
        void notifySuccess('Project created successfully! Invoice will be auto-generated.');
        const invoice = answer.invoice;
        const detail = invoice ? `${invoice.invoiceNumber} · ${money(invoice.total, invoice.currency)}` : undefined;
        setTimeout(() => void notifySuccess('Invoice Generated', detail), INVOICE_TOAST_DELAY_MS);
      }
      onOpenChange(false);
    } catch (error) {
      // The query client has toasted; a 400 also names the fields to correct.
      if (error instanceof ApiError) setErrors(serverFieldErrors(error.errors));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{project ? 'Edit Project' : 'Add New Project'}</DialogTitle>
          <DialogDescription>
            {project ? 'Change the shoot details and save.' : 'An invoice is generated from the chosen service when the project is created.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
          <ProjectFormFields values={values} errors={errors} disabled={saving} onChange={change} {...choices} />
          <FormDialogFooter submitLabel={project ? 'Update Project' : 'Add Project'} pending={saving} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
