import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/** The smallest valid PNG (1×1): an upload any image field accepts. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Fails on any serious or critical accessibility violation of the page once it has settled. A
 * toast fading in or a button in the middle of its colour transition has, for a moment, a lower
 * contrast than it rests at (the full suite caught "Ver evento" mid-transition): the check is
 * retried while the page settles. One axe run on a big page of a loaded machine takes seconds
 * (8 s seen on the dashboard, over 10 s on the social zone with three browsers open): 30 s.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await expect.poll(() => seriousViolations(page), { timeout: 30_000 }).toEqual([]);
}
