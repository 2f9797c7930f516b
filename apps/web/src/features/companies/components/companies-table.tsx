import type { Company } from '@portal/contract';
import { Building2, ExternalLink, Mail, Phone, Users } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { RowActions } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';
import { BreakableEmail } from '@/components/email-link';

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};
const nameOf = (row: Company) => row.companyName || row.name;

const columns: DataColumn<Company>[] = [
  {
    label: 'Company',
    cell: (row) => (
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary uppercase">
          {nameOf(row).charAt(0)}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-words">{nameOf(row)}</span>
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            <Badge variant={row.is_active ? 'green' : 'grey'}>{row.is_active ? 'Active' : 'Inactive'}</Badge>
            {row.project_count} {row.project_count === 1 ? 'project' : 'projects'}
          </span>
        </div>
      </div>
    ),
    className: 'min-w-48 max-w-64 whitespace-normal',
  },
  {
    label: 'Contact',
    cell: (row) => {
      const phone = row.phone || row.mobile;
      return (
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <a href={`mailto:${row.email}`} className="flex min-w-0 items-center gap-1.5 whitespace-normal [overflow-wrap:anywhere] hover:underline">
            <Mail className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0">
              <BreakableEmail email={row.email} />
            </span>
          </a>
          {phone && (
            <a href={`tel:${phone}`} className="flex items-center gap-1.5 text-muted-foreground hover:underline">
              <Phone className="size-3.5 shrink-0" aria-hidden="true" />
              {phone}
            </a>
          )}
        </div>
      );
    },
    className: 'max-w-60',
  },
  {
    label: 'Address',
    cell: (row) => (
      <p className="line-clamp-2 whitespace-normal text-muted-foreground" title={row.address}>
        {row.address}
      </p>
    ),
    className: 'min-w-40 max-w-56',
  },
  {
    label: 'Website',
    cell: (row) =>
      row.website ? (
        <a href={row.website} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
          {hostOf(row.website)}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
    secondary: true,
    isEmpty: (row) => !row.website,
  },
  { label: 'Created', cell: (row) => <span className="tabular-nums">{formatDate(row.created_at)}</span>, secondary: true },
];

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
    <DataTable
      label="Companies"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingLabel="Loading companies..."
      empty={<EmptyState icon={Building2} title="No companies found" description={searching ? 'Try adjusting your search' : 'No companies have been added yet.'} />}
      rowKey={(row) => row.id}
      actions={(row) => (
        <div className="flex items-center justify-end gap-1">
          <TooltipProvider delayDuration={300}>
            <Tooltip>
              <TooltipTrigger asChild>
                <Button variant="ghost" size="icon" className="size-8" aria-label={`Contacts of ${nameOf(row)}`} onClick={() => onContacts(row)}>
                  <Users aria-hidden="true" />
                </Button>
              </TooltipTrigger>
              <TooltipContent>Contacts</TooltipContent>
            </Tooltip>
          </TooltipProvider>
          <RowActions name={nameOf(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
        </div>
      )}
    />
  );
}
