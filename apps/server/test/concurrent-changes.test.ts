import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, users } from '../src/db/schema/index.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { createUser } from './factories.ts';
import { createCatalog, postProject, projectInput } from './project-fixtures.ts';
import { signInAs } from './sign-in.ts';
import { resetDatabase, useTestApp } from './test-app.ts';

/*
 * Many requests changing one record at once. On PGlite (one connection) transactions queue by
 * themselves; only a run with DATABASE_URL (a real PostgreSQL pool) proves the row locks.
 */
const sent: MailMessage[] = [];
const ctx = useTestApp({ mailer: { send: async (message) => void sent.push(message) } });
const parallel = 10;

/** The e-mails the requests queued have been handed over. */
const settled = () => ctx.app.background.runner.drain();

async function projectWithInvoice() {
  sent.length = 0;
  const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
  const created = (await postProject(ctx.app, headers, projectInput(await createCatalog(ctx.database.db)))).json();
  return { headers, projectId: created.data.id as number, invoiceId: created.invoice.id as number };
}

const entries = (projectId: number, action: string) =>
  ctx.database.db.select().from(activityLog).where(and(eq(activityLog.entityType, 'project'), eq(activityLog.entityId, projectId), eq(activityLog.action, action)));

describe('concurrent status changes of one record', () => {
  it(`completes a project once: ${parallel} parallel requests give one timeline entry and one e-mail`, async () => {
    const { headers, projectId } = await projectWithInvoice();
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${projectId}/`, headers, payload: { projectStatus: 'completed' } })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(parallel).fill(200));
    expect(answers.filter((res) => res.json().message === 'Project status updated successfully!')).toHaveLength(1);
    expect(await entries(projectId, 'project.status_changed')).toHaveLength(1);
    await settled();
    expect(sent.filter((mail) => mail.subject.includes('are ready'))).toHaveLength(1);
  });

  it(`marks an invoice paid once: ${parallel} parallel requests give one timeline entry and one e-mail`, async () => {
    const { headers, projectId, invoiceId } = await projectWithInvoice();
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => ctx.app.inject({ method: 'POST', url: `/api/v1/invoices/${invoiceId}/`, headers, payload: { status: 'paid' } })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(parallel).fill(200));
    expect(await entries(projectId, 'invoice.status_changed')).toHaveLength(1);
    await settled();
    expect(sent.filter((mail) => mail.subject.startsWith('Payment received'))).toHaveLength(1);
  });
});

describe('owners changing each other at once', () => {
  const activeOwners = async () => (await ctx.database.db.select().from(users).where(and(eq(users.type, 'admin'), eq(users.isActive, true)))).length;

  /** `count` owners signed in; each request acts on the next owner in the ring. */
  async function ring(count: number) {
    const owners = await Promise.all(Array.from({ length: count }, () => signInAs(ctx.app, ctx.database.db, 'admin')));
    return owners.map((owner, i) => ({ headers: owner.headers, target: owners[(i + 1) % count]!.account.id }));
  }

  it('two owners demoting each other leave one owner, every time', async () => {
    for (let round = 0; round < 5; round++) {
      await resetDatabase(ctx.database);
      const pairs = await ring(2);
      const answers = await Promise.all(pairs.map(({ headers, target }) => ctx.app.inject({ method: 'POST', url: `/api/v1/users/${target}/role/`, headers, payload: { role: 'user' } })));
      // The later one is refused by the count, or, when it signs in after its own demotion, by its new role.
      const [first, second] = answers.map((res) => res.statusCode).sort();
      expect(first, `round ${round}`).toBe(200);
      expect([403, 409], `round ${round}`).toContain(second);
      expect(await activeOwners(), `round ${round}`).toBe(1);
    }
  });

  it(`${parallel} owners demoting or deactivating each other leave at least one owner`, async () => {
    const calls = await ring(parallel);
    const answers = await Promise.all(
      calls.map(({ headers, target }, i) =>
        i % 2 === 0
          ? ctx.app.inject({ method: 'POST', url: `/api/v1/users/${target}/role/`, headers, payload: { role: 'editor' } })
          : ctx.app.inject({ method: 'DELETE', url: `/api/v1/users/${target}/`, headers }),
      ),
    );
    // A request whose owner was changed before it signed in is refused at sign-in (401) or by its new role (403).
    for (const res of answers) expect([200, 401, 403, 409], res.body).toContain(res.statusCode);
    expect(await activeOwners()).toBeGreaterThanOrEqual(1);
  });

  it('still lets one owner demote another when both stay covered', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'admin');
    const other = await createUser(ctx.database.db, 'admin');
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${other.id}/role/`, headers, payload: { role: 'user' } })).statusCode).toBe(200);
    expect(await activeOwners()).toBe(1);
  });
});
