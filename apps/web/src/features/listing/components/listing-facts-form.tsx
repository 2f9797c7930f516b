import type { FormEvent } from 'react';
import { tourHosts, tourUrlMessage, updateListingInput, type ListingFacts, type UpdateListingInput } from '@portal/contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { hasErrors, schemaFieldErrors, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useUpdateListing } from '../api/update-listing';

export const listingFields = ['address', 'price', 'bedrooms', 'bathrooms', 'floor_area', 'description', 'agent_name', 'agent_phone', 'tour_url'] as const;
export type ListingField = (typeof listingFields)[number];

/** What staff read when the tour link is not one the page may frame. */
export const tourUrlError = `Use an https:// link from a 3D tour host the page may show: ${tourHosts.join(', ')}.`;

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The form's text as the update the API takes: blank numbers clear, blank text clears, the tour '' clears it. */
export function listingInput(values: Record<ListingField, string>): UpdateListingInput {
  return {
    address: values.address.trim(),
    price: values.price.trim() === '' ? null : values.price.trim(),
    bedrooms: numberOrNull(values.bedrooms),
    bathrooms: numberOrNull(values.bathrooms),
    floor_area: numberOrNull(values.floor_area),
    description: values.description.trim(),
    agent_name: values.agent_name.trim(),
    agent_phone: values.agent_phone.trim(),
    tour_url: values.tour_url.trim() === '' ? null : values.tour_url.trim(),
  };
}

const words = { [tourUrlMessage]: tourUrlError };

/** The contract's rules on what would be sent, in the form's words (the tour's allow-list named). */
export const validateListing = (values: Record<ListingField, string>): FieldErrors<ListingField> =>
  schemaFieldErrors(updateListingInput.safeParse(listingInput(values)), listingFields, { words });

const factsValues = (facts: ListingFacts): Record<ListingField, string> => ({
  address: facts.address,
  price: facts.price ?? '',
  bedrooms: facts.bedrooms === null ? '' : String(facts.bedrooms),
  bathrooms: facts.bathrooms === null ? '' : String(facts.bathrooms),
  floor_area: facts.floor_area === null ? '' : String(facts.floor_area),
  description: facts.description,
  agent_name: facts.agent_name,
  agent_phone: facts.agent_phone,
  tour_url: facts.tour_url ?? '',
});

/** The listing facts, the agent's name and phone and the 3D tour link, as the property website shows them. */
export function ListingFactsForm({ projectId, facts }: { projectId: number; facts: ListingFacts }) {
  const { id, values, errors, setErrors, bind } = useFormState<ListingField>(() => factsValues(facts));
  const save = useUpdateListing(projectId);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateListing(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await save.mutateAsync(listingInput(values));
      void notifySuccess('Listing saved successfully!');
    } catch (error) {
      const fromServer = serverFieldErrors(error, listingFields);
      if (fromServer.tour_url) fromServer.tour_url = tourUrlError;
      setErrors(fromServer);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={save.isPending} aria-label="Listing facts">
      <FormField id={`${id}-address`} label="Address" error={errors.address} hint="As the page headline; the shoot's address until you set one.">
        <Input {...bind('address')} maxLength={500} autoComplete="off" />
      </FormField>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <FormField id={`${id}-price`} label={`Price (${facts.currency})`} error={errors.price}>
          <Input {...bind('price')} inputMode="decimal" />
        </FormField>
        <FormField id={`${id}-bedrooms`} label="Bedrooms" error={errors.bedrooms}>
          <Input {...bind('bedrooms')} type="number" inputMode="numeric" min={0} max={50} />
        </FormField>
        <FormField id={`${id}-bathrooms`} label="Bathrooms" error={errors.bathrooms}>
          <Input {...bind('bathrooms')} type="number" inputMode="decimal" min={0} max={50} step={0.5} />
        </FormField>
        <FormField id={`${id}-floor_area`} label="Area (m²)" error={errors.floor_area}>
          <Input {...bind('floor_area')} type="number" inputMode="numeric" min={0} />
        </FormField>
      </div>
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        <Textarea {...bind('description')} maxLength={5000} rows={5} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-agent_name`} label="Agent name" error={errors.agent_name} hint="On the branded page only.">
          <Input {...bind('agent_name')} maxLength={255} autoComplete="off" />
        </FormField>
        <FormField id={`${id}-agent_phone`} label="Agent phone" error={errors.agent_phone} hint="On the branded page only.">
          <Input {...bind('agent_phone')} type="tel" maxLength={50} autoComplete="off" />
        </FormField>
      </div>
      <FormField id={`${id}-tour_url`} label="3D tour URL" error={errors.tour_url} hint={`Matterport, Kuula, iGuide and similar (${tourHosts.length} hosts); https only.`}>
        <Input {...bind('tour_url')} type="url" inputMode="url" maxLength={2000} placeholder="https://my.matterport.com/show/?m=…" />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending && <Spinner className="text-current" />}
          Save listing
        </Button>
      </div>
    </form>
  );
}
