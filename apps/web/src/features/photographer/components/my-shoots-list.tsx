import { formatShootTime, type Project } from '@portal/contract';
import { Camera, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMyShoots } from '../api/get-my-shoots';

const byStart = (a: Project, b: Project) => (a.scheduled_start ?? '9999').localeCompare(b.scheduled_start ?? '9999');

/** The shoots the photographer is booked for, soonest first, each opening its brief and files. */
export function MyShootsList({ timeZone }: { timeZone: string }) {
  const shoots = useMyShoots();
  const rows = shoots.data ? [...shoots.data].sort(byStart) : undefined;
  const columns: DataColumn<Project>[] = [
    {
      label: 'Shoot',
      cell: (project) => (
        <Link to={`/photographer/shoot/${project.id}`} className="font-medium break-words hover:underline">
          {project.projectName}
        </Link>
      ),
      className: 'w-full min-w-40 whitespace-normal',
    },
    { label: 'When', cell: (project) => (project.scheduled_start ? formatShootTime(project.scheduled_start, timeZone) : 'Not scheduled'), className: 'whitespace-nowrap' },
    { label: 'Address', cell: (project) => project.order?.address || project.siteAddress, className: 'min-w-48 whitespace-normal', secondary: true },
  ];
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <DataTable
        label="My shoots"
        columns={columns}
        rows={rows}
        loading={shoots.isPending}
        loadingLabel="Loading your shoots..."
        empty={<EmptyState icon={Camera} title="No shoots booked" description="Shoots the studio books you for appear here and on your calendar." />}
        rowKey={(project) => project.id}
        actions={(project) => (
          <Button variant="outline" size="sm" asChild>
            <Link to={`/photographer/shoot/${project.id}`} aria-label={`Open ${project.projectName}`}>
              <Eye aria-hidden />
              <span className="hidden sm:inline">Open</span>
            </Link>
          </Button>
        )}
      />
    </Card>
  );
}
