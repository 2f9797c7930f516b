import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProject } from '@/features/projects/api/get-project';
import { FileManager } from '@/features/files/components/file-manager';
import { PageTitle } from '@/components/page-title';
import { FileVersionsStage } from '@/features/revisions/components/file-versions-stage';

/** /project/:id/files: the staff view of a project's files. */
export function ProjectFilesScreen() {
  const id = Number(useParams().id);
  const project = useProject(id);
  const navigate = useNavigate();
  // History back, as the spec says; a page opened directly has no back, so go to the project.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(`/project/${id}`));
  const name = project.data?.projectName;

  return (
    <section className="flex flex-col gap-4">
      <PageTitle>{name ? `${name} · Files` : 'Project Files'}</PageTitle>
      <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={back}>
        <ArrowLeft aria-hidden />
        Back to Project
      </Button>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-2">
        <Badge variant="secondary" className="self-center">
          Files
        </Badge>
        {name ? (
          <h1 className="text-2xl font-semibold tracking-tight break-words">{name}</h1>
        ) : project.isPending && Number.isInteger(id) ? (
          <Skeleton className="h-8 w-64" aria-label="Loading project" />
        ) : (
          <h1 className="text-2xl font-semibold tracking-tight">Project Files</h1>
        )}
        {Number.isInteger(id) && id > 0 && <span className="text-sm text-muted-foreground tabular-nums">#{id}</span>}
      </header>
      {Number.isInteger(id) && id > 0 ? <FileManager projectId={id} renderPreviewStage={(stage) => <FileVersionsStage projectId={id} {...stage} />} /> : <p className="text-sm text-muted-foreground">Project ID missing</p>}
    </section>
  );
}
