import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import axe from 'axe-core';

const screenshotsDir = fileURLToPath(new URL('./screenshots/', import.meta.url));
const docsScreenshotsDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));

export interface Fixtures {
  /**
   * Checks the current screen: axe finds no serious or critical violation, and a full-page
   * screenshot is saved to e2e/screenshots/<project>/<name>.png for people to look at (not on CI
   * unless SCREENSHOTS=1).
   */
  checkScreen: (name: string) => Promise<void>;
  /** The same check on another page of the test (a second tab, the staff app beside the customer's). */
  checkPage: (page: Page, name: string) => Promise<void>;
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  // Images in view have arrived (or failed) so the screenshot shows the real screen.
  await page.evaluate(async () => {
    const pending = Array.from(document.images).filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
  // Toasts have finished sliding in (sonner marks them mounted), so axe sees their real colours.
  await page
    .waitForFunction(
      () => document.querySelectorAll('[data-sonner-toast]:not([data-mounted="true"])').length === 0,
      null,
      {
        timeout: 3000,
      },
    )
    .catch(() => undefined);
  // Transitions and animations have run to their end (a spinner's endless loop aside) and a frame
  // has been drawn since: the screen is still, so axe reads the colours a person sees. An event,
  // not a fixed pause: most screens are still at once.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      null,
      { timeout: 3000, polling: 'raf' },
    )
    .catch(() => undefined);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Screens are saved for people to look at (e2e/screenshots). Nobody looks at them on CI, where a
 * full-page capture of each of some 250 screens costs minutes: there they are skipped unless
 * SCREENSHOTS=1; SCREENSHOTS=0 skips them anywhere.
 */
export const saveScreens =
  process.env.SCREENSHOTS === '1' || (process.env.SCREENSHOTS !== '0' && !process.env.CI);

/** The viewport as it is, saved as docs/screenshots/<name>.png for the README and the docs (not on CI). */
export async function saveDocsScreen(page: Page, name: string) {
  if (!saveScreens) return;
  mkdirSync(docsScreenshotsDir, { recursive: true });
  await page.screenshot({ path: `${docsScreenshotsDir}${name}.png`, animations: 'disabled' });
}

/**
 * Toasts nobody can read at this moment: stacked behind the front toast, or on their way out. Axe
 * would blend them with the toast in front and report a contrast that no person sees; the front
 * toast itself is still checked.
 */
const HIDDEN_TOASTS = [
  '[data-sonner-toast][data-front="false"]',
  '[data-sonner-toast][data-removed="true"]',
] as const;

/** Any uncaught error in the page, or anything the Content-Security-Policy blocked, fails the test. */
const watched = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    const blocked: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        blocked.push(message.text());
      }
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(blocked, 'Content Security Policy violations').toEqual([]);
  },
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The rules of those tags that can only ever report a minor or moderate violation, by axe's own
 * metadata (a violation's impact is the highest of its failing checks'). A journey fails only on a
 * serious or critical one, so running these found nothing it could act on; left out, each audit
 * does less (with `resultTypes: ['violations']`, about a fifth of the journeys' axe time). Should
 * axe's internals move, nothing is left out.
 */
const NEVER_SERIOUS: string[] = (() => {
  type Check = { impact?: string };
  type Rule = { id: string; tags: string[]; any: unknown[]; all: unknown[]; none: unknown[] };
  const audit = (axe as unknown as { _audit?: { rules: Rule[]; checks: Record<string, Check> } })._audit;
  if (!audit?.rules || !audit.checks) return [];
  const rank: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
  return audit.rules
    .filter((rule) => rule.tags.some((tag) => AXE_TAGS.includes(tag)))
    .filter((rule) => {
      const ids = [...rule.any, ...rule.all, ...rule.none].map((check) =>
        typeof check === 'string' ? check : (check as { id: string }).id,
      );
      const impacts = ids.map((id) => audit.checks[id]?.impact);
      // A check with no known impact could be anything: the rule stays.
      return impacts.length > 0 && impacts.every((impact) => impact !== undefined && (rank[impact] ?? 4) < 3);
    })
    .map((rule) => rule.id);
})();

/** What an audit asks of axe: the tags' rules that can be serious, violations only. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(NEVER_SERIOUS.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
};

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe in the page itself. Its script (half a megabyte) is put in once per document and kept:
 * a journey's screens are one app's routes, so most audits after the first only run the rules.
 * Put in through the DevTools protocol, as @axe-core/playwright does, so the page's
 * Content-Security-Policy neither blocks nor reports it.
 */
async function audit(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ options, exclude }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const results = await runner.run(
        { include: [document], exclude: exclude.map((selector) => [selector]) } as axe.ElementContext,
        options as axe.RunOptions,
      );
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          failureSummary: node.failureSummary,
        })),
      }));
    },
    { options: AXE_OPTIONS, exclude: [...HIDDEN_TOASTS] },
  );
}

/** Audits a page (axe: no serious or critical violation) and saves its screenshot. */
async function checkPageScreen(page: Page, name: string, testInfo: TestInfo) {
  // Toasts from other journeys can arrive during the audit; with reduced motion they appear at
  // their final colours at once (sonner drops its transitions), so axe never sees one half faded in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await settle(page);
  // options() replaces what the others set: it comes first. Legacy mode runs axe in the page itself;
  // the default opens a blank page in the context for each audit to join the results of frames from
  // other origins (the journeys' pages have none: the payments sandbox draws its own fields), and
  // that new page was two thirds of an audit's time (decision 0086).
  const results = { violations: await audit(page) };
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (saveScreens) {
    const dir = `${screenshotsDir}${testInfo.project.name}`;
    mkdirSync(dir, { recursive: true });
    // A full-page capture briefly re-lays out the page (which closes desktop modals): a screen
    // with an open dialog is captured as the viewport, where the dialog is anyway.
    const dialogOpen = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: !dialogOpen, animations: 'disabled' });
  }
  const summary = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  await page.emulateMedia({ reducedMotion: null });
  expect(summary, `accessibility of screen "${name}"`).toEqual([]);
}

export const test = watched.extend<Fixtures>({
  checkScreen: async ({ page }, use, testInfo) => {
    await use((name: string) => checkPageScreen(page, name, testInfo));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from its first parameter
  checkPage: async ({}, use, testInfo) => {
    await use((other: Page, name: string) => checkPageScreen(other, name, testInfo));
  },
});

export { expect };
