import type { BusinessProfile, UpdateBusinessProfileInput } from '@portal/contract';
import { defaultMlsLongEdge, defaultMlsMaxBytes, mlsLongEdgeRange, mlsMaxBytesRange } from '@portal/contract';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

export const mlsFields = ['mls_long_edge', 'mls_max_mb'] as const;
export type MlsField = (typeof mlsFields)[number];

const megabyte = 1_000_000;

/** The profile's MLS size as form text: the long edge in pixels, the byte cap in megabytes (3 = 3,000,000 bytes). */
export function mlsValues(profile: Partial<BusinessProfile>): Record<MlsField, string> {
  return {
    mls_long_edge: String(profile.mls_long_edge ?? defaultMlsLongEdge),
    mls_max_mb: String((profile.mls_max_bytes ?? defaultMlsMaxBytes) / megabyte),
  };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const mlsInput = (values: Record<MlsField, string>): Pick<UpdateBusinessProfileInput, 'mls_long_edge' | 'mls_max_bytes'> => ({
  mls_long_edge: whole(values.mls_long_edge),
  mls_max_bytes: Math.round(whole(values.mls_max_mb) * megabyte),
});

/** The contract's messages about the MLS settings, in the form's words (megabytes, not bytes). */
export const mlsWords = {
  [`mls_max_bytes must be at least ${mlsMaxBytesRange.min}`]: `Enter at least ${mlsMaxBytesRange.min / megabyte} MB`,
  [`mls_max_bytes must be at most ${mlsMaxBytesRange.max}`]: `Enter at most ${mlsMaxBytesRange.max / megabyte} MB`,
  'mls_max_bytes must be a whole number of bytes': 'Enter a size in MB, e.g. 3',
  'mls_long_edge must be a whole number of pixels': 'Enter a whole number of pixels, e.g. 2048',
  [`mls_long_edge must be at least ${mlsLongEdgeRange.min}`]: `Enter at least ${mlsLongEdgeRange.min} pixels`,
  [`mls_long_edge must be at most ${mlsLongEdgeRange.max}`]: `Enter at most ${mlsLongEdgeRange.max} pixels`,
};

interface MlsFieldsProps {
  idPrefix: string;
  errors: Partial<Record<MlsField, string>>;
  bind: (field: MlsField) => object;
}

/** The MLS size: how the MLS-size ZIP and the unbranded website's photos are made. */
export function MlsFields({ idPrefix, errors, bind }: MlsFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4 border-t pt-4">
      <legend className="sr-only">MLS photo size</legend>
      <p className="text-sm font-medium">MLS photo size</p>
      <p className="-mt-2 text-xs text-muted-foreground">Photos in the MLS-size ZIP and on the unbranded website are made to these limits, with camera data removed. Most MLSs take 2048 pixels and 3 MB.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-mls_long_edge`} label="Long edge (pixels)" error={errors.mls_long_edge} hint={`${mlsLongEdgeRange.min} to ${mlsLongEdgeRange.max}.`}>
          <Input {...bind('mls_long_edge')} type="number" inputMode="numeric" min={mlsLongEdgeRange.min} max={mlsLongEdgeRange.max} />
        </FormField>
        <FormField id={`${idPrefix}-mls_max_mb`} label="Largest photo (MB)" error={errors.mls_max_mb} hint="1 MB = 1,000,000 bytes; the quality steps down until a photo fits.">
          <Input {...bind('mls_max_mb')} type="number" inputMode="decimal" min={mlsMaxBytesRange.min / megabyte} max={mlsMaxBytesRange.max / megabyte} step={0.1} />
        </FormField>
      </div>
    </fieldset>
  );
}
