import { EditorTasksScreen } from '@/features/editor/components/editor-tasks-screen';

export default function EditorTasksPage() {
  return <EditorTasksScreen />;
}
