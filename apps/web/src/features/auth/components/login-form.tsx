import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CircleAlert, Info, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { forgetLogoutMessage, logoutMessage } from '@/lib/session';
import { forgotPasswordPath, loginErrorMessage, validateLogin, type LoginFieldErrors } from '../login-messages';
import { PasswordInput } from '@/components/password-input';

export interface LoginFormProps {
  portal: 'client' | 'admin';
  submitLabel: string;
}

/** Email and password, validated here first; success updates the session and the page redirects. */
export function LoginForm({ portal, submitLabel }: LoginFormProps) {
  const { login } = useAuth();
  const ids = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  // A message left by the last logout, e.g. 'Session expired, please log in again.', shown until the form is used.
  const [notice, setNotice] = useState(logoutMessage);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    const errors = validateLogin(trimmedEmail, password);
    setFieldErrors(errors);
    setError(null);
    setNotice(null);
    forgetLogoutMessage();
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await login(portal, { email: trimmedEmail, password });
      // The page now has a session and redirects; the form stays disabled until it goes.
    } catch (failure) {
      setError(loginErrorMessage(failure, portal));
      setBusy(false);
    }
  }

  const emailErrorId = `${ids}-email-error`;
  const passwordErrorId = `${ids}-password-error`;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={busy}>
      {notice && (
        <div role="status" className="flex items-start gap-2 rounded-lg border bg-muted/60 p-3 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{notice}</span>
        </div>
      )}
      {error && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </div>
      )}

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-email`}>Email</Label>
        <Input
          ref={emailRef}
          id={`${ids}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? emailErrorId : undefined}
        />
        {fieldErrors.email && (
          <p id={emailErrorId} className="text-sm text-destructive">
            {fieldErrors.email}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${ids}-password`}>Password</Label>
          <Link
            to={forgotPasswordPath(portal)}
            className="rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            Forgot password?
          </Link>
        </div>
        <PasswordInput
          ref={passwordRef}
          id={`${ids}-password`}
          autoComplete="current-password"
          placeholder="Enter your password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? passwordErrorId : undefined}
        />
        {fieldErrors.password && (
          <p id={passwordErrorId} className="text-sm text-destructive">
            {fieldErrors.password}
          </p>
        )}
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {busy ? 'Signing In...' : submitLabel}
      </Button>
    </form>
  );
}
