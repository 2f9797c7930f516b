import { ClientProjectFilesScreen } from '@/app/screens/client/client-project-files-screen';

export default function ClientProjectFilesPage() {
  return <ClientProjectFilesScreen />;
}
