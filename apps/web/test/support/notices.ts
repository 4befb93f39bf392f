import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Closes every notice on the page with its own button, as a person dismisses those they have read
 * (e.g. before an audit of what stays), instead of waiting the seconds they take to close
 * themselves. The click is dispatched without moving the mouse: hovering a notice pauses it and
 * draws it anew. A notice that closed itself meanwhile leaves nothing to click, and that is fine.
 */
export async function closeNotices(page: Page): Promise<void> {
  const buttons = page.getByRole('button', { name: 'Close notice' });
  while ((await buttons.count()) > 0) {
    await buttons
      .first()
      .dispatchEvent('click', undefined, { timeout: 1_000 })
      .catch(() => undefined);
  }
  await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(0);
}
