import type { ProjectList } from '@portal/contract';
import { CircleCheck, Clock, DollarSign, FolderKanban, Loader } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { formatMoney } from '@/lib/format';

/** Total Projects, Completed, In Progress, Pending, Total Budget (USD), computed by the server. */
export function ProjectStats({ stats }: { stats: ProjectList['stats'] | undefined }) {
  return (
    // Counts need little room and money needs more: the budget gets a wider column, two on phones;
    // its wrapper is a grid so the card stretches to the height of the others.
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.6fr)]">
      <StatCard label="Total Projects" value={stats?.total} icon={FolderKanban} />
      <StatCard label="Completed" value={stats?.completed} icon={CircleCheck} />
      <StatCard label="In Progress" value={stats?.in_progress} icon={Loader} />
      <StatCard label="Pending" value={stats?.pending} icon={Clock} />
      <div className="col-span-2 grid xl:col-span-1">
        <StatCard label="Total Budget" value={stats && formatMoney(stats.total_budget, 'USD')} icon={DollarSign} />
      </div>
    </div>
  );
}
