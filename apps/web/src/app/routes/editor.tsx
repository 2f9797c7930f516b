import { EditorTasksScreen } from '@/features/editor/components/editor-tasks-screen';
import { RevisionTasks } from '@/features/revisions/components/revision-tasks';

export default function EditorTasksPage() {
  return <EditorTasksScreen more={<RevisionTasks />} />;
}
