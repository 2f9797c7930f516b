import { useState, type FormEvent } from 'react';
import type { Company } from '@portal/contract';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InviteChoice } from '@/components/invite-choice';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { Textarea } from '@/components/ui/textarea';
import { PasswordInput } from '@/components/password-input';
import { hasErrors, serverFieldErrors } from '@/lib/field-errors';
import { notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import { passwordMinLength } from '@portal/contract/auth-messages';
import {
  companyFieldAliases,
  companyFields,
  companyUpdateInput,
  initialCompanyValues,
  newCompanyInput,
  validateCompany,
  type CompanyField,
} from './company-form';

/** Add Company / Edit Company. `company` null adds a new one. */
export function CompanyFormDialog({ open, onOpenChange, company }: { open: boolean; onOpenChange: (open: boolean) => void; company: Company | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{company ? 'Edit Company' : 'Add New Company'}</DialogTitle>
          <DialogDescription>{company ? 'Update the client company. Leave the password blank to keep it.' : 'The company signs in to the client portal with this email; invite it to choose its own password.'}</DialogDescription>
        </DialogHeader>
        <CompanyForm company={company} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CompanyForm({ company, onDone }: { company: Company | null; onDone: () => void }) {
  const adding = company === null;
  const { id, values, errors, setErrors, bind: field } = useFormState<CompanyField>(() => initialCompanyValues(company));
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const saving = create.isPending || update.isPending;
  const [invite, setInvite] = useState(adding);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCompany(values, adding, invite);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      if (company) await update.mutateAsync({ id: company.id, input: companyUpdateInput(values) });
      else await create.mutateAsync(newCompanyInput(values, invite));
      void notifySuccess(company ? 'Company updated successfully!' : 'Company added successfully!', invite ? `An invitation is on its way to ${values.email.trim()}.` : undefined);
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, companyFields, companyFieldAliases)); // A duplicate e-mail shows here only; any other failure is toasted.
    }
  }

  const passwordHint = adding ? `At least ${passwordMinLength} characters` : 'Leave blank to keep the current password';

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={saving}>
      <FormField id={`${id}-name`} label="Company Name" required error={errors.name}>
        <Input {...field('name')} placeholder="e.g. Harbour Realty" maxLength={255} autoFocus />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-email`} label="Email" required error={errors.email}>
          <Input {...field('email')} type="email" autoComplete="off" placeholder="office@example.com" maxLength={255} />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" required error={errors.phone}>
          <Input {...field('phone')} type="tel" placeholder="+91 98765 43210" maxLength={50} />
        </FormField>
      </div>
      <FormField id={`${id}-address`} label="Address" required error={errors.address}>
        <Textarea {...field('address')} rows={2} placeholder="Street, city" maxLength={1000} />
      </FormField>
      <FormField id={`${id}-website`} label="Website" error={errors.website}>
        <Input {...field('website')} type="url" inputMode="url" placeholder="https://example.com" maxLength={255} />
      </FormField>
      <Separator />
      {adding && <InviteChoice invite={invite} onChange={setInvite} disabled={saving} />}
      {!invite && (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-password`} label="Password" required={adding} error={errors.password} hint={passwordHint}>
          <PasswordInput {...field('password')} autoComplete="new-password" />
        </FormField>
        <FormField id={`${id}-confirm_password`} label="Confirm Password" required={adding} error={errors.confirm_password}>
          <PasswordInput {...field('confirm_password')} autoComplete="new-password" />
        </FormField>
      </div>
      )}
      <FormDialogFooter submitLabel={company ? 'Update Company' : 'Add Company'} pending={saving} onCancel={onDone} />
    </form>
  );
}
