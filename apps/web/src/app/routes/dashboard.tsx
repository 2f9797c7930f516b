import { AdminDashboard } from '@/features/dashboard/components/admin-dashboard';

export default function DashboardPage() {
  return <AdminDashboard />;
}
