import { useState, type FormEvent } from 'react';
import { apiKeyNameMax, apiKeyScopeLabels, apiKeyScopes, createApiKeyInput, type ApiKeyScope, type CreatedApiKey } from '@portal/contract';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField, fieldProps } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { blankFieldErrors, firstFieldErrors, hasErrors, schemaFieldErrors, serverFieldErrors, type FieldErrors } from '@/lib/field-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateApiKey } from '../api/create-api-key';

const fields = ['name', 'scope'] as const;
type Field = (typeof fields)[number];

const keyInput = (values: Record<Field, string>) => ({ name: values.name.trim(), scope: values.scope as ApiKeyScope });

/** A name first, in the form's words; then the contract's rules for what would be sent. */
function validate(values: Record<Field, string>): FieldErrors<Field> {
  const blank = blankFieldErrors(values, { name: 'Name is required' });
  return firstFieldErrors(blank, schemaFieldErrors(createApiKeyInput.safeParse(keyInput(values)), fields));
}

/** Create API key: a name and a scope; then the new key, shown this once, with a Copy button. */
export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A stray click outside must not lose a key that is never shown again; Escape, Cancel and Done still close. */}
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <CreateApiKeyFlow onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Lives only while the dialog is open, so the key shown leaves memory with it. */
function CreateApiKeyFlow({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  if (created) return <CreatedKey created={created} onDone={onClose} />;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Create API key</DialogTitle>
        <DialogDescription>Another program sends the key as Authorization: Bearer &lt;key&gt;. Name it after that program.</DialogDescription>
      </DialogHeader>
      <CreateKeyForm onCreated={setCreated} onCancel={onClose} />
    </>
  );
}

function CreateKeyForm({ onCreated, onCancel }: { onCreated: (key: CreatedApiKey) => void; onCancel: () => void }) {
  const { id, values, errors, setErrors, set, bind } = useFormState<Field>(() => ({ name: '', scope: 'read' }));
  const create = useCreateApiKey();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      onCreated((await create.mutateAsync(keyInput(values))).data);
    } catch (error) {
      setErrors(serverFieldErrors(error, fields)); // The query client has toasted the failure.
    }
  }

  const scopeId = `${id}-scope`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={create.isPending}>
      <FormField id={`${id}-name`} label="Name" required error={errors.name}>
        <Input {...bind('name')} placeholder="e.g. Zapier" maxLength={apiKeyNameMax} autoFocus />
      </FormField>
      <FormField id={scopeId} label="Scope" required error={errors.scope}>
        <Select value={values.scope} onValueChange={(value) => set('scope', value)}>
          <SelectTrigger {...fieldProps(scopeId, errors.scope)} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {apiKeyScopes.map((scope) => (
              <SelectItem key={scope} value={scope}>
                {apiKeyScopeLabels[scope].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <ul className="flex flex-col gap-1 text-xs text-muted-foreground" aria-label="Scopes">
          {apiKeyScopes.map((scope) => (
            <li key={scope}>
              <span className="font-medium text-foreground">{apiKeyScopeLabels[scope].label}:</span> {apiKeyScopeLabels[scope].description}
            </li>
          ))}
        </ul>
      </FormField>
      <FormDialogFooter submitLabel="Create API key" pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      void notifySuccess('API key copied.');
    } catch {
      void notifyError('Could not copy the key.', 'Select it and copy it yourself.');
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>API key created</DialogTitle>
        <DialogDescription>
          {`"${created.name}" (${apiKeyScopeLabels[created.scope].label}) is ready. Send it as Authorization: Bearer <key>.`}
        </DialogDescription>
      </DialogHeader>
      <p role="alert" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-300">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        Copy this key now and keep it somewhere safe: it will not be shown again.
      </p>
      <div className="flex gap-2">
        <Input readOnly value={created.key} aria-label="API key" className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}
