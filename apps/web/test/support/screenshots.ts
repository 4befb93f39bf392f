import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Where the browser tests' screenshots go: the directory TESSERA_SCREENSHOTS (or SCREENSHOT_DIR)
 * names. Unset (a suite run), none are taken: a full-page capture at two widths costs the renderer
 * and the GPU process more than most steps of a test, and nobody looked at the ones written into
 * the run's build directory (deleted with it). The assertions beside each screenshot (axe audits,
 * layout checks) run either way.
 */
export const screenshotDir = process.env.TESSERA_SCREENSHOTS ?? process.env.SCREENSHOT_DIR;

/** A screenshot named `name` (e.g. `store-cart-390.png`), full page unless told, when asked for. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!screenshotDir) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, name), fullPage });
}
