import type { Plan } from '@portal/contract';
import type { FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { serverFieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useUpdatePlan } from '../api/subscriptions-api';

const fields = ['price', 'max_projects', 'max_users', 'features'] as const;
type Field = (typeof fields)[number];

/** Edit a plan's monthly price, limits (-1 unlimited) and features (one a line). */
export function PlanFormDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{plan ? `Edit ${plan.planName}` : 'Edit plan'}</DialogTitle>
          <DialogDescription>New subscriptions take the new price; existing ones keep theirs.</DialogDescription>
        </DialogHeader>
        {plan && <PlanForm plan={plan} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({ plan, onDone }: { plan: Plan; onDone: () => void }) {
  const { id, values, errors, setErrors, bind } = useFormState<Field>(() => ({
    price: plan.price,
    max_projects: String(plan.max_projects),
    max_users: String(plan.max_users),
    features: plan.features.join('\n'),
  }));
  const update = useUpdatePlan();
  const whole = (value: string) => (/^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      price: values.price.trim(),
      max_projects: whole(values.max_projects),
      max_users: whole(values.max_users),
      features: values.features.split('\n').map((line) => line.trim()).filter(Boolean),
    };
    const found = {
      max_projects: Number.isNaN(input.max_projects) ? 'Enter a whole number, or -1 for unlimited' : undefined,
      max_users: Number.isNaN(input.max_users) ? 'Enter a whole number, or -1 for unlimited' : undefined,
    };
    setErrors(found);
    if (found.max_projects || found.max_users) return;
    try {
      await update.mutateAsync({ id: plan.id, input });
      void notifySuccess('Plan updated successfully!');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, fields));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={update.isPending}>
      <FormField id={`${id}-price`} label="Price per month (USD)" required error={errors.price}>
        <Input {...bind('price')} inputMode="decimal" maxLength={16} autoFocus />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-max_projects`} label="Projects" required error={errors.max_projects} hint="-1 for unlimited">
          <Input {...bind('max_projects')} inputMode="numeric" maxLength={8} />
        </FormField>
        <FormField id={`${id}-max_users`} label="Members" required error={errors.max_users} hint="-1 for unlimited">
          <Input {...bind('max_users')} inputMode="numeric" maxLength={8} />
        </FormField>
      </div>
      <FormField id={`${id}-features`} label="Features" error={errors.features} hint="One a line">
        <Textarea {...bind('features')} rows={4} />
      </FormField>
      <FormDialogFooter submitLabel="Save Plan" pending={update.isPending} onCancel={onDone} />
    </form>
  );
}
