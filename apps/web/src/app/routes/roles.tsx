import { PagePlaceholder } from '@/components/page-placeholder';

export default function RolesPage() {
  return <PagePlaceholder title="Role and User Management" />;
}
