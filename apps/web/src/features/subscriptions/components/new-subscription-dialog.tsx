import type { BillingCycle, Plan } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField, fieldProps } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { companiesQueryOptions } from '@/lib/shared-queries';
import { serverFieldErrors } from '@/lib/field-errors';
import { useMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateSubscription } from '../api/subscriptions-api';

const fields = ['company_id', 'plan_id', 'billingCycle'] as const;
type Field = (typeof fields)[number];

/** New Subscription: company, plan and billing cycle are all required; it starts today. */
export function NewSubscriptionDialog({ open, plans, onOpenChange }: { open: boolean; plans: Plan[]; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Subscription</DialogTitle>
          <DialogDescription>Starts today and runs for a month or a year.</DialogDescription>
        </DialogHeader>
        {open && <SubscriptionForm plans={plans} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SubscriptionForm({ plans, onDone }: { plans: Plan[]; onDone: () => void }) {
  const { id, values, errors, setErrors, set } = useFormState<Field>(() => ({ company_id: '', plan_id: '', billingCycle: '' }));
  const companies = useQuery(companiesQueryOptions({}));
  const create = useCreateSubscription();
  const money = useMoney();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.company_id || !values.plan_id || !values.billingCycle) {
      void notifyError('Error', 'Please fill in all required fields.');
      return;
    }
    try {
      await create.mutateAsync({ company_id: Number(values.company_id), plan_id: Number(values.plan_id), billingCycle: values.billingCycle as BillingCycle });
      void notifySuccess('Subscription created successfully!');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, fields)); // A 409 (already subscribed) was toasted with its reason.
    }
  }

  const select = (field: Field, label: string, options: Array<[string, string]>, placeholder: string) => (
    <FormField id={`${id}-${field}`} label={label} required error={errors[field]}>
      <Select value={values[field]} onValueChange={(value) => set(field, value)}>
        <SelectTrigger {...fieldProps(`${id}-${field}`, errors[field])} className="w-full">
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map(([value, text]) => (
            <SelectItem key={value} value={value}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={create.isPending}>
      {select('company_id', 'Company', (companies.data?.data ?? []).map((c) => [String(c.id), c.companyName]), 'Select a company')}
      {select('plan_id', 'Plan', plans.map((p) => [String(p.id), `${p.planName} · ${money(p.price)}/month`]), 'Select a plan')}
      {select('billingCycle', 'Billing Cycle', [['monthly', 'Monthly'], ['yearly', 'Yearly (12 months)']], 'Select a cycle')}
      <FormDialogFooter submitLabel="Create Subscription" pending={create.isPending} onCancel={onDone} />
    </form>
  );
}
