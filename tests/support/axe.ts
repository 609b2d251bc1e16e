/**
 * axe-core's findings on a page, one line each (rule, impact and the nodes it names), for the
 * accessibility assertions of the e2e tests.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Every violation; with `seriousOnly`, only the serious and critical ones. */
export async function axeViolations(page: Page, seriousOnly = false): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).analyze();
  return result.violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' >> ')).join(', ')}`);
}
