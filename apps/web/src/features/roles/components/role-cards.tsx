import type { RoleHolder, RoleSummary } from '@portal/contract';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListError } from '@/components/list-panel';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useRoles } from '../api/get-roles';

/** How many holders a card names before it links to the full list. */
const shownHolders = 6;

/** Where a holder is managed: people in Users, client companies in Companies, found by the list's search. */
export const holderLink = (holder: RoleHolder) => (holder.kind === 'company' ? `/companies?search=${encodeURIComponent(holder.name)}` : `/users?search=${encodeURIComponent(holder.email)}`);

const allHoldersLink = (role: RoleSummary) => (role.role === 'client' ? '/companies' : `/users?role=${role.role}`);

function RoleCard({ role }: { role: RoleSummary }) {
  const active = role.holders.filter((holder) => holder.is_active);
  const headingId = useId();
  return (
    <Card className="gap-4" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle className="text-base">
          <h3 id={headingId}>{role.name}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div>
          <h4 className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">May</h4>
          <ul className="grid gap-1.5">
            {role.permissions.map((permission) => (
              <li key={permission.permission} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                <span className="min-w-0">{permission.description}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="mb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Held by {active.length} {active.length === 1 ? 'account' : 'accounts'}
          </h4>
          {active.length === 0 ? (
            <p className="text-muted-foreground">Nobody holds this role yet.</p>
          ) : (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {active.slice(0, shownHolders).map((holder) => (
                <li key={`${holder.kind}-${holder.id}`} className="min-w-0">
                  <Link to={holderLink(holder)} className="break-words underline decoration-muted-foreground/50 underline-offset-4 hover:decoration-foreground">
                    {holder.name}
                  </Link>
                </li>
              ))}
              {active.length > shownHolders && (
                <li>
                  <Link to={allHoldersLink(role)} className="text-muted-foreground hover:underline">
                    and {active.length - shownHolders} more
                  </Link>
                </li>
              )}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** Every role, what it may do as the server's access rules say, and who holds it. */
export function RoleCards() {
  const roles = useRoles();
  const headingId = useId();
  if (roles.isError && !roles.data) return <ListError title="Error loading roles" description="Could not fetch the roles." onRetry={() => void roles.refetch()} />;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Roles
      </h2>
      {roles.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading roles...
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {roles.data?.map((role) => <RoleCard key={role.role} role={role} />)}
        </div>
      )}
    </section>
  );
}
