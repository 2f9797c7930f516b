import { ListingPanel } from '@/features/listing/components/listing-panel';
import { ProjectDetailScreen } from '@/features/projects/components/project-detail-screen';

const listing = (projectId: number) => <ListingPanel projectId={projectId} />;

export default function ProjectPage() {
  return <ProjectDetailScreen listing={listing} />;
}
