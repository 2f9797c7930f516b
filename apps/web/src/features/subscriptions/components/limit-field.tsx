import { FormField, fieldProps } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A plan limit: a whole number, or "Unlimited" ticked instead of typing a special value. */
export function LimitField({ id, label, value, unlimited, error, onValueChange, onUnlimitedChange }: {
  id: string;
  label: string;
  value: string;
  unlimited: boolean;
  error?: string;
  onValueChange: (value: string) => void;
  onUnlimitedChange: (unlimited: boolean) => void;
}) {
  return (
    <FormField id={id} label={label} required={!unlimited} error={error}>
      <Input {...fieldProps(id, error)} value={unlimited ? '' : value} placeholder={unlimited ? 'Unlimited' : undefined} disabled={unlimited} inputMode="numeric" maxLength={8} onChange={(event) => onValueChange(event.target.value)} />
      <Label className="flex items-center gap-2 text-sm font-normal">
        <input type="checkbox" className="size-4 accent-primary" aria-label={`Unlimited ${label.toLowerCase()}`} checked={unlimited} onChange={(event) => onUnlimitedChange(event.target.checked)} />
        Unlimited
      </Label>
    </FormField>
  );
}
