import { RolesScreen } from '@/app/screens/roles-screen';

export default function RolesPage() {
  return <RolesScreen />;
}
