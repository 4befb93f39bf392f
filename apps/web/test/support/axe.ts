import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** The impacts a page must not have; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * A tab in a context of its own: AxeBuilder opens a second page in the page's context to collect its
 * results, which Playwright refuses for the implicit context of `browser.newPage()`.
 * Close it with `page.context().close()`.
 */
export async function newAuditablePage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line per failing node
 * (`rule (impact): selector — summary`), so a failing assertion says what to fix and where.
 * Every rule runs, WCAG 2.x A/AA and best practices alike: none is disabled.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or notice still fading in has colours between its start and end: audit what stays.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (a loader's spin) never settle; transitions and fades do.
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}
