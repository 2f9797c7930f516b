#!/usr/bin/env node
// `npm run bench`: every benchmark, each printing its figure and its ratio against a baseline.
import { spawnSync } from 'node:child_process';
import { coldStart } from './cold-start.mjs';

// The TypeScript benches (some reuse the server's code) run through tsx.
const tsx = (file) => async () => {
  const run = spawnSync('npx', ['tsx', file], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`exited with ${run.status}`);
};
const routeJs = tsx('bench/route-js/route-js.ts');
const projectsList = tsx('bench/projects-list/projects-list.ts');
const idleMemory = tsx('bench/idle-memory/idle-memory.ts');
const createThroughput = tsx('bench/create-throughput/create-throughput.ts');
const listUnderWrites = tsx('bench/list-under-writes/list-under-writes.ts');
const derivatives = tsx('bench/derivatives/derivatives.ts');
const derivativesMemory = tsx('bench/derivatives/memory.ts');
const filesUpload = tsx('bench/files/upload.ts');
const filesZip = tsx('bench/files/zip.ts');
const tusUpload = tsx('bench/tus-upload/tus-upload.ts');
const filesList = tsx('bench/files/list.ts');
const clientFiles = tsx('bench/client-files/client-files.ts');
const projectAccess = tsx('bench/project-access/project-access.ts');
const calendarMonth = tsx('bench/calendar-month/calendar-month.ts');
const sitePaint = tsx('bench/site-paint/site-paint.ts');
const galleryPaint = tsx('bench/gallery-paint/gallery-paint.ts');
const mlsZip = tsx('bench/mls-zip/mls-zip.ts');

let failed = false;
const benches = [
  ['cold-start', coldStart],
  ['route-js', routeJs],
  ['idle-memory', idleMemory],
  ['projects-list', projectsList],
  ['create-throughput', createThroughput],
  ['list-under-writes', listUnderWrites],
  ['derivatives', derivatives],
  ['derivatives-memory', derivativesMemory],
  ['files-upload', filesUpload],
  ['tus-upload', tusUpload],
  ['files-zip', filesZip],
  ['files-list', filesList],
  ['client-files', clientFiles],
  ['project-access', projectAccess],
  ['calendar-month', calendarMonth],
  ['site-paint', sitePaint],
  ['gallery-paint', galleryPaint],
  ['mls-zip', mlsZip],
];
for (const [name, bench] of benches) {
  console.log(`\n=== ${name} ===`);
  try {
    await bench();
  } catch (error) {
    failed = true;
    console.error(`${name}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
