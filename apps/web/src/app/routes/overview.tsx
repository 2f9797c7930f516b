import { PagePlaceholder } from '@/components/page-placeholder';

export default function OverviewPage() {
  return <PagePlaceholder title="Overview" />;
}
