import { PagePlaceholder } from '@/components/page-placeholder';

export default function EditorTasksPage() {
  return <PagePlaceholder eyebrow="Editor Dashboard" title="Your Tasks" />;
}
