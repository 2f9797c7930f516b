import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react';
import { emailPattern } from '@portal/contract/auth-messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { requestPasswordReset } from '../api/request-password-reset';
import { loginMessages } from '../login-messages';

const failed = 'Could not send the link. Please try again.';

/** Asks for the address; the answer is the server's, the same whether or not an account uses it. */
export function ForgotPasswordForm() {
  const ids = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    const invalid = !trimmed ? loginMessages.emailRequired : emailPattern.test(trimmed) ? null : loginMessages.emailInvalid;
    setFieldError(invalid);
    setError(null);
    if (invalid) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      setSent((await requestPasswordReset({ email: trimmed })).message);
    } catch (failure) {
      // A refusal the server words (too many requests); anything else gets the plain words.
      setError(failure instanceof ApiError && failure.status === 429 ? failure.message : failed);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-lg border bg-muted/60 p-4 text-sm">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <p className="font-medium">Check your e-mail</p>
          <p className="text-muted-foreground">{sent}</p>
        </div>
      </div>
    );
  }

  const errorId = `${ids}-email-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={busy}>
      {error && (
        <div role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
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
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError && (
          <p id={errorId} className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {busy ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
