import { UsersPage as UsersScreen } from '@/features/users/components/users-page';

export default function UsersPage() {
  return <UsersScreen />;
}
