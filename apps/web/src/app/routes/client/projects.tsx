import { ClientProjectsScreen } from '@/features/client/components/client-projects-screen';

export default function ClientProjectsPage() {
  return <ClientProjectsScreen />;
}
