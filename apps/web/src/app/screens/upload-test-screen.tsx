import { FlaskConical, KeyRound, RefreshCcwDot, Server, Upload } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useProjects } from '@/features/projects/api/get-projects';
import { readSession } from '@/lib/session';
import { directUpload } from '@/features/files/api/direct-upload';
import { createMultipartTransport } from '@/features/files/upload/multipart-transport';
import { createTusTransport } from '@/features/files/upload/tus-transport';
import type { UploadTransport } from '@/features/files/upload/upload-queue';
import { serveFile } from '@/features/files/api/serve-file';

interface Uploaded {
  path: string;
  name: string;
  folderPath: string;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One file through a queue transport (the multipart call or tus), reporting its bytes as they go. */
function sendOnce(transport: UploadTransport, projectId: number, file: File, onProgress: (loaded: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    transport.start({ id: `upload-test-${Date.now()}`, projectId, file, folderPath: '' }, { progress: onProgress, success: resolve, error: reject });
  });
}

type Method = 'multipart' | 'tus';
const methodNames: Record<Method, string> = { multipart: 'Multipart', tus: 'Resumable (tus)' };

/** /upload-test: a staff tool that tries the direct upload and the serve call. */
export function UploadTestScreen() {
  const token = readSession()?.token ?? null;
  const projects = useProjects({});
  const [chosen, setChosen] = useState<string>();
  const projectId = chosen ?? (projects.data?.data[0] ? String(projects.data.data[0].id) : undefined);
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<Uploaded[]>([]);
  const [result, setResult] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string>();

  const run = async (task: () => Promise<string>) => {
    setBusy(true);
    try {
      setResult(await task());
    } catch (error) {
      setResult(describe(error));
    } finally {
      setBusy(false);
    }
  };

  const testUpload = () => {
    if (!token) return setResult('No token found. Please login first.');
    if (!file) return setResult('Please select a file first');
    if (!projectId) return setResult('Please select a project first');
    void run(async () => {
      const answer = await directUpload(Number(projectId), file);
      const entry = answer.data.file;
      setUploaded((current) => [...current, { path: answer.data.file_paths[0] ?? entry.relative_path, name: entry.name, folderPath: entry.folder_path }]);
      return JSON.stringify(answer, null, 2);
    });
  };

  /** The file manager's paths: the spec's multipart call, or tus (resumable). */
  const testVia = (method: Method) => {
    if (!token) return setResult('No token found. Please login first.');
    if (!file) return setResult('Please select a file first');
    if (!projectId) return setResult('Please select a project first');
    const transport = method === 'tus' ? createTusTransport() : createMultipartTransport();
    void run(async () => {
      setProgress(`${methodNames[method]}: 0%`);
      const answer = (await sendOnce(transport, Number(projectId), file, (loaded) =>
        setProgress(`${methodNames[method]}: ${file.size > 0 ? Math.floor((loaded / file.size) * 100) : 100}%`),
      )) as { data?: { file_paths?: string[]; file?: { name: string; folder_path: string; relative_path: string } } } | undefined;
      setProgress(`${methodNames[method]}: done`);
      const entry = answer?.data?.file;
      const path = answer?.data?.file_paths?.[0] ?? entry?.relative_path;
      if (path) setUploaded((current) => [...current, { path, name: entry?.name ?? path.split('/').at(-1)!, folderPath: entry?.folder_path ?? '' }]);
      return JSON.stringify(answer ?? { success: true }, null, 2);
    });
  };

  const testServe = (item: Uploaded) =>
    void run(async () => JSON.stringify(await serveFile(Number(projectId), item.name, { folderPath: item.folderPath }), null, 2));

  return (
    <section className="flex flex-col gap-6">
      <PageHeader title="Upload Test" description="Tries the direct upload to storage, the multipart upload, the resumable (tus) upload and the signed file links." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <KeyRound aria-hidden className="size-4" />
              Authentication
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 text-sm">
            {token ? (
              <>
                <Badge variant="green">Token found</Badge>
                <code className="rounded bg-muted px-2 py-1 font-mono text-xs break-all">{`${token.slice(0, 20)}...`}</code>
              </>
            ) : (
              <Badge variant="red">No token found. Please login first.</Badge>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FlaskConical aria-hidden className="size-4" />
              Direct Upload
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="grid gap-2">
              <Label htmlFor="upload-test-project">Project</Label>
              <Select value={projectId} onValueChange={setChosen}>
                <SelectTrigger id="upload-test-project" aria-label="Project" className="w-full">
                  <SelectValue placeholder={projects.isPending ? 'Loading projects...' : 'Select a project'} />
                </SelectTrigger>
                <SelectContent>
                  {(projects.data?.data ?? []).map((project) => (
                    <SelectItem key={project.id} value={String(project.id)}>
                      {project.projectName} (#{project.id})
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="upload-test-file">File</Label>
              <Input id="upload-test-file" type="file" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={testUpload} disabled={busy} className="w-fit">
                {busy ? <Spinner className="text-current" /> : <Upload aria-hidden />}
                Test Direct Upload
              </Button>
              <Button variant="outline" onClick={() => testVia('multipart')} disabled={busy}>
                <Upload aria-hidden />
                Test Multipart Upload
              </Button>
              <Button variant="outline" onClick={() => testVia('tus')} disabled={busy}>
                <RefreshCcwDot aria-hidden />
                Test Resumable Upload
              </Button>
            </div>
            {progress && (
              <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                {progress}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      {uploaded.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Uploaded Files</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y" aria-label="Uploaded files">
              {uploaded.map((item, index) => (
                <li key={`${item.path}-${index}`} className="flex items-center gap-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 truncate font-mono text-xs" title={item.path}>
                    {item.path}
                  </span>
                  <Button size="sm" variant="outline" disabled={busy} onClick={() => testServe(item)}>
                    <Server aria-hidden />
                    Test Serve
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <div className="grid gap-2">
        <Label htmlFor="upload-test-result">Result</Label>
        <textarea
          id="upload-test-result"
          readOnly
          value={result}
          rows={12}
          className="w-full rounded-md border bg-muted/40 p-3 font-mono text-xs"
          placeholder="Results appear here."
        />
      </div>
    </section>
  );
}
