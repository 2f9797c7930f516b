import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ConnectionCheck, ConnectionTest } from '@portal/contract';
import type { FileStore } from '../../storage/file-store.ts';

/** Probe objects live only here, never beside project files (`projects/...`). */
export const connectionProbePrefix = 'connection-test/';
/** A store that does not answer counts as failed rather than holding the screen's request open. */
const checkTimeoutMs = 10_000;

async function timed(check: () => Promise<void>, timeoutMs: number): Promise<ConnectionCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs / 1000} seconds`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true, ms: elapsed(started) };
  } catch (error) {
    return { ok: false, ms: elapsed(started), error: error instanceof Error && error.message ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** Writes a small object through the FileStore, reads it back, compares, deletes it and checks it is gone. */
async function storeRoundTrip(store: FileStore) {
  const key = `${connectionProbePrefix}${randomUUID()}`;
  const bytes = Buffer.from(`portal connection test ${new Date().toISOString()}`);
  await store.put(key, Readable.from([bytes]), { contentType: 'text/plain', size: bytes.length });
  try {
    const read = await buffer(await store.get(key));
    if (!read.equals(bytes)) throw new Error('The object read back differs from the one written');
  } catch (error) {
    await store.delete([key]).catch(() => {}); // the read's reason is the one to report
    throw error;
  }
  await store.delete([key]);
  if (await store.stat(key)) throw new Error('The test object is still there after delete');
}

interface Deps {
  ping: () => Promise<void>;
  store: FileStore;
  /** Blanks secrets a driver may quote in its error message. */
  redact?: (text: string) => string;
  timeoutMs?: number;
}

/**
 * Test Connection: a `select 1` round trip and a store round trip, each timed. Failures are results
 * (ok: false with the reason), never thrown.
 */
export function createConnectionTester({ ping, store, redact = (text) => text, timeoutMs = checkTimeoutMs }: Deps) {
  const check = async (work: () => Promise<void>) => {
    const result = await timed(work, timeoutMs);
    return result.error === undefined ? result : { ...result, error: redact(result.error) };
  };
  return async (): Promise<ConnectionTest> => {
    const [database, storage] = await Promise.all([check(ping), check(() => storeRoundTrip(store))]);
    return { database, storage };
  };
}
