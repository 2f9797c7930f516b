// What `npm start` runs the built server with, read from package.json's "start" script so the
// benchmarks and tests run the server exactly as it does: the environment defaults it sets
// (`NAME=${NAME:-value}`) and the node flags before scripts/start.mjs (which builds if needed, then
// runs apps/server/dist/main.js in the same process).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-built.mjs';

const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
const command = script.split('&&').at(-1).trim();

/** The environment `npm start` gives the server: each default, unless the caller's environment sets the variable. */
export function startEnv(env = process.env) {
  return Object.fromEntries([...command.matchAll(/(\w+)=\$\{\1:-([^}]*)\}/g)].map(([, name, value]) => [name, env[name] ?? value]));
}

/** The node flags `npm start` runs the server with. */
export const startNodeFlags = command.match(/\bnode ((?:--\S+ )*)scripts\/start\.mjs$/)?.[1]?.trim().split(' ').filter(Boolean) ?? [];
