import { ClientProjectsScreen } from '@/app/screens/client/client-projects-screen';

export default function ClientProjectsPage() {
  return <ClientProjectsScreen />;
}
