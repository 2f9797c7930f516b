import { once } from 'node:events';
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { createJobsRepository } from '../../src/jobs/jobs.repository.ts';
import { createWebhooks } from '../../src/modules/webhooks/index.ts';
import type { ResolveHost } from '../../src/modules/webhooks/outbound-address.ts';
import { testSecretKey } from '../test-app.ts';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as it arrived. */
  body: string;
}

/**
 * A real HTTP receiver on 127.0.0.1 (a random port) that keeps every request. It answers the
 * statuses queued with `answer` in turn, then 200.
 */
export function webhookSink() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'the sink is down for maintenance');
    });
  });
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    received.length = 0;
    statuses.length = 0;
  });
  return {
    received,
    url: (pathname = '/hooks/portal') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`,
    /** The next requests get these statuses, in order. */
    answer: (...next: number[]) => void statuses.push(...next),
    events: () => received.map((request) => JSON.parse(request.body) as { id: string; type: string; created: number; data: Record<string, unknown> }),
  };
}

const silent = { info() {}, warn() {}, error() {} };

/**
 * Runs the test file's webhook deliveries: with the app's own job runner, or, given a resolver that
 * stands in for DNS or a different address rule, with a runner of the module's handler over the
 * same jobs table.
 */
export function webhookJobs(ctx: { app: App; database: Database }, options?: { allowPrivate: boolean; resolve?: ResolveHost }) {
  const own = () => {
    const db = ctx.database.db;
    const jobs = createJobsRepository(db);
    const webhooks = createWebhooks({ db, jobs, secretKey: testSecretKey, config: { webhooksAllowPrivate: options!.allowPrivate, publicUrl: 'http://portal.test' }, resolve: options!.resolve });
    return createJobRunner({ jobs, handlers: webhooks.handlers, logger: silent });
  };
  let runner: ReturnType<typeof own> | undefined;
  const get = () => (options ? (runner ??= own()) : ctx.app.background.runner);
  return {
    /** Runs every delivery due now; answers how many ran. */
    drain: () => get().drain(['webhooks.deliver']),
    /** Makes the waiting retries due now (the clock of the jobs table is the database's). */
    retriesDueNow: () => ctx.database.db.execute(sql`update jobs set run_after = now() where kind = 'webhooks.deliver' and status = 'queued'`),
    jobs: () => ctx.app.background.jobs,
  };
}

/** The verification function of docs/webhooks.md, loaded from the docs themselves. */
export async function documentedVerify(): Promise<(rawBody: string, header: string, secret: string, toleranceSeconds?: number) => boolean> {
  const docs = await readFile(new URL('../../../../docs/webhooks.md', import.meta.url), 'utf8');
  const block = /```js\n(import \{ createHmac[\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error('docs/webhooks.md has no verification snippet');
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'portal-verify-')), 'verify.mjs');
  await writeFile(file, block);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { verifyPortalSignature: Awaited<ReturnType<typeof documentedVerify>> };
  return module.verifyPortalSignature;
}
