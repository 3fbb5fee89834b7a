import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Issue 4: the firm pages and the catalogue, read from the demo content of the embedded database.

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
  expect(serious, `serious or critical accessibility violations on ${page.url()}:\n${described}`).toEqual([]);
}

async function openFirstLawyer(page: Page): Promise<string> {
  await page.goto('/page/intro/전문가');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  const name = (await card.getByRole('heading', { level: 2 }).getByRole('link').innerText()).split(' ')[0]!;
  await card.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/page\/intro\/%EC%A0%84%EB%AC%B8%EA%B0%80\/\d+$/);
  return name;
}

test.describe('lawyers and their cases', () => {
  test('a visitor reads a lawyer profile from the list and reaches one of their cases', async ({ page }) => {
    const name = await openFirstLawyer(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByRole('heading', { name: '학력' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '경력' })).toBeVisible();

    const cases = page.getByRole('region', { name: `${name} 변호사가 맡은 사건` });
    const firstCase = cases.getByRole('heading', { level: 3 }).getByRole('link').first();
    const title = await firstCase.innerText();
    await firstCase.click();
    await expect(page).toHaveURL(/\/case\/win\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('complementary', { name: '담당 변호사' })).toContainText(name);
  });

  test('the lawyer profile has no serious or critical accessibility violations', async ({ page }) => {
    await openFirstLawyer(page);
    await expectNoSeriousViolations(page);
  });

  test('an unknown or malformed lawyer id answers 404', async ({ page }) => {
    for (const id of ['999999', 'abc', '12abc']) {
      const response = await page.goto(`/page/intro/전문가/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '이 페이지에 내용이 없습니다' })).toBeVisible();
    }
  });
});

test.describe('win cases', () => {
  test('the specialty filter is a keyboard-reachable link and shows only that specialty', async ({ page }) => {
    await page.goto('/case/win');
    const filter = page.getByRole('navigation', { name: '분야별 승소사례 보기' });
    await expect(filter.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
    const all = await page.getByTestId('win-case-card').count();
    expect(all).toBeGreaterThan(1);

    const property = filter.getByRole('link', { name: '재산분할', exact: true });
    await property.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/specialty=%EC%9E%AC%EC%82%B0%EB%B6%84%ED%95%A0/);
    await expect(filter.getByRole('link', { name: '재산분할', exact: true })).toHaveAttribute('aria-current', 'page');

    const cards = page.getByTestId('win-case-card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toHaveAttribute('data-specialty', '재산분할');
    // Each card names its responsible lawyer with a link to the profile.
    await expect(cards.first().getByRole('link', { name: /변호사/ })).toHaveAttribute('href', /\/page\/intro\//);
  });

  for (const list of [
    {
      path: '/case/win',
      card: 'win-case-card',
      total: /전체 사례 (\d+)건/,
      older: '지난 사례 더 보기',
      first: '최신 사례로',
      nav: '사례 쪽 이동',
    },
    {
      path: '/case/review',
      card: 'review-card',
      total: /전체 후기 (\d+)건/,
      older: '지난 후기 더 보기',
      first: '최신 후기로',
      nav: '후기 쪽 이동',
    },
  ]) {
    test(`${list.path} shows eight at a time and pages to the oldest by keyboard, each card once`, async ({ page }) => {
      await page.goto(list.path);
      const total = Number(list.total.exec(await page.getByRole('main').innerText())![1]);
      expect(total).toBeGreaterThan(8);
      const seen: string[] = [];
      for (let pageNumber = 1; ; pageNumber += 1) {
        const cards = page.getByTestId(list.card);
        const titles = await cards.getByRole('heading').allInnerTexts();
        expect(titles.length, `page ${pageNumber}`).toBeGreaterThan(0);
        expect(titles.length).toBeLessThanOrEqual(8);
        seen.push(...titles);
        const pager = page.getByRole('navigation', { name: list.nav });
        // Later pages are their own address, kept out of search results, with a way back to the newest.
        if (pageNumber > 1) {
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
          await expect(pager.getByRole('link', { name: list.first })).toHaveAttribute('href', list.path);
        }
        const older = pager.getByRole('link', { name: list.older });
        if ((await older.count()) === 0) break;
        const from = page.url();
        await older.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.href !== from && url.searchParams.has('before'));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    });
  }

  test('a win case has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/case/win');
    await page.getByTestId('win-case-card').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/case\/win\/\d+$/);
    await expectNoSeriousViolations(page);
  });

  test('an unknown or malformed case id answers 404', async ({ page }) => {
    for (const id of ['999999', 'abc']) {
      const response = await page.goto(`/case/win/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '이 페이지에 내용이 없습니다' })).toBeVisible();
    }
  });
});

test.describe('firm pages', () => {
  test('the directions page links each office to Kakao Map and Naver Map in a new tab, and to a phone call', async ({ page }) => {
    await page.goto('/page/intro/오시는길');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const offices = page.getByTestId('office');
    expect(await offices.count()).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < (await offices.count()); i++) {
      const office = offices.nth(i);
      const officeName = await office.getByRole('heading', { level: 2 }).innerText();
      const address = await office.locator('dt', { hasText: '주소' }).locator('xpath=following-sibling::dd[1]').innerText();
      const encoded = encodeURIComponent(address);

      const kakao = office.getByRole('link', { name: `${officeName} 카카오맵에서 보기 (새 창)` });
      await expect(kakao).toHaveAttribute('href', `https://map.kakao.com/link/search/${encoded}`);
      await expect(kakao).toHaveAttribute('target', '_blank');
      await expect(kakao).toHaveAttribute('rel', /noopener/);

      const naver = office.getByRole('link', { name: `${officeName} 네이버 지도에서 보기 (새 창)` });
      await expect(naver).toHaveAttribute('href', `https://map.naver.com/p/search/${encoded}`);
      await expect(naver).toHaveAttribute('target', '_blank');
      await expect(naver).toHaveAttribute('rel', /noopener/);

      await expect(office.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:[0-9+]+$/);
    }
    // No map scripts or frames: the links are enough.
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the greeting page shows press items on the 언론 tab', async ({ page }) => {
    await page.goto('/page/intro/hello?tab=언론');
    const tabs = page.getByRole('navigation', { name: '소개 항목' });
    await expect(tabs.getByRole('link', { name: '언론' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: '언론 보도' })).toBeVisible();
    const press = page.getByTestId('press-list');
    await expect(press.getByRole('listitem').first()).toBeVisible();
    const link = press.getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toContainText('새 창');

    await tabs.getByRole('link', { name: '인사말' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '대표 변호사 인사말' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/page\/intro\/hello$/);
  });
});
