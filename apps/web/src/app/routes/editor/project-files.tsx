import { EditorProjectFilesScreen } from '@/features/files/components/editor-project-files-screen';

export default function EditorProjectFilesPage() {
  return <EditorProjectFilesScreen />;
}
