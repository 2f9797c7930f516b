import { useEditors } from '@/features/projects/api/get-editors';
import { ProjectDetailScreen } from '@/features/projects/components/project-detail-screen';
import { ProjectRevisionsSection } from '@/features/revisions/components/project-revisions-section';

function Revisions({ projectId }: { projectId: number }) {
  const editors = useEditors(true);
  return <ProjectRevisionsSection projectId={projectId} editors={editors.data ?? []} />;
}

export default function ProjectPage() {
  return <ProjectDetailScreen more={(projectId) => <Revisions projectId={projectId} />} />;
}
