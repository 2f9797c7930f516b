import type { Company } from '@portal/contract';
import { Building2, ExternalLink, Mail, Phone, Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { TableLoadingRow, TableMessageRow } from '@/components/table-message-row';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { BreakableEmail } from '@/components/email-link';

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

interface CompaniesTableProps {
  rows: Company[] | undefined;
  loading: boolean;
  searching: boolean;
  onEdit: (row: Company) => void;
  onDelete: (row: Company) => void;
  /** Opens the company's contacts, where staff invite more. */
  onContacts: (row: Company) => void;
}

export function CompaniesTable({ rows, loading, searching, onEdit, onDelete, onContacts }: CompaniesTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-4">Company</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Address</TableHead>
          <TableHead>Website</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="pr-4 text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading && !rows && <TableLoadingRow colSpan={6} label="Loading companies..." />}
        {rows?.length === 0 && (
          <TableMessageRow colSpan={6}>
            <EmptyState icon={Building2} title="No companies found" description={searching ? 'Try adjusting your search' : 'No companies have been added yet.'} />
          </TableMessageRow>
        )}
        {rows?.map((row) => {
          const name = row.companyName || row.name;
          const phone = row.phone || row.mobile;
          return (
            <TableRow key={row.id}>
              <TableCell className="pl-4">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary uppercase">
                    {name.charAt(0)}
                  </span>
                  <div className="flex flex-col gap-0.5">
                    <span className="font-medium">{name}</span>
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      <Badge variant={row.is_active ? 'green' : 'grey'}>{row.is_active ? 'Active' : 'Inactive'}</Badge>
                      {row.project_count} {row.project_count === 1 ? 'project' : 'projects'}
                    </span>
                  </div>
                </div>
              </TableCell>
              <TableCell>
                <div className="flex flex-col gap-1 text-sm">
                  <a href={`mailto:${row.email}`} className="flex items-center gap-1.5 whitespace-normal [overflow-wrap:anywhere] hover:underline">
                    <Mail className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0">
                      <BreakableEmail email={row.email} />
                    </span>
                  </a>
                  {phone && (
                    <a href={`tel:${phone}`} className="flex items-center gap-1.5 text-muted-foreground hover:underline">
                      <Phone className="size-3.5" aria-hidden="true" />
                      {phone}
                    </a>
                  )}
                </div>
              </TableCell>
              <TableCell className="max-w-56">
                <p className="truncate text-muted-foreground" title={row.address}>
                  {row.address}
                </p>
              </TableCell>
              <TableCell>
                {row.website ? (
                  <a href={row.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
                    {hostOf(row.website)}
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
              <TableCell className="tabular-nums">{formatDate(row.created_at)}</TableCell>
              <TableCell className="pr-4">
                <div className="flex items-center justify-end gap-1">
                  <TooltipProvider delayDuration={300}>
                    <Tooltip>
                      <TooltipTrigger asChild>
                        <Button variant="ghost" size="icon" className="size-8" aria-label={`Contacts of ${name}`} onClick={() => onContacts(row)}>
                          <Users aria-hidden="true" />
                        </Button>
                      </TooltipTrigger>
                      <TooltipContent>Contacts</TooltipContent>
                    </Tooltip>
                  </TooltipProvider>
                  <RowActions name={name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
