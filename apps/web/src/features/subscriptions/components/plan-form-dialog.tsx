import { type Plan, unlimited, updatePlanInput } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useMoney } from '@/lib/money';
import { useFormState } from '@/lib/use-form-state';
import { useUpdatePlan } from '../api/subscriptions-api';
import { LimitField } from './limit-field';
import { isUnlimited } from './plan-terms';

const fields = ['price', 'max_projects', 'extra_shoot_price', 'max_users', 'features'] as const;
type Field = (typeof fields)[number];

/** The contract's messages this form words its own way: a limit not typed as a whole number. */
const planWords = {
  'max_projects must be a number': 'Enter a whole number of shoots, or tick Unlimited',
  'max_users must be a number': 'Enter a whole number of contacts, or tick Unlimited',
};

/** Edit a retainer plan: its monthly price, shoots a month included, what an extra shoot costs, contacts and features (one a line). */
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
  const { id, values, errors, setErrors, set, bind } = useFormState<Field>(() => ({
    price: plan.price,
    max_projects: isUnlimited(plan.max_projects) ? '' : String(plan.max_projects),
    extra_shoot_price: plan.extra_shoot_price,
    max_users: isUnlimited(plan.max_users) ? '' : String(plan.max_users),
    features: plan.features.join('\n'),
  }));
  const [unlimitedShoots, setUnlimitedShoots] = useState(isUnlimited(plan.max_projects));
  const [unlimitedUsers, setUnlimitedUsers] = useState(isUnlimited(plan.max_users));
  const update = useUpdatePlan();
  const money = useMoney();
  // Unlimited is the checkbox's to say; a typed number is 0 or more.
  const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      price: values.price.trim(),
      max_projects: unlimitedShoots ? unlimited : whole(values.max_projects),
      extra_shoot_price: values.extra_shoot_price.trim(),
      max_users: unlimitedUsers ? unlimited : whole(values.max_users),
      features: values.features.split('\n').map((line) => line.trim()).filter(Boolean),
    };
    // The contract's rules for a plan, checked before sending; a limit that is not a whole number is NaN here.
    const found = schemaFieldErrors(updatePlanInput.safeParse(input), fields, { words: planWords });
    setErrors(found);
    if (hasErrors(found)) return;
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
      <FormField id={`${id}-price`} label={`Price per month (${money.currency})`} required error={errors.price}>
        <Input {...bind('price')} inputMode="decimal" maxLength={16} autoFocus />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LimitField id={`${id}-max_projects`} label="Shoots a month included" value={values.max_projects} unlimited={unlimitedShoots} error={errors.max_projects} onValueChange={(value) => set('max_projects', value)} onUnlimitedChange={setUnlimitedShoots} />
        <FormField id={`${id}-extra_shoot_price`} label={`Each extra shoot (${money.currency})`} required={!unlimitedShoots} error={errors.extra_shoot_price} hint={unlimitedShoots ? 'Every shoot is included' : undefined}>
          <Input {...bind('extra_shoot_price')} inputMode="decimal" maxLength={16} disabled={unlimitedShoots} />
        </FormField>
        <LimitField id={`${id}-max_users`} label="Client contacts" value={values.max_users} unlimited={unlimitedUsers} error={errors.max_users} onValueChange={(value) => set('max_users', value)} onUnlimitedChange={setUnlimitedUsers} />
      </div>
      <FormField id={`${id}-features`} label="Features" error={errors.features} hint="One a line">
        <Textarea {...bind('features')} rows={4} />
      </FormField>
      <FormDialogFooter submitLabel="Save Plan" pending={update.isPending} onCancel={onDone} />
    </form>
  );
}
