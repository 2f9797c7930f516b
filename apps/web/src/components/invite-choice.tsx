import { useId } from 'react';
import { cn } from '@/lib/utils';

const options = [
  { invite: true, label: 'Send an invitation e-mail', hint: 'They choose their own password through a link that works for 7 days.' },
  { invite: false, label: 'Set a password now', hint: 'You type the password and pass it on to them yourself.' },
] as const;

/** How a new account gets its password: an e-mailed invitation (the default) or one typed here. */
export function InviteChoice({ invite, onChange, disabled }: { invite: boolean; onChange: (invite: boolean) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Password</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.label}
            className={cn(
              'flex cursor-pointer items-start gap-2.5 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              invite === option.invite ? 'border-primary ring-1 ring-primary' : 'hover:bg-muted/60',
            )}
          >
            <input
              type="radio"
              name={name}
              checked={invite === option.invite}
              onChange={() => onChange(option.invite)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{option.label}</span>
              <span className="text-xs text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
