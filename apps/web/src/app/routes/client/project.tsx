import { ClientProjectScreen } from '@/features/client/components/client-project-screen';

export default function ClientProjectPage() {
  return <ClientProjectScreen />;
}
