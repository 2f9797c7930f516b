import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isSessionExpiredError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateFolder } from '../api/create-folder';

/** The New Folder dialog: a name is trimmed, and a blank one does nothing. */
export default function NewFolderForm({ projectId, folderPath, open, onOpenChange }: { projectId: number; folderPath: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState('');
  const [clientVisible, setClientVisible] = useState(true);
  const create = useCreateFolder(projectId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const folderName = name.trim();
    if (!folderName || create.isPending) return;
    try {
      await create.mutateAsync({ folder_name: folderName, parent_folder: folderPath, client_visible: clientVisible });
      void notifySuccess(`Folder ${folderName} created successfully!`);
      onOpenChange(false);
      setName('');
      setClientVisible(true);
    } catch (error) {
      if (!isSessionExpiredError(error)) void notifyError(`Failed to create folder: ${error instanceof Error ? error.message : 'Folder creation failed'}`);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setName('');
          setClientVisible(true);
        }
      }}
    >
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New Folder</DialogTitle>
            <DialogDescription>{folderPath ? `Inside ${folderPath}` : 'In the project root'}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="new-folder-name">Folder Name</Label>
            <Input id="new-folder-name" value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Exterior" autoComplete="off" maxLength={255} autoFocus />
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={clientVisible} onChange={(event) => setClientVisible(event.target.checked)} />
            <span>
              Visible to the client
              <span className="block text-xs text-muted-foreground">Untick for RAW files and selects: an internal folder is never listed, zipped or served to the client.</span>
            </span>
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner className="text-current" />}
              Create Folder
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
