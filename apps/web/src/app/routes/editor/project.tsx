import { PagePlaceholder } from '@/components/page-placeholder';

export default function EditorProjectPage() {
  return <PagePlaceholder title="Project" />;
}
