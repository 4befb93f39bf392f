import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { closeContexts, newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, workerBrowser } from './support/site-in-browser.ts';

// The audit every browser test runs (support/axe.ts) runs only the rules that can report a serious
// or critical violation: it must still find those, and nothing of a lower impact.
describe.skipIf(!hasChromium)('the accessibility audit', () => {
  afterAll(async () => closeContexts(await workerBrowser()));

  it('reports serious and critical violations, one line per node, and no minor or moderate ones', async () => {
    const page = await newAuditablePage(await workerBrowser());
    try {
      await page.setContent(`<!doctype html>
        <html lang="en"><head><title>Audit</title></head><body>
          <main>
            <h1>Audit</h1>
            <p style="color: #777; background: #888">Faint text</p>
            <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
            <button></button>
            <h4>A heading four levels down</h4>
          </main>
          <div>Outside every landmark</div>
        </body></html>`);
      const found = await seriousViolations(page);
      // color-contrast is serious, image-alt and button-name critical; heading-order and region
      // (the skipped level, the text outside a landmark) are moderate.
      expect(found.map((line) => line.split(' ')[0]).sort()).toEqual([
        'button-name',
        'color-contrast',
        'image-alt',
      ]);
      expect(found.find((line) => line.startsWith('color-contrast'))).toMatch(
        /^color-contrast \(serious\): p — /,
      );
    } finally {
      await page.context().close();
    }
  });
});
