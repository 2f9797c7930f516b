import { PagePlaceholder } from '@/components/page-placeholder';

export default function ClientProjectsPage() {
  return <PagePlaceholder title="My Projects" />;
}
