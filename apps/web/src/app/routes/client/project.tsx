import { ClientProjectScreen } from '@/app/screens/client/client-project-screen';

export default function ClientProjectPage() {
  return <ClientProjectScreen />;
}
