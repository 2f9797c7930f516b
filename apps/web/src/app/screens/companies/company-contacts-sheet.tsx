import { useState } from 'react';
import type { Company } from '@portal/contract';
import { Building2, CircleAlert, Mail, UserPlus, Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useUsers } from '@/features/users/api/get-users';
import { UserFormDialog } from '@/features/users/components/user-form-dialog';

/** A company's screen of people: its own login, its contacts (client persons), and "Invite contact". */
export function CompanyContactsSheet({ company, onOpenChange }: { company: Company | null; onOpenChange: (open: boolean) => void }) {
  const name = company ? company.companyName || company.name : '';
  const [inviting, setInviting] = useState(false);
  return (
    <Sheet open={company !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="break-words">{name}: contacts</SheetTitle>
          <SheetDescription>The people of this agency who sign in to the client portal and see its shoots.</SheetDescription>
        </SheetHeader>
        {company && (
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
            <Button onClick={() => setInviting(true)} className="self-start">
              <UserPlus aria-hidden="true" />
              Invite contact
            </Button>
            <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
              <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="min-w-0">
                <p className="font-medium">Company login</p>
                <p className="break-all text-muted-foreground">{company.email}</p>
              </div>
            </div>
            <ContactList companyId={company.id} companyName={name} />
          </div>
        )}
        {company && (
          <UserFormDialog open={inviting} onOpenChange={setInviting} user={null} company={{ id: company.id, name }} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function ContactList({ companyId, companyName }: { companyId: number; companyName: string }) {
  const contacts = useUsers({ company_id: companyId, role: 'customer', include_inactive: 'true' });
  if (contacts.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading contacts...
      </p>
    );
  }
  if (contacts.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="flex items-center gap-2 text-destructive">
          <CircleAlert aria-hidden="true" className="size-4" /> Could not load the contacts.
        </p>
        <Button variant="outline" size="sm" onClick={() => void contacts.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (contacts.data.data.length === 0) {
    return <EmptyState icon={Users} title="No contacts yet" description={`Invite the people you work with at ${companyName}; each signs in with their own e-mail.`} />;
  }
  return (
    <ul aria-label={`Contacts of ${companyName}`} className="flex flex-col divide-y rounded-lg border">
      {contacts.data.data.map((person) => (
        <li key={person.id} className="flex items-start justify-between gap-3 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium break-words">{person.username}</p>
            <a href={`mailto:${person.email}`} className="flex items-center gap-1.5 break-all text-muted-foreground hover:underline">
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              {person.email}
            </a>
          </div>
          <Badge variant={person.is_active ? 'green' : 'grey'}>{person.is_active ? 'Active' : 'Inactive'}</Badge>
        </li>
      ))}
    </ul>
  );
}
