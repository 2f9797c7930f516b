import { ProjectsScreen } from '@/features/projects/components/projects-screen';

export default function ProjectsPage() {
  return <ProjectsScreen />;
}
