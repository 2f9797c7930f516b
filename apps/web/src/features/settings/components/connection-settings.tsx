import type { ConnectionCheck, ConnectionTest, SystemInfo } from '@portal/contract';
import { CircleCheck, CircleX, PlugZap } from 'lucide-react';
import { InfoRow } from '@/components/info-card';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useTestConnection } from '../api/test-connection';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

/** '5 GiB', '512 MiB': upload limits are set in whole binary units. */
export function formatByteLimit(bytes: number) {
  if (bytes >= GiB) return `${Number((bytes / GiB).toFixed(1))} GiB`;
  if (bytes >= MiB) return `${Number((bytes / MiB).toFixed(1))} MiB`;
  return `${bytes} bytes`;
}

/** '10 minutes', '1 hour', '45 seconds'. */
export function formatSeconds(seconds: number) {
  const unit = (n: number, word: string) => `${Number(n.toFixed(1))} ${word}${n === 1 ? '' : 's'}`;
  if (seconds >= 3600) return unit(seconds / 3600, 'hour');
  if (seconds >= 60) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

const hostPort = (host: string | null, port: number | null) => (host ? (port ? `${host}:${port}` : host) : '');
const mono = (value: string | null) => (value ? <span className="font-mono text-xs break-all">{value}</span> : '');

/** The connection and storage in use, read-only: they come from the server's environment and change only with a restart. */
export function ConnectionRows({ info }: { info: SystemInfo }) {
  const { database, storage, smtp } = info;
  return (
    <dl className="grid gap-3 text-sm" aria-label="Connection and storage">
      <InfoRow label="Database">{database.kind === 'embedded' ? 'Embedded (PGlite)' : 'PostgreSQL'}</InfoRow>
      {database.kind === 'postgresql' ? (
        <>
          <InfoRow label="Host">{mono(hostPort(database.host, database.port))}</InfoRow>
          <InfoRow label="Database name">{mono(database.name)}</InfoRow>
        </>
      ) : (
        <InfoRow label="Location">{mono(database.path)}</InfoRow>
      )}
      <InfoRow label="File storage">{storage.kind === 'local' ? 'Local disk' : 'S3-compatible bucket'}</InfoRow>
      {storage.kind === 's3' ? (
        <>
          <InfoRow label="Bucket">{mono(storage.bucket)}</InfoRow>
          <InfoRow label="Endpoint">{mono(storage.endpoint ?? 'AWS S3 (default)')}</InfoRow>
          <InfoRow label="Region">{storage.region}</InfoRow>
          <InfoRow label="Path-style">{storage.force_path_style ? 'Yes' : 'No'}</InfoRow>
        </>
      ) : (
        <InfoRow label="Folder">{mono(storage.path)}</InfoRow>
      )}
      <InfoRow label="Public URL">{mono(info.public_url)}</InfoRow>
      <InfoRow label="Largest upload">{formatByteLimit(info.max_upload_bytes)}</InfoRow>
      <InfoRow label="Signed links last">{formatSeconds(info.signed_url_ttl_seconds)}</InfoRow>
      <InfoRow label="E-mail">
        {smtp.configured ? (
          <>
            {mono(hostPort(smtp.host, smtp.port))} {smtp.secure && <span className="text-muted-foreground">(TLS)</span>}
          </>
        ) : (
          <span className="text-muted-foreground">Not configured: e-mails are written to the server log</span>
        )}
      </InfoRow>
      <InfoRow label="Version">{info.version}</InfoRow>
    </dl>
  );
}

const checkNames = { database: 'Database', storage: 'File storage' } as const;
const formatMs = (ms: number) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

function CheckResult({ name, check }: { name: string; check: ConnectionCheck }) {
  const Icon = check.ok ? CircleCheck : CircleX;
  return (
    <li className="flex items-start gap-2 text-sm">
      <Icon aria-hidden className={check.ok ? 'mt-0.5 size-4 shrink-0 text-emerald-600' : 'mt-0.5 size-4 shrink-0 text-destructive'} />
      <div className="min-w-0">
        <span className="font-medium">{name}</span> {check.ok ? 'OK' : 'Failed'} · <span className="tabular-nums">{formatMs(check.ms)}</span>
        {check.error && <p className="break-words text-destructive">{check.error}</p>}
      </div>
    </li>
  );
}

function announce(result: ConnectionTest) {
  const failed = (Object.keys(checkNames) as Array<keyof typeof checkNames>).filter((key) => !result[key].ok);
  if (failed.length === 0) {
    void notifySuccess('Connection Successful', `Database ${formatMs(result.database.ms)} · File storage ${formatMs(result.storage.ms)}`);
    return;
  }
  const names = failed.map((key) => checkNames[key]).join(' and ');
  void notifyError(`Connection Failed: ${names}`, failed.map((key) => `${checkNames[key]}: ${result[key].error ?? 'failed'}`).join(' · '));
}

/** 'Test Connection': a timed database round trip and a store write/read/delete on the server; each result with its time. */
export function TestConnection() {
  const test = useTestConnection();
  const result = test.data?.data;

  const run = async () => {
    try {
      announce((await test.mutateAsync()).data);
    } catch {
      // The query client has toasted why the server could not be asked.
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" onClick={() => void run()} disabled={test.isPending} className="w-full sm:w-fit">
        {test.isPending ? <Spinner className="text-current" /> : <PlugZap aria-hidden />}
        Test Connection
      </Button>
      {test.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Testing the database and file storage...
        </p>
      )}
      {result && !test.isPending && (
        <ul className="flex flex-col gap-2" aria-label="Connection test results">
          <CheckResult name={checkNames.database} check={result.database} />
          <CheckResult name={checkNames.storage} check={result.storage} />
        </ul>
      )}
    </div>
  );
}
