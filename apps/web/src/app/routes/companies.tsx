import { PagePlaceholder } from '@/components/page-placeholder';

export default function CompaniesPage() {
  return <PagePlaceholder title="Company Management" />;
}
