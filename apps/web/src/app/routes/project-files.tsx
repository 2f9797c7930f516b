import { PagePlaceholder } from '@/components/page-placeholder';

export default function ProjectFilesPage() {
  return <PagePlaceholder title="Project Files" />;
}
