import { EditorProjectScreen } from '@/features/editor/components/editor-project-screen';

export default function EditorProjectPage() {
  return <EditorProjectScreen />;
}
