import { PagePlaceholder } from '@/components/page-placeholder';

export default function EditorProjectFilesPage() {
  return <PagePlaceholder title="Project Files" />;
}
