import type { RecentActivity as Entry } from '@portal/contract';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { activitySentence, formatDateTime } from '@/lib/activity-sentence';

/** The latest entries of the activity log, each a sentence with who and when; project entries link to the project. */
export function RecentActivityList({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return <EmptyState icon={History} title="No activity yet" description="Changes to projects and invoices show here." />;
  return (
    <ol className="flex flex-col divide-y" aria-label="Recent activity">
      {entries.map((entry) => {
        const { sentence } = activitySentence({ ...entry, actorName: entry.actor_name });
        return (
          <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 text-sm first:pt-0 last:pb-0">
            {entry.entity_type === 'project' && entry.entity_id ? (
              <Link to={`/project/${entry.entity_id}`} className="font-medium hover:underline">
                {sentence}
              </Link>
            ) : (
              <span className="font-medium">{sentence}</span>
            )}
            <span className="text-xs text-muted-foreground">
              {entry.subject ? `${entry.subject} · ` : entry.entity_type === 'project' && entry.entity_id ? `Project #${entry.entity_id} · ` : ''}
              {entry.actor_name} · {formatDateTime(entry.created_at)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
