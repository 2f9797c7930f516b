import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errors, expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The first admin the e2e server creates at start (see global-setup.ts). */
export const admin = { email: 'admin@e2e.test', password: 'E2e-Admin-Pa55word!7q' } as const;

export const messages = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  clientsOnly: 'This login is for clients only. Please use the admin login if you are an administrator.',
  sessionExpired: 'Session expired, please log in again.',
} as const;

/**
 * The address of the clients' sign-in page, `/login`, with `next` when given: anchored at the host,
 * so the staff sign-in (`/admin/login`, whose address also ends in `/login`) never passes for it.
 */
export function clientSignInUrl(next?: string) {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+/login${next === undefined ? '' : literal(`?next=${next}`)}$`);
}

const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** The audit's rules: WCAG 2 A and AA, violations only. */
const auditOptions: axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] };

/**
 * Puts axe in the frame unless a former audit of the same document already did (a journey that
 * moves by links keeps its document): evaluating its 580 KB takes about 0.3 s on two cores, and
 * @axe-core/playwright's builder evaluated it twice per audit.
 */
async function injectAxe(frame: Frame) {
  if (await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
}

/**
 * Axe's violations on the page as it is, run in the page itself, no extra page. Frames of the page's
 * own origin are audited from it, as the builder's legacy mode did; a frame of another origin (a 3D
 * tour) is out of axe's reach there, so nothing is put in it. A frame that goes away meanwhile is
 * left out; the page itself must take the script.
 */
async function axeViolations(page: Page) {
  const { origin } = new URL(page.url());
  // about:blank and about:srcdoc frames take their parent's origin.
  const sameOrigin = (frame: Frame) => frame.url().startsWith('about:') || (URL.canParse(frame.url()) && new URL(frame.url()).origin === origin);
  await injectAxe(page.mainFrame());
  for (const frame of page.frames().filter((frame) => frame !== page.mainFrame() && sameOrigin(frame))) await injectAxe(frame).catch(() => {});
  const results = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), auditOptions);
  return results.violations;
}

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it is and fails on any serious or critical
 * violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, screenName: string) {
  // A toast or dialog still fading in has blended colours; judge the contrast of what stays on screen.
  // Endless ones (spinners) are left out; a screen that never settles is audited after 5 s anyway.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => {});
  const audit = async () =>
    (await axeViolations(page))
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n')}`);
  let serious = await audit();
  // A toast that starts to fade out between the wait and the audit is judged half-transparent: a
  // real violation is still there a second later, a passing fade is not.
  if (serious.length) {
    await page.waitForTimeout(1_000);
    serious = await audit();
  }
  // Soft: the journey goes on, so one run lists the violations of every screen it reaches.
  expect.soft(serious, `accessibility of ${screenName} (${page.url()})`).toEqual([]);
}

/**
 * Keeps a picture of where a journey stands, for people to look at (e2e/screenshots/, gitignored),
 * and checks that screen with axe: every screen a journey photographs is also audited.
 */
export async function snapshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const shoot = () => page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true, timeout: 20_000 });
  // Headless Chromium once never delivered the frame of a full-page capture (174 s, the page idle and
  // working); a second capture gets it. Anything but that wait still fails the journey.
  await shoot().catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
    return shoot();
  });
  await expectNoSeriousA11yViolations(page, name);
}

/** The screen has its data: no placeholder, spinner or 'Loading…' is left in its main part. */
export async function expectScreenLoaded(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], .animate-spin, [aria-label="Loading"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
}

export const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

/** Fills a login form (client or admin) and submits it with the given button. */
export async function submitLogin(page: Page, button: string, email: string, password: string) {
  await page.getByLabel(/email/i).first().fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** Signs in on /admin/login as the e2e admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await submitLogin(page, 'Admin Sign In', admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

function poppler(command: 'pdftotext' | 'pdftoppm', args: string[]) {
  try {
    return execFileSync(command, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${command} is missing: install poppler-utils (apt-get install poppler-utils)`, { cause: error });
    throw error;
  }
}

/** A PDF's text as pdftotext reads it, whitespace runs folded to one space. */
export const pdfToText = (pdfPath: string) => poppler('pdftotext', [pdfPath, '-']).replace(/\s+/g, ' ');

/** The PDF's first page as e2e/screenshots/{name}.png, for people to look at. */
export function pdfToPng(pdfPath: string, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  poppler('pdftoppm', ['-png', '-r', '80', '-singlefile', pdfPath, `${screenshotDir}${name}`]);
}
