import { useMemo, useState } from 'react';
import type { ApiEndpoint } from '@portal/contract';
import { Route } from 'lucide-react';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-panel';
import { SearchInput } from '@/components/search-input';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useApiEndpoints } from '../api/get-api-endpoints';

const methodTones: Record<string, BadgeProps['variant']> = { GET: 'blue', POST: 'green', PUT: 'yellow', PATCH: 'yellow', DELETE: 'red' };

const columns: DataColumn<ApiEndpoint>[] = [
  {
    label: 'Method',
    cell: (row) => (
      <Badge variant={methodTones[row.method] ?? 'grey'} className="font-mono">
        {row.method}
      </Badge>
    ),
    className: 'w-20 align-top',
  },
  { label: 'Path', cell: (row) => <code className="font-mono text-xs break-all">{row.path}</code> },
  { label: 'Summary', cell: (row) => <span className="text-muted-foreground">{row.summary}</span>, className: 'whitespace-normal' },
];

/** Rows whose method, path, summary or tag contains every word typed, without case. */
export function filterEndpoints(rows: ApiEndpoint[], search: string) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const text = `${row.method} ${row.path} ${row.summary} ${row.tag}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The API's operations, read from its OpenAPI document, searchable. */
export function ApiEndpointsTable() {
  const endpoints = useApiEndpoints();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => filterEndpoints(endpoints.data?.data ?? [], search), [endpoints.data, search]);

  if (endpoints.isError && !endpoints.data) return <ListError title="Error loading API endpoints" onRetry={() => void endpoints.refetch()} />;
  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-2 border-b px-4 pb-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <SearchInput value={search} onSearch={setSearch} placeholder="Search by path, method or summary..." label="Search endpoints" />
        {endpoints.data && (
          <p className="text-sm text-muted-foreground tabular-nums">
            {rows.length === endpoints.data.data.length ? `${rows.length} endpoints` : `${rows.length} of ${endpoints.data.data.length} endpoints`}
          </p>
        )}
      </div>
      <DataTable
        label="API endpoints"
        columns={columns}
        rows={endpoints.data ? rows : undefined}
        loading={endpoints.isPending}
        loadingLabel="Loading endpoints..."
        empty={<EmptyState icon={Route} title="No endpoints found" description="No endpoint matches your search." />}
        rowKey={(row) => `${row.method} ${row.path}`}
        cardTitle="Path"
      />
    </div>
  );
}
