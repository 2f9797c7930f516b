import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { FormField } from '@/components/form-field';
import type { ProjectFormErrors, ProjectFormValues } from './project-form';

export interface Option {
  value: string;
  label: string;
}

interface FieldsProps {
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  disabled: boolean;
  onChange: (field: keyof ProjectFormValues, value: string) => void;
  companies: Option[];
  categories: Option[];
  services: Option[];
}

const textareaClass =
  'min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm dark:bg-input/30';

/** The inputs of the Add/Edit Project dialog; required ones are marked with *. */
export function ProjectFormFields({ values, errors, disabled, onChange, companies, categories, services }: FieldsProps) {
  const money = useMoney();
  const text = (field: keyof ProjectFormValues, extra: Partial<React.ComponentProps<'input'>> = {}) => (
    <Input
      id={`project-${field}`}
      value={values[field]}
      disabled={disabled}
      aria-invalid={Boolean(errors[field])}
      aria-describedby={errors[field] ? `project-${field}-error` : undefined}
      onChange={(event) => onChange(field, event.target.value)}
      {...extra}
    />
  );

  const choice = (field: 'company_id' | 'category_id' | 'service_id', options: Option[], placeholder: string): ReactNode => (
    <Select value={values[field]} onValueChange={(value) => onChange(field, value)} disabled={disabled}>
      <SelectTrigger id={`project-${field}`} className="w-full" aria-invalid={Boolean(errors[field])}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">Nothing to choose yet</p>
        ) : (
          options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))
        )}
      </SelectContent>
    </Select>
  );

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField id="project-projectName" label="Project Name" required error={errors.projectName} className="sm:col-span-2">
        {text('projectName', { placeholder: '12 Harbour View Rd — listing shoot', maxLength: 255 })}
      </FormField>
      <FormField id="project-company_id" label="Client" required error={errors.company_id}>
        {choice('company_id', companies, 'Select a client')}
      </FormField>
      <FormField id="project-category_id" label="Category" required error={errors.category_id}>
        {choice('category_id', categories, 'Select a category')}
      </FormField>
      <FormField id="project-service_id" label="Service" required error={errors.service_id}>
        {choice('service_id', services, 'Select a service')}
      </FormField>
      <FormField id="project-budget" label={`Budget (${money.currency})`} error={errors.budget}>
        {text('budget', { inputMode: 'decimal', placeholder: '0.00' })}
      </FormField>
      <FormField id="project-siteAddress" label="Site Address" required error={errors.siteAddress} className="sm:col-span-2">
        {text('siteAddress', { placeholder: 'https://maps.google.com/... or street address' })}
      </FormField>
      <FormField id="project-start_date" label="Start Date" error={errors.start_date}>
        {text('start_date', { type: 'date' })}
      </FormField>
      <FormField id="project-end_date" label="End Date" error={errors.end_date}>
        {text('end_date', { type: 'date', min: values.start_date || undefined })}
      </FormField>
      <FormField id="project-description" label="Description" error={errors.description} className="sm:col-span-2">
        <textarea
          id="project-description"
          className={cn(textareaClass)}
          value={values.description}
          disabled={disabled}
          maxLength={5000}
          aria-invalid={Boolean(errors.description)}
          onChange={(event) => onChange('description', event.target.value)}
        />
      </FormField>
    </div>
  );
}
