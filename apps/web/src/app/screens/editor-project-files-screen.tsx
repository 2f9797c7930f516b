import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useEditorProject } from '@/features/editor/api/use-editor-project';
import { BackToTasks } from '@/features/editor/components/editor-project-screen';
import { FileManager } from '@/features/files/components/file-manager';
import { PageTitle } from '@/components/page-title';

/** /editor/project/:id/files: the shared file manager for an editor's assigned project. */
export function EditorProjectFilesScreen() {
  const raw = useParams().id;
  const id = Number(raw);
  // Staff may complete the project while the editor works: the page then leaves for the task list.
  useEditorProject(id);
  if (!raw || !Number.isInteger(id) || id <= 0) {
    return (
      <section className="flex flex-col gap-4">
        <PageTitle>Project Files</PageTitle>
        <BackToTasks />
        <EmptyState icon={SearchX} title="Project ID missing" />
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{`Project Files #${id}`}</PageTitle>
      <BackToTasks />
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Project Files</h1>
        <span className="text-sm text-muted-foreground tabular-nums">Project #{id}</span>
      </header>
      <FileManager projectId={id} />
    </section>
  );
}
