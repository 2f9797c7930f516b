import type { ProjectList, ProjectStatus } from '@portal/contract';
import { Banknote, CircleCheck, CirclePause, CircleX, Clock, Eye, FolderKanban, Loader, type LucideIcon } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useMoney } from '@/lib/money';
import { projectStatuses, projectStatusLooks } from '@/lib/project-status';

const statusIcons: Record<ProjectStatus, LucideIcon> = {
  pending: Clock,
  'in progress': Loader,
  review: Eye,
  completed: CircleCheck,
  'on hold': CirclePause,
  cancelled: CircleX,
};

/** Total Projects, one card per status, Total Budget (in the business currency), computed by the server. */
export function ProjectStats({ stats }: { stats: ProjectList['stats'] | undefined }) {
  const money = useMoney();
  return (
    // Eight cards fill two rows of four; on narrower screens the two totals take a whole row each,
    // so the six status cards pair up and no row is left with a hole.
    <div className="@container">
      <div className="grid grid-cols-2 gap-4 @4xl:grid-cols-4">
        <div className="col-span-2 grid @4xl:col-span-1">
          <StatCard label="Total Projects" value={stats?.total} icon={FolderKanban} />
        </div>
        {projectStatuses.map((status) => (
          <StatCard key={status} label={projectStatusLooks[status].label} value={stats?.by_status[status]} icon={statusIcons[status]} />
        ))}
        <div className="col-span-2 grid @4xl:col-span-1">
          <StatCard label="Total Budget" value={stats && money(stats.total_budget)} icon={Banknote} />
        </div>
      </div>
    </div>
  );
}
