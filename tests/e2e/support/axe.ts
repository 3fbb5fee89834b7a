import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe finding, each named with its nodes when there is one. */
export function expectNoSeriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>, where: string) {
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    where,
  ).toEqual([]);
}

/** axe on the page as it stands, once its title is in: Next streams a dynamic page's title after its body. */
export async function expectAccessible(page: Page, where: string) {
  await expect(page).toHaveTitle(/\S/);
  expectNoSeriousViolations(await new AxeBuilder({ page }).analyze(), where);
}
