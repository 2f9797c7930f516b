import { describe, expect, it } from 'vitest';
import { accessCases } from './access/access-table.ts';
import { buildAccessFixture, businessRowVersions, roles, storeFixtureFiles } from './access/access-fixture.ts';
import { useStripeStandIn } from './payments/stripe-stand-in.ts';
import { reusableFixture } from './saved-fixture.ts';
import { useTestApp } from './test-app.ts';

// Online payment is on, against a local stand-in for Stripe, so paying answers 200 where it is allowed.
const stripe = useStripeStandIn();
// Refusals change nothing, so the fixture is put back only after a call that wrote.
const ctx = useTestApp({ resetEachTest: false, env: () => stripe.env });
const fixture = reusableFixture(ctx, async (db) => {
  const built = await buildAccessFixture(db);
  await storeFixtureFiles(ctx.dataDir, built);
  return built;
});

/**
 * The authorization matrix: every endpoint x every role x own and foreign ids, on a fresh
 * fixture each. A refusal must carry no data and leave every business row as it was.
 */
describe.each(accessCases)('$name', (access) => {
  const targets = access.targeted ? (['own', 'foreign'] as const) : (['own'] as const);
  for (const role of roles) {
    for (const target of targets) {
      it(`${role} on ${target} ids`, async () => {
        const f = await fixture();
        const expectation = access.expected[role];
        const expected = typeof expectation === 'number' ? expectation : expectation[target];
        const before = await businessRowVersions(ctx.database.db);
        const headers = { ...f.headers[role], ...access.headers?.(f, target), ...(access.contentType ? { 'content-type': access.contentType } : {}) };
        const res = await ctx.app.inject({ method: access.method, url: access.url(f, target), headers, ...(access.body ? { payload: access.body(f, target) as object } : {}) });
        expect(res.statusCode, res.body).toBe(expected);
        // tus answers a success in headers, with no body.
        if (access.bodyless && expected < 400) {
          expect(res.body).toBe('');
          return;
        }
        const isJson = /json/.test(String(res.headers['content-type']));
        // Files answer as themselves: ZIPs, and invoice PDFs.
        expect(isJson || (expected === 200 && ['application/zip', 'application/pdf'].includes(String(res.headers['content-type'])))).toBe(true);
        const body = isJson ? res.json() : {};
        if (expected >= 400) {
          expect(body.success).toBe(false);
          expect(body.data).toBeUndefined();
          expect(await businessRowVersions(ctx.database.db)).toBe(before);
        }
        if (role === 'company' || role === 'client' || role.startsWith('editor') || role === 'photographer') {
          expect(res.body).not.toContain(f.foreign.company.companyName);
        }
        // The own shoot is in progress with a file and an invoice expense: a client reads no file
        // name and none of the studio's costs; an editor nothing of the invoice but paid / not paid.
        // (Its completed shoot under revision lists its file paths, as every completed shoot does.)
        if (role === 'company' || role === 'client') {
          for (const trace of [f.own.expenseDescription, f.own.file.fileName, 'totalExpense', 'net_profit']) expect(res.body).not.toContain(trace);
          const rows: unknown[] = Array.isArray(body.data) ? body.data : body.data ? [body.data] : [];
          for (const row of rows) if ((row as { id?: number } | null)?.id === f.own.project.id) expect(row).not.toHaveProperty('file_paths');
        }
        // A draft invoice is not the client's yet: neither its number nor its id reaches them anywhere.
        if (role === 'company' || role === 'client') {
          expect(res.body).not.toContain(f.ownDraft.invoice.invoiceNumber);
          expect(res.body).not.toMatch(new RegExp(`"invoice_id":${f.ownDraft.invoice.id}\\b`));
        }
        if (role.startsWith('editor') || role === 'photographer') {
          for (const trace of [f.own.invoice.invoiceNumber, 'invoice_id', f.own.invoice.total, f.own.expenseDescription]) expect(res.body).not.toContain(trace);
        }
        if (access.visibleProjects && expected === 200) {
          const ids = (body.data as Array<{ id?: number; projectId?: number; project_id?: number }>).map((row) => row.projectId ?? row.project_id ?? row.id).sort();
          expect(ids).toEqual(access.visibleProjects(f, role).sort());
        }
      });
    }
  }
});
