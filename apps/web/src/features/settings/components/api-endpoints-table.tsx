import { useMemo, useState } from 'react';
import type { ApiEndpoint } from '@portal/contract';
import { Route } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-panel';
import { SearchInput } from '@/components/search-input';
import { TableLoadingRow, TableMessageRow } from '@/components/table-message-row';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useApiEndpoints } from '../api/get-api-endpoints';

const methodTones: Record<string, BadgeProps['variant']> = { GET: 'blue', POST: 'green', PUT: 'yellow', PATCH: 'yellow', DELETE: 'red' };

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
      <Table aria-label="API endpoints">
        <TableHeader>
          <TableRow>
            <TableHead className="w-20 pl-4 sm:pl-6">Method</TableHead>
            <TableHead>Path</TableHead>
            <TableHead className="hidden md:table-cell">Summary</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {endpoints.isPending ? (
            <TableLoadingRow colSpan={3} label="Loading endpoints..." />
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={3}>
              <EmptyState icon={Route} title="No endpoints found" description="No endpoint matches your search." />
            </TableMessageRow>
          ) : (
            rows.map((row) => (
              <TableRow key={`${row.method} ${row.path}`}>
                <TableCell className="pl-4 align-top sm:pl-6">
                  <Badge variant={methodTones[row.method] ?? 'grey'} className="font-mono">
                    {row.method}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-normal md:whitespace-nowrap">
                  <code className="font-mono text-xs break-all md:break-normal md:whitespace-nowrap">{row.path}</code>
                  {/* On phones the summary sits under the path instead of in its own column. */}
                  <p className="text-xs text-muted-foreground md:hidden">{row.summary}</p>
                </TableCell>
                <TableCell className="hidden whitespace-normal text-muted-foreground md:table-cell">{row.summary}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
