import { EditorRevisionScreen } from '@/features/revisions/components/editor-revision-screen';

export default function EditorRevisionPage() {
  return <EditorRevisionScreen />;
}
