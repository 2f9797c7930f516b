import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProjectsPage() {
  return <PagePlaceholder title="Project Management" />;
}
