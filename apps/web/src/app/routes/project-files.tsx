import { ProjectFilesScreen } from '@/features/files/components/project-files-screen';

export default function ProjectFilesPage() {
  return <ProjectFilesScreen />;
}
