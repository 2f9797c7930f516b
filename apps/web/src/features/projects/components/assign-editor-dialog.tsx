import type { Project } from '@portal/contract';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { notifySuccess } from '@/lib/notify';
import { useEditors } from '../api/get-editors';
import { useUpdateProject } from '../api/update-project';
import { isProjectStatus } from '@/lib/project-status';

/** Spec section 4: assigning keeps the current status, 'in progress' when there is none. */
export function statusAfterAssigning(project: Pick<Project, 'projectStatus'>) {
  return isProjectStatus(project.projectStatus) ? project.projectStatus : 'in progress';
}

/** Assign Editor: only editors are offered; submit stays disabled until one is chosen or while saving. */
export function AssignEditorDialog({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [editorId, setEditorId] = useState('');
  const editors = useEditors(open);
  const assign = useUpdateProject('Failed to assign editor.');

  const openChange = (next: boolean) => {
    if (assign.isPending) return;
    setOpen(next);
    if (next) setEditorId('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editorId) return;
    try {
      await assign.mutateAsync({ id: project.id, body: { assignedTo_id: Number(editorId), projectStatus: statusAfterAssigning(project) } });
      void notifySuccess('Editor assigned successfully!');
      setOpen(false);
    } catch {
      // Toasted by the query client ('Failed to assign editor.').
    }
  };

  const list = editors.data ?? [];
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden />
          Assign Editor
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign Editor</DialogTitle>
          <DialogDescription>
            {project.assignedTo ? `Currently assigned to ${project.assignedTo.username}.` : 'No editor is assigned to this project yet.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <Label htmlFor="assign-editor">Editor</Label>
            <Select value={editorId} onValueChange={setEditorId} disabled={assign.isPending}>
              <SelectTrigger id="assign-editor" className="w-full">
                <SelectValue placeholder={editors.isLoading ? 'Loading editors...' : 'Select an editor'} />
              </SelectTrigger>
              <SelectContent>
                {list.length === 0 ? (
                  <p className="px-2 py-1.5 text-sm text-muted-foreground">{editors.isLoading ? 'Loading editors...' : 'No editors found'}</p>
                ) : (
                  list.map((editor) => (
                    <SelectItem key={editor.id} value={String(editor.id)}>
                      {editor.username} <span className="text-muted-foreground">({editor.email})</span>
                    </SelectItem>
                  ))
                )}
              </SelectContent>
            </Select>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={assign.isPending} onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!editorId || assign.isPending}>
              {assign.isPending && <Spinner className="text-current" />}
              {assign.isPending ? 'Assigning...' : 'Assign Editor'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
