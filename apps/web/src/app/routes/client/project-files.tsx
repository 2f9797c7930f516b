import { PagePlaceholder } from '@/components/page-placeholder';

export default function ClientProjectFilesPage() {
  return <PagePlaceholder title="Project Files" />;
}
