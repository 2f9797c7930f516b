import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** How long one storage check (a write, a read and a delete) answers for. */
export const storeCheckTtlMs = 30_000;

export interface ComponentState {
  status: 'ok' | 'error';
  detail?: string;
}

async function stateOf(check: () => Promise<void>): Promise<ComponentState> {
  try {
    await check();
    return { status: 'ok' };
  } catch (error) {
    return { status: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Pings the database on every call (a read), but writes to the store at most once per
 * `storeCheckTtlMs`: parallel and repeated health calls share one check's result.
 */
export function createHealthProbe({ database, store, clock = () => new Date() }: {
  database: Pick<Database, 'ping'>;
  store: Pick<FileStore, 'check'>;
  clock?: () => Date;
}) {
  let storeCheck: { startedAt: number; state: Promise<ComponentState> } | undefined;

  function storageState() {
    const now = clock().getTime();
    if (!storeCheck || now - storeCheck.startedAt >= storeCheckTtlMs || now < storeCheck.startedAt) {
      storeCheck = { startedAt: now, state: stateOf(() => store.check()) };
    }
    return storeCheck.state;
  }

  return {
    async run() {
      const [db, storage] = await Promise.all([stateOf(() => database.ping()), storageState()]);
      return { db, storage };
    },
  };
}
