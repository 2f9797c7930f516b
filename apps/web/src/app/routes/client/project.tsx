import { PagePlaceholder } from '@/components/page-placeholder';

export default function ClientProjectPage() {
  return <PagePlaceholder title="Project" />;
}
