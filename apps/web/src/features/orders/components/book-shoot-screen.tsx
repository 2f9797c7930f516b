import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderAddressMax, propertyTypeLabels, propertyTypes, type OrderableService } from '@portal/contract';
import { ArrowLeft } from 'lucide-react';
import { FormField, fieldProps } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { hasErrors, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { useMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useSchedulingSettings } from '@/lib/scheduling-settings';
import { formatDuration, todayIn, zoneAbbreviation } from '@/lib/zoned-time';
import { useCreateOrder } from '../api/create-order';
import { useOrderServices } from '../api/list-order-services';
import { bookingFields, bookingInput, emptyBooking, validateBooking, type BookingDraft, type BookingField, type WindowErrors } from '../booking-form';
import { PreferredWindowsFields } from './preferred-windows-fields';
import { PriceSummary } from './price-summary';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

function ServiceChoice({ service, checked, onToggle }: { service: OrderableService; checked: boolean; onToggle: () => void }) {
  const money = useMoney();
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary">
        <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={checked} onChange={onToggle} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-medium break-words">{service.serviceName || service.name}</span>
          {service.description && <span className="text-xs text-muted-foreground break-words">{service.description}</span>}
          <span className="text-xs text-muted-foreground">{formatDuration(service.duration_minutes)}</span>
        </span>
        <span className="shrink-0 text-sm font-medium tabular-nums">{money(service.price)}</span>
      </label>
    </li>
  );
}

/**
 * /client/book, "Book a Shoot": the property, its services (add-ons marked) with the live price,
 * up to three preferred times on the business's clock, access and a listing contact. It checks with
 * the contract's input schema before sending, then opens the new project.
 */
export function BookShootScreen() {
  const id = useId();
  const navigate = useNavigate();
  const services = useOrderServices();
  const { timeZone } = useSchedulingSettings();
  const [draft, setDraft] = useState<BookingDraft>(emptyBooking);
  const [errors, setErrors] = useState<FieldErrors<BookingField>>({});
  const [windowErrors, setWindowErrors] = useState<WindowErrors>({});
  const create = useCreateOrder(bookingFields);

  const setValue = (field: keyof BookingDraft['values'], value: string) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bind = (field: keyof BookingDraft['values']) => ({
    ...fieldProps(`${id}-${field}`, errors[field]),
    value: draft.values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });
  const toggleService = (serviceId: number) => {
    setDraft((current) => ({ ...current, serviceIds: current.serviceIds.includes(serviceId) ? current.serviceIds.filter((x) => x !== serviceId) : [...current.serviceIds, serviceId] }));
    setErrors((current) => ({ ...current, service_ids: undefined }));
  };

  const all = services.data ?? [];
  const chosen = all.filter((service) => draft.serviceIds.includes(service.id));
  const main = all.filter((service) => !service.is_addon);
  const addOns = all.filter((service) => service.is_addon);
  const zoneLabel = `${timeZone} (${zoneAbbreviation(new Date(), timeZone)})`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateBooking(draft, timeZone);
    setErrors(found.fields);
    setWindowErrors(found.windows);
    if (hasErrors(found.fields) || hasErrors(found.windows)) return;
    try {
      const answer = await create.mutateAsync(bookingInput(draft, timeZone));
      void notifySuccess('Shoot booked', 'The studio will confirm a time and a photographer.');
      navigate(`/client/project/${answer.data.id}`);
    } catch (error) {
      setErrors(serverFieldErrors(error, bookingFields, { 'listing_contact.name': 'contact_name', 'listing_contact.phone': 'contact_phone', 'listing_contact.email': 'contact_email' }));
    }
  }

  const serviceList = (list: OrderableService[]) => (
    <ul className="flex flex-col gap-2">
      {list.map((service) => (
        <ServiceChoice key={service.id} service={service} checked={draft.serviceIds.includes(service.id)} onToggle={() => toggleService(service.id)} />
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-6">
      <Button variant="ghost" size="sm" className="-ml-2 w-fit" asChild>
        <Link to="/client/projects">
          <ArrowLeft aria-hidden />
          Back to My Projects
        </Link>
      </Button>
      <PageHeader title="Book a Shoot" description="Tell us about the property and when suits you; the studio confirms a time and a photographer." />
      <form noValidate onSubmit={onSubmit} aria-label="Book a Shoot" aria-busy={create.isPending} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <Section title="Property">
            <FormField id={`${id}-address`} label="Property address" required error={errors.address} hint={`Up to ${orderAddressMax} characters.`}>
              <Textarea {...bind('address')} rows={2} maxLength={orderAddressMax + 100} autoComplete="street-address" />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`${id}-property_type`} label="Property type" required error={errors.property_type}>
                <Select value={draft.values.property_type} onValueChange={(value) => setValue('property_type', value)}>
                  <SelectTrigger {...fieldProps(`${id}-property_type`, errors.property_type)} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {propertyTypes.map((type) => (
                      <SelectItem key={type} value={type}>
                        {propertyTypeLabels[type]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
              <FormField id={`${id}-floor_area`} label="Floor area (m²)" error={errors.floor_area}>
                <Input {...bind('floor_area')} type="number" inputMode="numeric" min={0} />
              </FormField>
              <FormField id={`${id}-bedrooms`} label="Bedrooms" error={errors.bedrooms}>
                <Input {...bind('bedrooms')} type="number" inputMode="numeric" min={0} />
              </FormField>
              <FormField id={`${id}-bathrooms`} label="Bathrooms" error={errors.bathrooms}>
                <Input {...bind('bathrooms')} type="number" inputMode="numeric" min={0} />
              </FormField>
            </div>
          </Section>
          <Section title="Services">
            {services.isPending ? (
              <div role="status" aria-label="Loading services" className="grid gap-2">
                <Skeleton className="h-16" />
                <Skeleton className="h-16" />
              </div>
            ) : (
              <fieldset className="flex flex-col gap-3" aria-describedby={errors.service_ids ? `${id}-services-error` : undefined}>
                <legend className="sr-only">Services</legend>
                {serviceList(main)}
                {addOns.length > 0 && (
                  <>
                    <p className="text-sm font-medium">Add-ons</p>
                    {serviceList(addOns)}
                  </>
                )}
                {all.length === 0 && <p className="text-sm text-muted-foreground">No services can be booked right now. Please contact the studio.</p>}
                {errors.service_ids && (
                  <p id={`${id}-services-error`} className="text-sm text-destructive">
                    {errors.service_ids}
                  </p>
                )}
              </fieldset>
            )}
          </Section>
          <Section title="When">
            <PreferredWindowsFields
              idPrefix={id}
              windows={draft.windows}
              errors={windowErrors}
              zoneLabel={zoneLabel}
              minDay={todayIn(timeZone)}
              onChange={(windows) => {
                setDraft((current) => ({ ...current, windows }));
                setWindowErrors({});
              }}
            />
            {errors.preferred_windows && <p className="text-sm text-destructive">{errors.preferred_windows}</p>}
          </Section>
          <Section title="Access">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">The property is</legend>
              <div className="flex flex-wrap gap-4 text-sm">
                {(['vacant', 'occupied'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2">
                    <input type="radio" name={`${id}-occupancy`} value={value} className="size-4 accent-primary" checked={draft.values.occupancy === value} onChange={() => setValue('occupancy', value)} />
                    {value === 'vacant' ? 'Vacant' : 'Occupied'}
                  </label>
                ))}
              </div>
            </fieldset>
            <FormField id={`${id}-access_notes`} label="Access notes" error={errors.access_notes} hint="Lockbox code, keys, parking, pets…">
              <Textarea {...bind('access_notes')} rows={3} maxLength={2000} />
            </FormField>
          </Section>
          <Section title="Listing contact">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`${id}-contact_name`} label="Name" error={errors.contact_name} className="sm:col-span-2">
                <Input {...bind('contact_name')} maxLength={255} autoComplete="name" />
              </FormField>
              <FormField id={`${id}-contact_phone`} label="Phone" error={errors.contact_phone}>
                <Input {...bind('contact_phone')} type="tel" maxLength={50} autoComplete="tel" />
              </FormField>
              <FormField id={`${id}-contact_email`} label="Email" error={errors.contact_email}>
                <Input {...bind('contact_email')} type="email" maxLength={255} autoComplete="email" />
              </FormField>
            </div>
          </Section>
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-4">
          <PriceSummary services={chosen} />
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending && <Spinner className="text-current" />}
            Book Shoot
          </Button>
        </div>
      </form>
    </div>
  );
}
