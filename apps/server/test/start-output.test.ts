import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoLogins } from '../src/bootstrap/demo/load-demo.ts';
import { embeddedAdminEmail } from '../src/bootstrap/first-admin.ts';
import { describeEmbeddedOnly } from './test-database.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const healthPath = '/api/v1/health/';

let dataDir: string;
let child: ChildProcess | undefined;
let output = '';

/** Resolves once the output so far matches `pattern`; rejects if the server exits first. */
function waitForOutput(pattern: RegExp) {
  return new Promise<RegExpExecArray>((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output);
      if (!match) return;
      child!.stdout!.off('data', check);
      resolve(match);
    };
    child!.stdout!.on('data', check);
    child!.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    check();
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-start-output-'));
});
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describeEmbeddedOnly('the first start on a new embedded data dir', () => {
  it('prints the sign-in details, framed, as the last thing before it answers requests', async () => {
    // The entry `npm start` runs, with the readable log a terminal would get.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', PORTAL_DEMO: '', PORTAL_ADMIN_EMAIL: '', PORTAL_ADMIN_PASSWORD: '', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const [, port] = await waitForOutput(/Portal is running on http:\/\/localhost:(\d+).*\n\n(=+)\n[\s\S]*\n\2\n/);
    const response = await fetch(`http://127.0.0.1:${port}${healthPath}`);
    expect(response.status).toBe(200);
    await waitForOutput(new RegExp(`\\d\\d:\\d\\d:\\d\\d GET ${healthPath} 200 \\d+ ms\\n`));

    const lines = output.split('\n');
    const requestLine = lines.findIndex((line) => line.includes(`GET ${healthPath} 200`));
    const before = lines.slice(0, requestLine).filter((line) => line.trim() !== '');
    const closingRule = before.length - 1;
    expect(before[closingRule]).toMatch(/^=+$/);
    const openingRule = before.lastIndexOf(before[closingRule]!, closingRule - 1);
    expect(before[openingRule - 1]).toMatch(/^Portal is running on http:\/\/localhost:\d+/);
    const block = before.slice(openingRule + 1, closingRule).join('\n');
    expect(block).toContain(`e-mail:   ${embeddedAdminEmail}`);
    expect(block).toMatch(/password: \S{16}/);
    expect(block).toContain(demoLogins.staff);
    expect(block).toContain(demoLogins.clientPerson);
    // The request log is one readable line per request, not pino's JSON.
    expect(output).not.toContain('"msg":"request completed"');
    expect(output).not.toContain('incoming request');
  }, 120_000);
});
