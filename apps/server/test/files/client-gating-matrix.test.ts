import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { favourites, invoices, projects } from '../../src/db/schema/index.ts';
import { signInAs } from '../sign-in.ts';
import { useTestApp } from '../test-app.ts';
import { createFilesProject, emptyStore, fetchLink, jpeg, listFiles, sha256, upload } from './files-helpers.ts';

/**
 * The client gating matrix: project state x every file URL and call a client
 * can reach x own and other company x company login and client person. A status per case, and no
 * original bytes in any answer before the invoice is paid.
 */
const ctx = useTestApp();

const states = { 'not completed': { status: 'in progress', paid: false }, 'completed unpaid': { status: 'completed', paid: false }, 'completed paid': { status: 'completed', paid: true } } as const;
type State = keyof typeof states;
const accounts = ['company', 'person'] as const;
const targets = ['own', 'foreign'] as const;
type Target = (typeof targets)[number];

/** A status, or 'none' where the client was handed no such link to try. */
type Outcome = number | 'none';
const byState = (notCompleted: Outcome, unpaid: Outcome, paid: Outcome): Record<State, Outcome> => ({ 'not completed': notCompleted, 'completed unpaid': unpaid, 'completed paid': paid });

type Headers = Record<string, string>;
type InjectResponse = Awaited<ReturnType<typeof ctx.app.inject>>;
type Entry = { name: string; download_url: string | null; thumbnail_url: string | null; thumbnail_srcset: string | null; preview_url: string | null };
interface Reach {
  headers: Headers;
  projectId: number;
  /** The Exterior folder as this client is shown it; undefined when the list is refused. */
  listed: () => Promise<Entry[] | undefined>;
}

interface GatingCase {
  name: string;
  /** The answer, or undefined when the client holds no link for it. */
  call: (r: Reach) => Promise<InjectResponse | undefined>;
  own: Record<State, Outcome>;
  foreign: Outcome;
}

const serve = (r: Reach, name: string, variant: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${r.projectId}/serve/${name}/?folder_path=Exterior&variant=${variant}`, headers: r.headers });
const post = (r: Reach, path: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${r.projectId}/${path}/`, headers: r.headers, payload });
/** Follows the download_url a JSON answer hands out, when it answered 200. */
const follow = async (answer: InjectResponse) => (answer.statusCode === 200 ? fetchLink(ctx.app, answer.json().data.download_url) : undefined);
const listedLink = (name: string, field: 'thumbnail_url' | 'preview_url' | 'download_url') => async (r: Reach) => {
  const url = (await r.listed())?.find((entry) => entry.name === name)?.[field];
  return url ? fetchLink(ctx.app, url) : undefined;
};

const proofOnly = byState(403, 200, 200);
const paidOnly = byState(403, 403, 200);
const linkIfPaid = byState('none', 'none', 200);
const linkOnceCompleted = byState('none', 200, 200);
const variants = { original: paidOnly, thumbnail: proofOnly, thumbnail_small: proofOnly, preview: paidOnly, proof: proofOnly, mls: paidOnly } as const;

/** Every call and link a client can reach for a project's files. */
const gatingCases: GatingCase[] = [
  { name: 'list a folder', call: (r) => listFiles(ctx.app, r.headers, r.projectId, 'Exterior'), own: byState(200, 200, 200), foreign: 404 },
  { name: 'list the favourites', call: (r) => ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${r.projectId}/files/?favourites=1`, headers: r.headers }), own: byState(200, 200, 200), foreign: 404 },
  ...Object.entries(variants).flatMap(([variant, own]): GatingCase[] => [
    { name: `serve the photo's ${variant}`, call: (r) => serve(r, 'IMG_0001.jpg', variant), own, foreign: 404 },
    { name: `the link serve hands out for the ${variant}`, call: async (r) => follow(await serve(r, 'IMG_0001.jpg', variant)), own: byState('none', own['completed unpaid'] === 200 ? 200 : 'none', 200), foreign: 'none' },
  ]),
  { name: 'serve a document', call: (r) => serve(r, 'notes.txt', 'original'), own: paidOnly, foreign: 404 },
  { name: "the photo's thumbnail_url from the list", call: listedLink('IMG_0001.jpg', 'thumbnail_url'), own: linkOnceCompleted, foreign: 'none' },
  {
    name: "the small thumbnail from the photo's thumbnail_srcset in the list",
    call: async (r) => {
      const srcset = (await r.listed())?.find((entry) => entry.name === 'IMG_0001.jpg')?.thumbnail_srcset;
      return srcset ? fetchLink(ctx.app, srcset.split(' ')[0]!) : undefined;
    },
    own: linkOnceCompleted,
    foreign: 'none',
  },
  { name: "the photo's preview_url from the list (a proof while unpaid)", call: listedLink('IMG_0001.jpg', 'preview_url'), own: linkOnceCompleted, foreign: 'none' },
  { name: "the photo's download_url from the list", call: listedLink('IMG_0001.jpg', 'download_url'), own: linkIfPaid, foreign: 'none' },
  { name: "the document's download_url from the list", call: listedLink('notes.txt', 'download_url'), own: linkIfPaid, foreign: 'none' },
  { name: 'download_folder_zip of the project', call: (r) => post(r, 'download_folder_zip', {}), own: paidOnly, foreign: 404 },
  { name: 'download_folder_zip of a folder', call: (r) => post(r, 'download_folder_zip', { folder_path: 'Exterior' }), own: paidOnly, foreign: 404 },
  { name: 'zip-url', call: (r) => post(r, 'zip-url', { folder_path: 'Exterior' }), own: paidOnly, foreign: 404 },
  { name: 'the zip-url link', call: async (r) => follow(await post(r, 'zip-url', { folder_path: 'Exterior' })), own: linkIfPaid, foreign: 'none' },
  { name: 'favourites ZIP', call: (r) => post(r, 'download_folder_zip', { favourites: true }), own: paidOnly, foreign: 404 },
  { name: 'favourites zip-url', call: (r) => post(r, 'zip-url', { favourites: true }), own: paidOnly, foreign: 404 },
  { name: 'the favourites zip-url link', call: async (r) => follow(await post(r, 'zip-url', { favourites: true })), own: linkIfPaid, foreign: 'none' },
  { name: 'mark a favourite', call: (r) => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${r.projectId}/files/${photoIds.get(r.projectId)}/favourite/`, headers: r.headers }), own: proofOnly, foreign: 404 },
  { name: 'unmark a favourite', call: (r) => ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${r.projectId}/files/${photoIds.get(r.projectId)}/favourite/`, headers: r.headers }), own: proofOnly, foreign: 404 },
];

let staff: Headers;
let clients: Record<(typeof accounts)[number], Headers>;
let projectIds: Record<Target, number>;
/** Every original uploaded, by project. */
let originals: Record<Target, Buffer[]>;
const photoIds = new Map<number, number>();

beforeEach(async () => {
  await emptyStore(ctx.dataDir);
  const db = ctx.database.db;
  staff = (await signInAs(ctx.app, db, 'staff')).headers;
  const company = await signInAs(ctx.app, db, 'company');
  clients = { company: company.headers, person: (await signInAs(ctx.app, db, 'client', { companyId: company.companyId! })).headers };
  const own = await createFilesProject(db, { companyId: company.companyId! });
  const foreign = await createFilesProject(db);
  projectIds = { own: own.id, foreign: foreign.id };
  originals = { own: [], foreign: [] };
  for (const [target, project] of [['own', own], ['foreign', foreign]] as const) {
    const photo = await jpeg(320 + project.id, 240);
    const notes = Buffer.from(`Lockbox code ${project.id}4821, gate at the back. `.repeat(16));
    originals[target] = [photo, notes];
    const res = await upload(ctx.app, staff, project.id, [{ name: 'IMG_0001.jpg', bytes: photo }, { name: 'notes.txt', bytes: notes }], { folder_path: 'Exterior' });
    const fileId = res.json().data.files[0].id as number;
    photoIds.set(project.id, fileId);
    // A favourite already there, so the favourites ZIP holds the photo.
    await db.insert(favourites).values({ fileId, projectId: project.id, accountKind: 'company', accountId: project.companyId });
  }
  await ctx.app.background.runner.drain(['derivatives.make']);
});

async function setState(state: State) {
  const { status, paid } = states[state];
  for (const id of Object.values(projectIds)) {
    await ctx.database.db.update(projects).set({ status }).where(eq(projects.id, id));
    await ctx.database.db.update(invoices).set({ status: paid ? 'paid' : 'not_paid' }).where(eq(invoices.projectId, id));
  }
}

/** Whether the body is, or holds (a ZIP stores its members as they are), one of the originals. */
const carries = (body: Buffer, candidates: Buffer[]) => candidates.some((original) => sha256(body) === sha256(original) || body.includes(original));

describe.each(Object.keys(states) as State[])('%s', (state) => {
  it.each(accounts)('%s account: each call answers as the table says and no original reaches an unpaid client', async (account) => {
    await setState(state);
    const mismatches: string[] = [];
    let ownOriginalsServed = 0;
    for (const target of targets) {
      let listing: Promise<Entry[] | undefined> | undefined;
      const reach: Reach = {
        headers: clients[account],
        projectId: projectIds[target],
        listed: () =>
          (listing ??= listFiles(ctx.app, clients[account], projectIds[target], 'Exterior').then((res) => (res.statusCode === 200 ? (res.json().data.files as Entry[]) : undefined))),
      };
      for (const gating of gatingCases) {
        const expected = target === 'own' ? gating.own[state] : gating.foreign;
        const res = await gating.call(reach);
        const actual = res ? res.statusCode : 'none';
        if (actual !== expected) mismatches.push(`${gating.name} on ${target}: expected ${expected}, got ${actual}`);
        if (!res || res.statusCode !== 200) continue;
        if (carries(res.rawPayload, originals.foreign)) mismatches.push(`${gating.name} on ${target}: another company's original reached the client`);
        if (carries(res.rawPayload, originals.own)) {
          if (state !== 'completed paid') mismatches.push(`${gating.name} on ${target}: an original reached an unpaid client`);
          ownOriginalsServed++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    // The check above can see originals: once paid, the links and ZIPs hand them out.
    expect(ownOriginalsServed > 0).toBe(state === 'completed paid');
  });
});
