import { ProjectDetailScreen } from '@/features/projects/components/project-detail-screen';

export default function ProjectPage() {
  return <ProjectDetailScreen />;
}
