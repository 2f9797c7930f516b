import { RolesScreen } from '@/features/roles/components/roles-screen';

export default function RolesPage() {
  return <RolesScreen />;
}
