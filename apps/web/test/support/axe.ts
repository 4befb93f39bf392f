import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The impacts a page must not have; minor and moderate findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

// axe-core as @axe-core/playwright ships it (its own dependency, so the same version it would run).
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
).source;

/** What this file reads of axe-core's results. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line per failing node
 * (`rule (impact): selector — summary`), so a failing assertion says what to fix and where.
 * Every rule that can report a serious or critical violation runs, WCAG 2.x A/AA and best
 * practices alike (the ones whose declared impact is minor or moderate cannot, and are skipped).
 *
 * Cheaper than `new AxeBuilder({ page }).analyze()` for the same violations (the site has no
 * iframes, so one `axe.run` on the page sees everything): axe is injected once per document, not
 * twice per audit, no blank page is opened to merge per-frame results, and `resultTypes:
 * ['violations']` keeps axe from building selectors for every node that passed (its documented
 * speed-up; violations are reported in full). It was about two thirds of a browser test's CPU.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // The page as it is drawn: two frames let a just-changed viewport's media queries (and React's
  // answer to them) settle; a screenshot before the audit used to give that pause.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
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
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
    await page.evaluate(
      (blocking) => {
        const { axe } = window as unknown as {
          axe: { configure(spec: object): void; _audit: { rules: { id: string; impact?: string }[] } };
        };
        // A rule that declares its impact reports every violation at that impact (axe-core's
        // finalizeRuleResult), so a minor or moderate rule can never fail this audit: those are turned
        // off, and axe chooses the rest as by default (its experimental ones stay off). No HTML
        // snippet of every node each rule looks at (an outerHTML of <body> or <main> serializes the
        // page): the report below names nodes by selector. Same violations either way.
        const cannotBlock = axe._audit.rules.filter((rule) => rule.impact && !blocking.includes(rule.impact));
        axe.configure({ noHtml: true, rules: cannotBlock.map((rule) => ({ id: rule.id, enabled: false })) });
      },
      [...BLOCKING],
    );
  }
  const violations: Violation[] = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}
