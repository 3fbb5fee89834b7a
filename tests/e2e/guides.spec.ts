import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { allGuides, specialtyIndexMeta } from '../../src/features/content/guides/all-guides';
import { landingPage } from '../../src/features/content/guides/landing';
import { canonicalUrl, encodePath, routes, specialties, specialtyPath } from '../../src/lib/routes';
import { desktop, expect, phone, test } from './support/fixtures';

type RouteCase = { path: string; title: string; h1: string; faq: boolean; table: boolean };

const devOnly: string[] = [routes.alimonyGuide, routes.custodyGuide];
const withTable: string[] = [routes.agreedDivorceProcedure, routes.divorceSuitProcedure, routes.propertySuit];

const cases: RouteCase[] = [
  ...allGuides
    .filter((g) => !devOnly.includes(g.path))
    .map((g) => ({ path: g.path, title: g.title, h1: g.h1, faq: g.faqs.length > 0, table: withTable.includes(g.path) })),
  { path: routes.specialtyIndex, title: specialtyIndexMeta.title, h1: '전문분야', faq: false, table: false },
  { path: routes.landing, title: landingPage.title, h1: landingPage.h1, faq: false, table: false },
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return (Array.isArray(data) ? data : [data]).map((item) => String(item['@type']));
  });
}

/** Links may carry the Korean path as written or percent-encoded; both lead to the same page. */
async function expectHref(link: Locator, path: string) {
  const href = await link.getAttribute('href');
  expect(href && decodeURI(href), `href of ${path}`).toBe(path);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect(serious, `serious or critical accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}

test.describe('legal guide pages', () => {
  test('answer 200 at their Korean public path with their h1, title, canonical link and JSON-LD', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    for (const route of cases) {
      const response = await page.goto(encodePath(route.path));
      expect(response?.status(), route.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.h1);
      expect(await page.title(), route.path).toContain(route.title);
      await expect(page.locator('link[rel="canonical"]'), route.path).toHaveAttribute('href', canonicalUrl(baseURL!, route.path));

      const types = await jsonLdTypes(page);
      expect(types, route.path).toContain('BreadcrumbList');
      if (route.faq) {
        expect(types, route.path).toContain('FAQPage');
        await expect(page.getByTestId('guide-faq'), route.path).toBeVisible();
      } else {
        expect(types, route.path).not.toContain('FAQPage');
      }
      await expect(page.getByRole('main').getByRole('button', { name: /상담/ }).first(), route.path).toBeVisible();
    }
  });

  test('show procedures as tables with a caption and column and row headers', async ({ page }) => {
    for (const path of withTable) {
      await page.goto(encodePath(path));
      const table = page.getByTestId('procedure-table');
      await expect(table.locator('caption')).not.toBeEmpty();
      expect(await table.locator('thead th[scope="col"]').count(), path).toBe(5);
      expect(await table.locator('tbody th[scope="row"]').count(), path).toBeGreaterThanOrEqual(5);
    }
    await page.goto(encodePath(routes.agreedDivorceProcedure));
    const table = page.getByTestId('procedure-table');
    await expect(table.getByRole('rowheader', { name: /숙려기간/ })).toBeVisible();
    await expect(table).toContainText('민법 제836조의2');
    await expect(table).toContainText('제75조');
  });

  test('link every specialty page from the index and show its related cases and lawyers', async ({ page }) => {
    await page.goto(encodePath(routes.specialtyIndex));
    for (const specialty of specialties) {
      await expectHref(page.getByRole('main').getByRole('link', { name: specialty.title, exact: true }), specialtyPath(specialty.slug));
    }
    await page.getByRole('main').getByRole('link', { name: '재산분할', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('재산분할 사건');
    await expect(page.getByTestId('guide-related-cases')).toBeVisible();
    await expect(page.getByTestId('guide-related-lawyers')).toBeVisible();
  });

  test('answer 404 for an unknown specialty and for the dev-only guides without DEV_MENU', async ({ page }) => {
    for (const path of [specialtyPath('없는분야'), routes.alimonyGuide, routes.custodyGuide]) {
      const response = await page.goto(encodePath(path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: '이 페이지에 내용이 없습니다' })).toBeVisible();
    }
  });

  test('redirect the ASCII folders permanently to the Korean public path', async ({ request }) => {
    const response = await request.get('/page/procedure/agreed-divorce', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toContain(encodePath(routes.agreedDivorceProcedure));
  });

  test('link the property pages to each other and to the calculator', async ({ page }) => {
    await page.goto(encodePath(routes.propertySuit));
    const main = page.getByRole('main');
    await expectHref(main.getByRole('link', { name: /재산분할 안내/ }), routes.propertyDivisionGuide);
    await expectHref(main.getByRole('link', { name: /재산분할 계산기/ }), routes.propertyDivisionCalculator);
    await page.goto(encodePath(routes.landing));
    await expect(main.getByRole('link', { name: /^전화 / }).first()).toHaveAttribute('href', /^tel:\d+$/);
  });
});

for (const screen of [
  { name: 'phone', viewport: phone },
  { name: 'desktop', viewport: desktop },
] as const) {
  test.describe(`guide accessibility at ${screen.name} width`, () => {
    test.use({ viewport: screen.viewport });

    test('the divorce-suit procedure page has no serious or critical violations', async ({ page }) => {
      await page.goto(encodePath(routes.divorceSuitProcedure));
      await expectNoSeriousViolations(page);
    });

    test('a specialty page has no serious or critical violations', async ({ page }) => {
      await page.goto(encodePath(specialtyPath('양육권-양육비')));
      await expectNoSeriousViolations(page);
    });
  });
}
