import type { BusinessProfile, UpdateBusinessProfileInput } from '@portal/contract';
import { defaultCancelCutoffHours, defaultTimeZone, defaultWorkingHours, weekdayNames } from '@portal/contract';
import { FormField, fieldProps } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { formatZonedDateTime, zoneAbbreviation } from '@/lib/zoned-time';

export const schedulingFields = ['time_zone', 'working_hours_start', 'working_hours_end', 'working_hours_days', 'cancel_cutoff_hours'] as const;
export type SchedulingField = (typeof schedulingFields)[number];

/** The profile's scheduling settings as form text; working days as '1,2,3' (ISO weekdays). */
export function schedulingValues(profile: Partial<BusinessProfile>): Record<SchedulingField, string> {
  const hours = profile.working_hours ?? defaultWorkingHours;
  return {
    time_zone: profile.time_zone ?? defaultTimeZone,
    working_hours_start: hours.start,
    working_hours_end: hours.end,
    working_hours_days: hours.days.join(','),
    cancel_cutoff_hours: String(profile.cancel_cutoff_hours ?? defaultCancelCutoffHours),
  };
}

export const schedulingInput = (values: Record<SchedulingField, string>): Pick<UpdateBusinessProfileInput, 'time_zone' | 'working_hours' | 'cancel_cutoff_hours'> => ({
  time_zone: values.time_zone,
  working_hours: {
    start: values.working_hours_start,
    end: values.working_hours_end,
    days: values.working_hours_days
      .split(',')
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b),
  },
  cancel_cutoff_hours: values.cancel_cutoff_hours.trim() === '' ? Number.NaN : Number(values.cancel_cutoff_hours),
});

/** Every IANA zone the browser knows, the chosen one kept even if it does not. */
function zoneNames(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return known.includes(current) ? known : [current, ...known];
}

interface SchedulingFieldsProps {
  idPrefix: string;
  values: Record<SchedulingField, string>;
  errors: Partial<Record<SchedulingField, string>>;
  bind: (field: SchedulingField) => object;
  set: (field: SchedulingField, value: string) => void;
}

/** The business time zone (every shoot time is shown in it), the working day the calendar warns outside of, and the clients' cut-off. */
export function SchedulingFields({ idPrefix, values, errors, bind, set }: SchedulingFieldsProps) {
  const days = new Set(values.working_hours_days.split(',').filter(Boolean).map(Number));
  const toggleDay = (day: number) => {
    const next = new Set(days);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    set('working_hours_days', [...next].sort((a, b) => a - b).join(','));
  };
  const zoneId = `${idPrefix}-time_zone`;
  const now = new Date();
  return (
    <fieldset className="flex flex-col gap-4 border-t pt-4">
      <legend className="sr-only">Scheduling</legend>
      <p className="text-sm font-medium">Scheduling</p>
      <FormField id={zoneId} label="Time zone" error={errors.time_zone} hint={`Every shoot time is shown on this clock. Now: ${formatZonedDateTime(now, values.time_zone || 'UTC')} ${zoneAbbreviation(now, values.time_zone || 'UTC')}.`}>
        {/* A native list: some 400 zones, searchable by typing, cheap to render. */}
        <select
          {...fieldProps(zoneId, errors.time_zone)}
          value={values.time_zone}
          onChange={(event) => set('time_zone', event.target.value)}
          className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
        >
          {zoneNames(values.time_zone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-working_hours_start`} label="Working day starts" error={errors.working_hours_start}>
          <Input {...bind('working_hours_start')} type="time" step={900} />
        </FormField>
        <FormField id={`${idPrefix}-working_hours_end`} label="Working day ends" error={errors.working_hours_end}>
          <Input {...bind('working_hours_end')} type="time" step={900} />
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.working_hours_days ? `${idPrefix}-days-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Working days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {weekdayNames.map((name, index) => (
            <label key={name} className="flex items-center gap-1.5">
              <input type="checkbox" className="size-4 accent-primary" checked={days.has(index + 1)} onChange={() => toggleDay(index + 1)} />
              {name.slice(0, 3)}
              <span className="sr-only">{name.slice(3)}</span>
            </label>
          ))}
        </div>
        {errors.working_hours_days && (
          <p id={`${idPrefix}-days-error`} className="text-sm text-destructive">
            {errors.working_hours_days}
          </p>
        )}
      </fieldset>
      <FormField id={`${idPrefix}-cancel_cutoff_hours`} label="Client changes cut-off (hours)" error={errors.cancel_cutoff_hours} hint="Clients may cancel or reschedule online until this many hours before the shoot.">
        <Input {...bind('cancel_cutoff_hours')} type="number" inputMode="numeric" min={0} max={720} />
      </FormField>
    </fieldset>
  );
}
