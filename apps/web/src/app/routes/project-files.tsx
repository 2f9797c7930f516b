import { ProjectFilesScreen } from '@/app/screens/project-files-screen';

export default function ProjectFilesPage() {
  return <ProjectFilesScreen />;
}
