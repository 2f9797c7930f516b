import { useState, type FormEvent } from 'react';
import { passwordMinLength } from '@portal/contract/auth-messages';
import type { User } from '@portal/contract';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InviteChoice } from '@/components/invite-choice';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/password-input';
import { useAuth } from '@/lib/auth';
import { hasErrors, serverFieldErrors } from '@/lib/field-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { manageableRoles, newAccountRole } from '../account-access';
import { initialUserValues, missingFieldsMessage, newUserInput, roleChange, userFields, userUpdateInput, validateUser, type UserField } from './user-form';
import { UserRoleFields } from './user-role-fields';

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null;
  /** Adding a contact of this company (from the company's screen): the role and company are set. */
  company?: { id: number; name: string };
}

/** Add User / Edit User. `user` null adds a new account. */
export function UserFormDialog({ open, onOpenChange, user, company }: UserFormDialogProps) {
  const description = user
    ? 'Change the account details or role. Leave the password blank to keep it.'
    : company
      ? `A contact of ${company.name} signs in to the client portal and sees the company's shoots.`
      : 'Create a sign-in for a team member or a client contact.';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user ? 'Edit User' : company ? 'Invite Contact' : 'Add New User'}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <UserForm user={user} companyId={company?.id} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UserForm({ user, companyId, onDone }: { user: User | null; companyId?: number; onDone: () => void }) {
  const adding = user === null;
  const { session } = useAuth();
  const roles = manageableRoles(session);
  const { id, values, errors, setErrors, set, bind: field } = useFormState<UserField>(() => initialUserValues(user, newAccountRole(session), companyId));
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  const [invite, setInvite] = useState(adding);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateUser(values, adding, invite);
    setErrors(found);
    if (hasErrors(found)) {
      const missing = missingFieldsMessage(values, adding, invite);
      if (missing) void notifyError('Error', missing);
      return;
    }
    try {
      if (user) await update.mutateAsync({ id: user.id, input: userUpdateInput(values), role: roleChange(user, values) });
      else await create.mutateAsync(newUserInput(values, invite));
      void notifySuccess(user ? 'User updated successfully!' : 'User added successfully!', invite ? `An invitation is on its way to ${values.email.trim()}.` : undefined);
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, userFields)); // A duplicate e-mail shows here only; any other failure is toasted.
    }
  }


  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={saving}>
      <FormField id={`${id}-username`} label="Username" required error={errors.username}>
        <Input {...field('username')} autoComplete="off" placeholder="e.g. priya" maxLength={255} autoFocus />
      </FormField>
      <FormField id={`${id}-email`} label="Email" required error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="off" placeholder="name@example.com" maxLength={255} />
      </FormField>
      {adding && <InviteChoice invite={invite} onChange={setInvite} disabled={saving} />}
      {!invite && (
        <FormField
          id={`${id}-password`}
          label="Password"
          required={adding}
          error={errors.password}
          hint={adding ? `At least ${passwordMinLength} characters` : 'Leave blank to keep the current password'}
        >
          <PasswordInput {...field('password')} autoComplete="new-password" />
        </FormField>
      )}
      {!companyId && (
      <UserRoleFields
        idPrefix={id}
        role={values.role}
        companyId={values.company_id}
        errors={errors}
        roles={roles}
        onRoleChange={(role) => set('role', role)}
        onCompanyChange={(company) => set('company_id', company)}
      />
      )}
      <FormDialogFooter submitLabel={user ? 'Update User' : companyId ? (invite ? 'Send Invitation' : 'Add Contact') : 'Add User'} pending={saving} onCancel={onDone} />
    </form>
  );
}
