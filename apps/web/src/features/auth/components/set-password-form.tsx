import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { passwordMinLength } from '@portal/contract/auth-messages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { clearSession } from '@/lib/session';
import { setPassword } from '../api/set-password';
import { signInPathOf } from '../login-messages';
import { PasswordInput } from '@/components/password-input';

export const setPasswordMessages = {
  tooShort: `Password must be at least ${passwordMinLength} characters.`,
  confirm: 'Please confirm the password.',
  mismatch: 'The passwords do not match.',
  done: 'Your password is set. Sign in with it now.',
  failed: 'Could not set the password. Please try again.',
} as const;

interface FieldErrors {
  password?: string;
  confirm?: string;
}

function validate(password: string, confirm: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < passwordMinLength) errors.password = setPasswordMessages.tooShort;
  if (!confirm) errors.confirm = setPasswordMessages.confirm;
  else if (confirm !== password) errors.confirm = setPasswordMessages.mismatch;
  return errors;
}

/** What a refused link says, without the field name the API puts first. */
const linkProblem = (error: ApiError) => error.message.replace(/^token: /, '').replace(/^./, (first) => first.toUpperCase());

/** New password twice; on success the person goes to their own portal's sign-in, the notice waiting there. */
export function SetPasswordForm({ token, forgotPath }: { token: string; forgotPath: string }) {
  const ids = useId();
  const navigate = useNavigate();
  const { session, logout } = useAuth();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [linkError, setLinkError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate(password, confirm);
    setFieldErrors(errors);
    setError(null);
    if (errors.password || errors.confirm) {
      (errors.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await setPassword({ token, password });
      // Every session of the account has ended: a signed-in tab lets go of its own, then the notice waits at the sign-in.
      if (session) void logout();
      clearSession(setPasswordMessages.done);
      void navigate(signInPathOf(data.portal), { replace: true });
    } catch (failure) {
      setBusy(false);
      const field = failure instanceof ApiError && failure.status === 400 ? failure.errors?.[0]?.field ?? failure.message.split(':')[0] : undefined;
      if (field === 'token') setLinkError(linkProblem(failure as ApiError));
      else if (field === 'password') setFieldErrors({ password: setPasswordMessages.tooShort });
      else setError(setPasswordMessages.failed);
    }
  }

  if (linkError) {
    return (
      <div role="alert" className="flex flex-col gap-4">
        <div className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{linkError}</span>
        </div>
        <Button asChild variant="outline" className="w-full">
          <Link to={forgotPath}>Send me a new link</Link>
        </Button>
      </div>
    );
  }

  const passwordErrorId = `${ids}-password-error`;
  const confirmErrorId = `${ids}-confirm-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={busy}>
      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-password`}>New password</Label>
        <PasswordInput
          ref={passwordRef}
          id={`${ids}-password`}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPasswordValue(event.target.value)}
          disabled={busy}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? passwordErrorId : `${ids}-password-hint`}
        />
        {fieldErrors.password ? (
          <p id={passwordErrorId} className="text-sm text-destructive">
            {fieldErrors.password}
          </p>
        ) : (
          <p id={`${ids}-password-hint`} className="text-sm text-muted-foreground">
            At least {passwordMinLength} characters.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-confirm`}>Confirm password</Label>
        <PasswordInput
          ref={confirmRef}
          id={`${ids}-confirm`}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          disabled={busy}
          aria-invalid={fieldErrors.confirm ? true : undefined}
          aria-describedby={fieldErrors.confirm ? confirmErrorId : undefined}
        />
        {fieldErrors.confirm && (
          <p id={confirmErrorId} className="text-sm text-destructive">
            {fieldErrors.confirm}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {busy ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  );
}
