import {
  calculatorLinks,
  drawerMenu,
  encodePath,
  permanentRedirects,
  routes,
  shortcutTiles,
  specialties,
  specialtyPath,
  topTabs,
} from '../../src/lib/routes';
import { desktop, expect, fileConsultViaApi, phone, receiptUrl, test, uniquePhone } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';

/** Next may percent-encode Korean paths in hrefs; the route table holds them decoded. */
async function expectHref(link: Locator, path: string) {
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href && decodeURI(href), `href of ${await link.textContent()}`).toBe(path);
}

function drawer(page: Page) {
  return page.getByRole('dialog', { name: '전체 메뉴' });
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

test.describe('mobile drawer', () => {
  test.use({ viewport: phone });

  test('opens from the menu button on the right side, 350 wide', async ({ page }) => {
    await page.goto('/consult/board');
    const panel = await openDrawer(page);
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && { right: Math.round(box.x + box.width), width: Math.round(box.width), height: Math.round(box.height) };
      })
      .toEqual({ right: phone.width, width: 350, height: phone.height });
  });

  test('lists every menu entry with the hrefs of the route table', async ({ page }) => {
    await page.goto('/consult/board');
    const panel = await openDrawer(page);

    expect(drawerMenu.map((entry) => entry.title)).toEqual([
      '법인소개',
      '변호사 소개',
      '법률 Q&A',
      '전문분야',
      '승소사례·후기',
      '소송정보',
    ]);
    await expectHref(panel.getByRole('link', { name: '법인소개', exact: true }), routes.firmIntro);
    await expectHref(panel.getByRole('link', { name: '변호사 소개', exact: true }), routes.lawyers);
    await expectHref(panel.getByRole('link', { name: '법률 Q&A', exact: true }), routes.qna);

    const submenus: Array<{ title: string; items: Array<{ title: string; href: string }> }> = [
      { title: '전문분야', items: specialties.map((s) => ({ title: s.title, href: specialtyPath(s.slug) })) },
      {
        title: '승소사례·후기',
        items: [
          { title: '승소사례', href: routes.winCases },
          { title: '고객 후기', href: routes.reviews },
        ],
      },
      {
        title: '소송정보',
        items: [
          { title: '상간자 위자료 판례분석', href: routes.affairAwardAnalysis },
          { title: '이혼소송 절차', href: routes.divorceSuitProcedure },
          { title: '협의이혼 절차', href: routes.agreedDivorceProcedure },
          { title: '재산분할 절차', href: routes.propertyDivisionGuide },
        ],
      },
    ];
    expect(submenus[0]?.items).toHaveLength(6);
    for (const submenu of submenus) {
      const toggle = panel.getByRole('button', { name: submenu.title, exact: true });
      const first = submenu.items[0]!;
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByRole('link', { name: first.title, exact: true })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const item of submenu.items) {
        await expectHref(panel.getByRole('link', { name: item.title, exact: true }), item.href);
      }
    }

    expect(shortcutTiles.map((tile) => tile.title)).toEqual(['상간자소송 센터', '이혼 법률정보 센터', '부부 커뮤니티']);
    for (const tile of shortcutTiles) await expectHref(panel.getByRole('link', { name: tile.title, exact: true }), tile.href);
    expect(calculatorLinks.map((link) => link.title)).toEqual(['양육비 계산기', '재산분할 계산기']);
    for (const calculator of calculatorLinks) {
      await expectHref(panel.getByRole('link', { name: calculator.title, exact: true }), calculator.href);
    }
    await expectHref(
      panel.getByRole('link', { name: '로그인', exact: true }),
      `${routes.login}?redirect=${encodeURIComponent('/consult/board')}`,
    );
  });

  test('has a direct-call link to the main phone line', async ({ page }) => {
    await page.goto('/consult/board');
    const headerCall = page.getByRole('banner').getByRole('link', { name: /^전화 상담/ });
    const mainPhoneHref = await headerCall.getAttribute('href');
    expect(mainPhoneHref).toMatch(/^tel:\+?\d{8,}$/);

    const panel = await openDrawer(page);
    await expect(panel.getByRole('link', { name: /^전화 상담/ })).toHaveAttribute('href', mainPhoneHref!);
  });

  test('opens the consultation modal from its online consultation button', async ({ page }) => {
    await page.goto('/consult/board');
    const panel = await openDrawer(page);

    await panel.getByRole('button', { name: '온라인 상담' }).click();

    await expect(panel).toBeHidden();
    const modal = page.getByRole('dialog', { name: '상담 신청' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('연락처')).toBeVisible();
  });

  test('closes from its close button', async ({ page }) => {
    await page.goto('/consult/board');
    const panel = await openDrawer(page);
    await panel.getByRole('button', { name: '메뉴 닫기' }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe('floating call button', () => {
  test.use({ viewport: phone });

  test('opens a popup with a tap-to-call link to the main phone and closes it', async ({ page }) => {
    await page.goto('/consult/board');
    const mainPhoneHref = await page
      .getByRole('banner')
      .getByRole('link', { name: /^전화 상담/ })
      .getAttribute('href');

    await page.getByRole('button', { name: /24시간 상담/ }).click();

    const popup = page.getByRole('dialog', { name: '24시간 전화 상담' });
    await expect(popup).toBeVisible();
    const call = popup.getByRole('link', { name: /전화 걸기/ });
    await expect(call).toHaveAttribute('href', mainPhoneHref!);
    const shownNumber = ((await call.textContent()) ?? '').replace('전화 걸기', '').trim();
    expect(`tel:${shownNumber.replace(/[^0-9+]/g, '')}`).toBe(mainPhoneHref);

    await popup.getByRole('button', { name: '닫기', exact: true }).click();
    await expect(popup).toBeHidden();
  });
});

test.describe('desktop top bar', () => {
  test.use({ viewport: desktop });

  test('shows the tabs and marks the consultation tab current on /consult/board', async ({ page }) => {
    await page.goto('/consult/board');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    const tabs = topTabs(false);
    await expect(nav.getByRole('link')).toHaveCount(tabs.length);
    for (const tab of tabs) {
      const link = nav.getByRole('link', { name: tab.title, exact: true });
      await expectHref(link, tab.href);
      if (tab.href === routes.consultBoard) await expect(link).toHaveAttribute('aria-current', 'page');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
  });

  test('hides the menu button and the drawer', async ({ page }) => {
    await page.goto('/consult/board');
    await expect(page.getByRole('button', { name: '전체 메뉴 열기' })).toBeHidden();
  });

  test('draws the firm mark and the icons from the sprite, which browsers keep for a year', async ({ page }) => {
    const sprite = page.waitForResponse((response) => new URL(response.url()).pathname === '/icons.svg');
    await page.goto('/');
    const response = await sprite;
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A <use> whose symbol did not load (wrong address, a blocking policy) has an empty box.
    const drawn = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((use) => (use as SVGUseElement).getBBox().width);
    await expect.poll(() => drawn('[data-testid="site-logo"] use')).toBeGreaterThan(30);
    await expect.poll(() => drawn('[data-testid="hotline"] use')).toBeGreaterThan(10);
    await expect.poll(() => drawn('footer use')).toBeGreaterThan(20);
  });
});

test.describe('desktop contact panel', () => {
  test.use({ viewport: desktop });

  function contactPanel(page: Page) {
    return page.getByRole('complementary', { name: '빠른 상담 패널' });
  }

  test('toggles between mini and expanded', async ({ page }) => {
    await page.goto('/consult/board');
    const panel = contactPanel(page);
    const toggle = panel.getByRole('button', { name: '빠른 상담 신청' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByLabel('연락처')).toBeHidden();

    await toggle.click();
    const collapse = panel.getByRole('button', { name: '상담 패널 접기' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByLabel('연락처')).toBeVisible();

    await collapse.click();
    await expect(panel.getByRole('button', { name: '빠른 상담 신청' })).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByLabel('연락처')).toBeHidden();
  });

  test('validates its quick form before sending', async ({ page }) => {
    await page.goto('/consult/board');
    const panel = contactPanel(page);
    await panel.getByRole('button', { name: '빠른 상담 신청' }).click();

    await panel.getByRole('button', { name: '상담 요청', exact: true }).click();

    await expect(panel.getByText('연락처를 적어주세요', { exact: true })).toBeVisible();
    await expect(panel.getByText('개인정보 수집·이용에 동의해주셔야 상담을 신청할 수 있습니다.', { exact: true })).toBeVisible();
    await expect(panel.getByLabel('연락처')).toBeFocused();
    await expect(page).toHaveURL(/\/consult\/board$/);

    await panel.getByLabel('연락처').fill('0101');
    await expect(panel.getByText('연락처를 정확히 적어주세요.', { exact: true })).toBeVisible();
  });

  test('files a consult from its quick form and lands on the receipt', async ({ page }) => {
    const { tel, masked } = uniquePhone();
    await page.goto('/consult/board');
    const panel = contactPanel(page);
    await panel.getByRole('button', { name: '빠른 상담 신청' }).click();

    await panel.getByLabel('이름').fill('이지은');
    await panel.getByLabel('연락처').fill(tel);
    await panel.getByRole('checkbox', { name: /개인정보 수집·이용에 동의/ }).check();
    await panel.getByRole('button', { name: '상담 요청', exact: true }).click();

    await expect(page).toHaveURL(receiptUrl);
    await expect(page.getByRole('heading', { level: 1, name: '상담 신청이 접수되었습니다' })).toBeVisible();
    await expect(page.getByTestId('receipt-tel')).toHaveText(masked);
  });
});

test.describe('site footer', () => {
  test('shows the privacy policy link and the advertising lawyer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expectHref(footer.getByRole('link', { name: '개인정보처리방침' }), routes.privacy);
    await expect(footer.getByText(/광고책임변호사/)).toBeVisible();
  });
});

test.describe('old entry points', () => {
  // Patterns with a parameter (`:id`) are checked with a real id in routes.spec.ts.
  for (const { from, to } of permanentRedirects.filter((r) => !r.from.includes(':'))) {
    test(`answers 301 from ${from} to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(encodePath(from), { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = response.headers()['location'];
      expect(location, 'location header').toBeTruthy();
      expect(new URL(location!, baseURL).pathname).toBe(encodePath(to));
    });
  }

  test('keeps every old entry point of the previous site', () => {
    expect(permanentRedirects.map((r) => r.from)).toEqual(expect.arrayContaining(['/main', '/v1', '/index_origin', '/index_v2', '/test']));
  });
});

test.describe('page head', () => {
  test('has lang ko, a unique non-empty title and a canonical link to its own path on every page', async ({ page, request, baseURL }) => {
    const receipt = await fileConsultViaApi(request);
    const pages = ['/', routes.consultBoard, routes.privacy, receipt];
    const titles = new Map<string, string>();

    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      const title = (await page.title()).trim();
      expect(title, `title of ${path}`).not.toBe('');
      titles.set(path, title);

      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical, `one canonical link on ${path}`).toHaveCount(1);
      const href = await canonical.getAttribute('href');
      const ownPath = new URL(path, baseURL).pathname;
      expect(href, `canonical of ${path}`).toBeTruthy();
      expect(new URL(href!).origin).toBe(new URL(baseURL!).origin);
      expect(decodeURI(new URL(href!).pathname), `canonical of ${path}`).toBe(decodeURI(ownPath));
    }

    expect(new Set(titles.values()).size, JSON.stringify(Object.fromEntries(titles), null, 2)).toBe(pages.length);
  });
});
