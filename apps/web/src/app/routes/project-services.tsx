import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProjectServicesPage() {
  return <PagePlaceholder title="Photography Services" />;
}
