import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { encodePath, routes } from '../../src/lib/routes';
import { desktop, expect, phone, test } from './support/fixtures';

/**
 * Issue 4: axe finds no serious or critical violation on any page template of the firm's content.
 * Item pages are taken from the sitemap, so the check runs on published demo content.
 */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    page.url(),
  ).toEqual([]);
}

async function itemPaths(page: Page): Promise<Record<'lawyer' | 'winCase' | 'review' | 'post' | 'broadcast', string>> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const find = (test: (path: string) => boolean) => {
    const found = paths.find(test);
    expect(found).toBeTruthy();
    return found!;
  };
  return {
    lawyer: find((p) => p.startsWith(`${encodePath(routes.lawyers)}/`)),
    winCase: find((p) => /^\/case\/win\/\d+$/.test(p)),
    review: find((p) => /^\/case\/review\/\d+$/.test(p)),
    post: find((p) => p.startsWith('/blog/') && p.split('/').length === 4),
    broadcast: find((p) => p.startsWith(`${encodePath(routes.broadcasts)}/`)),
  };
}

const templates = [
  routes.blog,
  routes.firmIntro,
  `${routes.firmHello}?tab=${encodeURIComponent('언론')}`,
  routes.fees,
  routes.broadcasts,
  routes.reviews,
  routes.caseHistory,
  routes.showcaseJudgment,
  routes.landing,
  routes.divorceGrounds,
  routes.specialtyIndex,
];

for (const screen of [
  { name: 'phone', viewport: phone },
  { name: 'desktop', viewport: desktop },
] as const) {
  test.describe(`content templates at ${screen.name} width`, () => {
    test.use({ viewport: screen.viewport });

    test('list and guide pages have no serious or critical violations', async ({ page }) => {
      test.slow();
      for (const path of templates) {
        await page.goto(encodePath(path.split('?')[0]!) + (path.includes('?') ? `?${path.split('?')[1]}` : ''));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
    });

    test('item pages have no serious or critical violations', async ({ page }) => {
      test.slow();
      const items = await itemPaths(page);
      for (const path of Object.values(items)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      }
    });
  });
}

test('a blog post opens from the list and leads to its author and a consultation', async ({ page }) => {
  await page.goto(routes.blog);
  const first = page.getByRole('article').first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.rich-text')).toBeVisible();
  await page.getByRole('button', { name: '이 글에 대해 상담 신청' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
