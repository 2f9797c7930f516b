import { ClientProjectFilesScreen } from '@/features/client/components/client-project-files-screen';

export default function ClientProjectFilesPage() {
  return <ClientProjectFilesScreen />;
}
