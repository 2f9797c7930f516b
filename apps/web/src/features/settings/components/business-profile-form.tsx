import type { FormEvent } from 'react';
import { businessCurrencies, businessLocales, defaultBusinessProfile, formatMoney, updateBusinessProfileInput, type BusinessProfile, type UpdateBusinessProfileInput } from '@portal/contract';
import { SchedulingFields, schedulingFields, schedulingInput, schedulingValues, type SchedulingField } from './scheduling-fields';
import { MlsFields, mlsFields, mlsInput, mlsValues, mlsWords, type MlsField } from './mls-fields';
import { FormField, fieldProps } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { blankFieldErrors, firstFieldErrors, hasErrors, schemaFieldErrors, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useUpdateBusinessProfile } from '../api/update-business-profile';

const fields = ['name', 'email', 'phone', 'address', 'tax_number', 'bank_details', 'currency', 'locale', ...schedulingFields, 'free_revision_rounds', 'revision_price', ...mlsFields] as const;
type Field = (typeof fields)[number];

const currencyNames: Record<string, string> = {
  INR: 'Indian rupee',
  USD: 'US dollar',
  AUD: 'Australian dollar',
  EUR: 'Euro',
  GBP: 'British pound',
  NZD: 'New Zealand dollar',
  CAD: 'Canadian dollar',
};
const localeNames: Record<string, string> = {
  'en-IN': 'English (India)',
  'en-US': 'English (United States)',
  'en-AU': 'English (Australia)',
  'en-GB': 'English (United Kingdom)',
  'en-NZ': 'English (New Zealand)',
  'en-CA': 'English (Canada)',
};

/** What the form sends: every field, trimmed. */
const profileInput = (values: Record<Field, string>): UpdateBusinessProfileInput => {
  const text = (field: Field) => values[field].trim();
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    tax_number: text('tax_number'),
    bank_details: text('bank_details'),
    currency: values.currency as NonNullable<UpdateBusinessProfileInput['currency']>,
    locale: values.locale as NonNullable<UpdateBusinessProfileInput['locale']>,
    ...schedulingInput(values),
    free_revision_rounds: values.free_revision_rounds.trim() === '' ? Number.NaN : Number(values.free_revision_rounds),
    revision_price: text('revision_price'),
    ...mlsInput(values),
  };
};

const profileWords = { 'email must be a valid email address or empty': 'Enter a valid email address, or leave it empty', ...mlsWords };

/** A name is required; then the contract's rules for what would be sent (an e-mail address or none, lengths). */
function validate(values: Record<Field, string>): FieldErrors<Field> {
  const blank = blankFieldErrors(values, { name: 'Business name is required' });
  return firstFieldErrors(
    blank,
    schemaFieldErrors(updateBusinessProfileInput.safeParse(profileInput(values)), fields, {
      words: profileWords,
      aliases: { 'working_hours.start': 'working_hours_start', 'working_hours.end': 'working_hours_end', 'working_hours.days': 'working_hours_days', 'working_hours': 'working_hours_end', mls_max_bytes: 'mls_max_mb' },
    }),
  );
}

/** How 123456.5 prints in the chosen currency and locale, so the owner sees what the choice gives. */
const sampleAmount = (currency: string, locale: string) => formatMoney(123456.5, currency || defaultBusinessProfile.currency, locale || defaultBusinessProfile.locale);

/** The business as invoices print it: name, contact lines, tax number, how to pay it; and the currency and number format of every amount. */
export function BusinessProfileForm({ profile }: { profile: BusinessProfile }) {
  const { id, values, errors, setErrors, set, bind } = useFormState<Field>(() => ({
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    tax_number: profile.tax_number,
    bank_details: profile.bank_details,
    currency: profile.currency,
    locale: profile.locale,
    ...schedulingValues(profile),
    free_revision_rounds: String(profile.free_revision_rounds ?? defaultBusinessProfile.free_revision_rounds),
    revision_price: profile.revision_price ?? defaultBusinessProfile.revision_price,
    ...mlsValues(profile),
  }));
  const save = useUpdateBusinessProfile();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await save.mutateAsync(profileInput(values));
      void notifySuccess('Business profile saved successfully!');
    } catch (error) {
      setErrors(serverFieldErrors(error, fields, { mls_long_edge: 'mls_long_edge', mls_max_bytes: 'mls_max_mb' })); // The query client has toasted 'Failed to save business profile.'
    }
  }

  const select = (field: 'currency' | 'locale', label: string, options: readonly string[], names: Record<string, string>, hint?: string) => (
    <FormField id={`${id}-${field}`} label={label} error={errors[field]} hint={hint}>
      <Select value={values[field]} onValueChange={(value) => set(field, value)}>
        <SelectTrigger {...fieldProps(`${id}-${field}`, errors[field])} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option} · {names[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={save.isPending} aria-label="Business profile">
      <FormField id={`${id}-name`} label="Business Name" required error={errors.name}>
        <Input {...bind('name')} maxLength={255} autoComplete="organization" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="Email" error={errors.email}>
          <Input {...bind('email')} type="email" maxLength={255} autoComplete="email" />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone}>
          <Input {...bind('phone')} type="tel" maxLength={255} autoComplete="tel" />
        </FormField>
      </div>
      <FormField id={`${id}-address`} label="Address" error={errors.address}>
        <Textarea {...bind('address')} maxLength={1000} rows={3} autoComplete="street-address" />
      </FormField>
      <FormField id={`${id}-tax_number`} label="Tax Number" error={errors.tax_number} hint="GSTIN, ABN or VAT number; printed under the address.">
        <Input {...bind('tax_number')} maxLength={255} />
      </FormField>
      <FormField
        id={`${id}-bank_details`}
        label="Bank Details"
        error={errors.bank_details}
        hint="Account name, bank, and account number: shown to clients as the way to pay an invoice by bank transfer."
      >
        <Textarea {...bind('bank_details')} maxLength={1000} rows={3} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('currency', 'Currency', businessCurrencies, currencyNames, 'Of prices, budgets, plans, the ledger and new invoices; an issued invoice keeps its own.')}
        {select('locale', 'Number Format', businessLocales, localeNames, `Amounts show as ${sampleAmount(values.currency, values.locale)}`)}
      </div>
      <SchedulingFields idPrefix={id} values={values} errors={errors as Partial<Record<SchedulingField, string>>} bind={bind} set={set} />
      <fieldset className="flex flex-col gap-4 border-t pt-4">
        <legend className="sr-only">Revisions</legend>
        <p className="text-sm font-medium">Revisions</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-free_revision_rounds`} label="Free revision rounds" error={errors.free_revision_rounds} hint="Per project. Later requests are still accepted, marked billable.">
            <Input {...bind('free_revision_rounds')} type="number" inputMode="numeric" min={0} max={100} />
          </FormField>
          <FormField id={`${id}-revision_price`} label="Price of a billable round" error={errors.revision_price} hint="What Add to invoice bills for a round past the free ones.">
            <Input {...bind('revision_price')} inputMode="decimal" />
          </FormField>
        </div>
      </fieldset>
      <MlsFields idPrefix={id} errors={errors as Partial<Record<MlsField, string>>} bind={bind} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending && <Spinner className="text-current" />}
          Save
        </Button>
      </div>
    </form>
  );
}
