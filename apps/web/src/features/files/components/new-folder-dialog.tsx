import { FolderPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLatch } from '@/lib/use-latch';

// The dialog loads when first opened: only those who may edit see the button, and few press it.
const NewFolderForm = lazy(() => import('./new-folder-form'));

/** New Folder: the button, and the dialog that names the folder. */
export function NewFolderDialog({ projectId, folderPath }: { projectId: number; folderPath: string }) {
  const [open, setOpen] = useState(false);
  const wanted = useLatch(open);
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <FolderPlus aria-hidden />
        New Folder
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <NewFolderForm projectId={projectId} folderPath={folderPath} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
