import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProjectPage() {
  return <PagePlaceholder title="Project" />;
}
