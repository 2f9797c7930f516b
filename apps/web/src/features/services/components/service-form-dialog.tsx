import type { FormEvent } from 'react';
import { gstRateLabels, gstRates, type Service } from '@portal/contract';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField, fieldProps } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { hasErrors, serverFieldErrors } from '@/lib/field-errors';
import { useMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { initialServiceValues, serviceFields, serviceInput, validateService, type ServiceField } from './service-form';

/** 'Add New Service' / 'Edit Service'. `service` null adds a new one. */
export function ServiceFormDialog({ open, onOpenChange, service }: { open: boolean; onOpenChange: (open: boolean) => void; service: Service | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{service ? 'Edit Service' : 'Add New Service'}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <ServiceForm service={service} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const { id, values, errors, setErrors, set } = useFormState<ServiceField>(() => initialServiceValues(service));
  const create = useCreateService();
  const update = useUpdateService();
  const saving = create.isPending || update.isPending;
  const money = useMoney();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateService(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const input = serviceInput(values);
    try {
      if (service) await update.mutateAsync({ id: service.id, input });
      else await create.mutateAsync(input);
      void notifySuccess(service ? 'Service updated successfully!' : 'Service added successfully!');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, serviceFields, { name: 'serviceName' })); // 'Failed to save service.' is toasted.
    }
  }

  const field = (name: ServiceField) => fieldProps(`${id}-${name}`, errors[name]);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={saving}>
      <FormField id={`${id}-serviceName`} label="Service Name" required error={errors.serviceName}>
        <Input {...field('serviceName')} value={values.serviceName} onChange={(e) => set('serviceName', e.target.value)} placeholder="e.g. Twilight Photography" maxLength={255} autoFocus />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-price`} label="Price" required error={errors.price} hint={`In ${money.currency}`}>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">$</span>
            <Input {...field('price')} inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} placeholder="0.00" className="pl-7" />
          </div>
        </FormField>
        <FormField id={`${id}-gstRate`} label="GST Rate" required error={errors.gstRate}>
          <Select value={values.gstRate} onValueChange={(value) => set('gstRate', value)}>
            <SelectTrigger {...field('gstRate')} className="w-full">
              <SelectValue placeholder="Select GST rate" />
            </SelectTrigger>
            <SelectContent>
              {gstRates.map((rate) => (
                <SelectItem key={rate} value={rate}>
                  {gstRateLabels[rate]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-duration_minutes`} label="Duration (minutes)" required error={errors.duration_minutes} hint="How long it adds to a shoot.">
          <Input {...field('duration_minutes')} type="number" inputMode="numeric" min={0} max={1440} step={15} value={values.duration_minutes} onChange={(e) => set('duration_minutes', e.target.value)} />
        </FormField>
        <div className="flex flex-col gap-3 sm:pt-7">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={values.is_addon === 'true'} onChange={(e) => set('is_addon', String(e.target.checked))} />
            Add-on (ordered with a main service)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={values.is_active === 'true'} onChange={(e) => set('is_active', String(e.target.checked))} />
            Active (clients can order it)
          </label>
        </div>
      </div>
      <FormField id={`${id}-description`} label="Description" required error={errors.description}>
        <Textarea {...field('description')} value={values.description} onChange={(e) => set('description', e.target.value)} placeholder="What the client gets" maxLength={5000} rows={4} />
      </FormField>
      <FormDialogFooter submitLabel={service ? 'Update Service' : 'Add Service'} pending={saving} onCancel={onDone} />
    </form>
  );
}
