// Module hooks for start-child.ts: every module imported (resolved) is appended to PORTAL_RECORD_IMPORTS.
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(process.env.PORTAL_RECORD_IMPORTS, `${resolved.url}\n`);
  return resolved;
}
