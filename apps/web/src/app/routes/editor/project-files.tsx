import { EditorProjectFilesScreen } from '@/app/screens/editor-project-files-screen';

export default function EditorProjectFilesPage() {
  return <EditorProjectFilesScreen />;
}
