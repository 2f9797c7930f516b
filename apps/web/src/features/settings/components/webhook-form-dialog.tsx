import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createWebhookInput, webhookEventLabels, webhookEventTypes, type WebhookEndpoint, type WebhookEventType } from '@portal/contract';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { blankFieldErrors, firstFieldErrors, hasErrors, schemaFieldErrors, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookSecret } from './webhook-secret';

const fields = ['url', 'description', 'events'] as const;
type Field = (typeof fields)[number];

const webhookInput = (values: Record<'url' | 'description', string>, events: readonly WebhookEventType[]) => ({
  url: values.url.trim(),
  description: values.description.trim(),
  events: [...events],
});

/** The API's messages start with the field's name ('url must…'); the form says 'The URL must…'. */
const urlWords = (message: string | undefined) => message?.replace(/^Url\b/, 'The URL');

/** A URL and at least one event; then the contract's rules for what would be sent. */
function validate(values: Record<'url' | 'description', string>, events: readonly WebhookEventType[]): FieldErrors<Field> {
  const blank = blankFieldErrors({ ...values, events: events.join(',') }, { url: 'Endpoint URL is required', events: 'Choose at least one event' });
  return firstFieldErrors(blank, schemaFieldErrors(createWebhookInput.safeParse(webhookInput(values, events)), fields, { words: { 'url must be an http:// or https:// URL': 'Enter an http:// or https:// URL' } }));
}

/** Add endpoint / Edit endpoint. `endpoint` null adds one, then shows its secret once. */
export function WebhookFormDialog({ open, onOpenChange, endpoint }: { open: boolean; onOpenChange: (open: boolean) => void; endpoint: WebhookEndpoint | null }) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    onOpenChange(false);
    setSecret(null);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{secret ? 'Endpoint added' : endpoint ? 'Edit webhook endpoint' : 'Add webhook endpoint'}</DialogTitle>
          <DialogDescription>
            {secret ? 'Events you chose are now sent to this endpoint, signed with its secret.' : 'The portal POSTs each chosen event to this URL as JSON, signed with the endpoint’s secret.'}
          </DialogDescription>
        </DialogHeader>
        {secret ? (
          <>
            <WebhookSecret secret={secret} />
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <WebhookForm endpoint={endpoint} onCreated={setSecret} onDone={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EventChoices({ id, chosen, onChange, error }: { id: string; chosen: readonly WebhookEventType[]; onChange: (events: WebhookEventType[]) => void; error?: string }) {
  const all = useRef<HTMLInputElement>(null);
  const everything = chosen.length === webhookEventTypes.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = chosen.length > 0 && !everything;
  }, [chosen.length, everything]);
  const toggle = (type: WebhookEventType, on: boolean) => onChange(webhookEventTypes.filter((known) => (known === type ? on : chosen.includes(known))));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 flex items-center gap-0.5 text-sm font-medium">
        Events
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input ref={all} type="checkbox" className="size-4 accent-primary" checked={everything} onChange={(event) => onChange(event.target.checked ? [...webhookEventTypes] : [])} />
        Select all
      </label>
      <div className="grid gap-2 border-t pt-2 sm:grid-cols-2">
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={chosen.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />
            <span className="flex flex-col">
              <code className="font-mono text-xs">{type}</code>
              <span className="text-muted-foreground">{webhookEventLabels[type]}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function WebhookForm({ endpoint, onCreated, onDone }: { endpoint: WebhookEndpoint | null; onCreated: (secret: string) => void; onDone: () => void }) {
  const { id, values, errors, setErrors, bind } = useFormState<'url' | 'description'>(() => ({ url: endpoint?.url ?? '', description: endpoint?.description ?? '' }));
  const [events, setEvents] = useState<WebhookEventType[]>(() => webhookEventTypes.filter((type) => endpoint?.events.includes(type)));
  const [eventsError, setEventsError] = useState<string>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const saving = create.isPending || update.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values, events);
    setErrors({ url: urlWords(found.url), description: found.description });
    setEventsError(found.events);
    if (hasErrors(found)) return;
    const input = webhookInput(values, events);
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, input });
        void notifySuccess('Webhook endpoint updated.');
        onDone();
      } else {
        const answer = await create.mutateAsync(input);
        onCreated(answer.data.secret);
      }
    } catch (error) {
      // The query client has toasted; the 400's field messages go under their fields.
      const fromServer = serverFieldErrors(error, fields);
      setErrors({ url: urlWords(fromServer.url), description: fromServer.description });
      setEventsError(fromServer.events);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={saving}>
      <FormField id={`${id}-url`} label="Endpoint URL" required error={errors.url} hint="http:// or https://, on a public address">
        <Input {...bind('url')} type="url" inputMode="url" placeholder="https://crm.example.com/hooks/portal" maxLength={2000} autoFocus />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        <Textarea {...bind('description')} placeholder="What receives these events?" maxLength={5000} rows={2} />
      </FormField>
      <EventChoices
        id={`${id}-events`}
        chosen={events}
        error={eventsError}
        onChange={(next) => {
          setEvents(next);
          setEventsError(undefined);
        }}
      />
      <FormDialogFooter submitLabel={endpoint ? 'Save endpoint' : 'Add endpoint'} pending={saving} onCancel={onDone} />
    </form>
  );
}
