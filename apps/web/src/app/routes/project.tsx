import { useEditors } from '@/features/projects/api/get-editors';
import { ListingPanel } from '@/features/listing/components/listing-panel';
import { ProjectDetailScreen } from '@/features/projects/components/project-detail-screen';
import { ProjectRevisionsSection } from '@/features/revisions/components/project-revisions-section';

function Revisions({ projectId }: { projectId: number }) {
  const editors = useEditors(true);
  return <ProjectRevisionsSection projectId={projectId} editors={editors.data ?? []} />;
}

const listing = (projectId: number) => <ListingPanel projectId={projectId} />;

export default function ProjectPage() {
  return <ProjectDetailScreen listing={listing} more={(projectId) => <Revisions projectId={projectId} />} />;
}
