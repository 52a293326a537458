import type { Page } from 'playwright-core';
import { screenshot, seriousViolations } from './browser';

/**
 * The same screen in the dark theme (the site follows the system's): a screenshot named
 * `${name}-dark`, checked with axe, then back to light.
 */
export async function darkScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(`axe in the dark theme: ${JSON.stringify(violations)}`);
  await screenshot(page, `${name}-dark`, { fullPage });
  await page.emulateMedia({ colorScheme: 'light' });
}
