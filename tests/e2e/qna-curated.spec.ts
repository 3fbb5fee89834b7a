import AxeBuilder from '@axe-core/playwright';
import { routes } from '../../src/lib/routes';
import { desktop, expect, phone, test } from './support/fixtures';

/**
 * The Q&A centre's curated questions (moved here from the old booking spec when issue 15 rewrote it):
 * the list by topic with its filter, a curated question's own page, and axe over the Q&A pages.
 */

test.describe('the legal information centre', () => {
  test("lists the firm's curated questions by topic, narrows them as the visitor types, and sends the ask button to the ask page", async ({
    page,
  }) => {
    await page.goto(routes.qna);
    await expect(page.getByRole('heading', { level: 1, name: '변호사가 답하는 법률 Q&A' })).toBeVisible();
    const entries = page.locator('[data-qna-entry]');
    const total = await entries.count();
    expect(total).toBeGreaterThanOrEqual(40);

    await page.getByLabel('질문 찾기').fill('퇴직금');
    await expect(page.getByRole('status').filter({ hasText: '개의 질문이 있습니다.' })).toBeVisible();
    const visible = page.locator('[data-qna-entry]:visible');
    await expect.poll(() => visible.count()).toBeLessThan(total);
    await expect(visible.first()).toContainText('퇴직');

    await page.getByTestId('qna-ask').first().click();
    await expect(page).toHaveURL(/\/qna\/ask$/);
    await expect(page.getByTestId('qna-ask-guest')).toBeVisible();
  });

  test('a curated question keeps its own page with its answer, its topic and a way to ask', async ({ page }) => {
    await page.goto('/qna/category/procedure');
    await expect(page.getByRole('heading', { level: 1, name: '이혼 절차 Q&A' })).toBeVisible();
    const entry = page.locator('[data-qna-entry]').first();
    const question = (await entry.locator('summary').innerText())
      .replace(/^Q\.\s*/, '')
      .replace(/\s*\+$/, '')
      .trim();
    await entry.locator('summary').click();
    await expect(entry.getByRole('link', { name: /^자세히 보기/ })).toBeVisible();
    await entry.getByRole('link', { name: '이 질문만 보기' }).click();
    await expect(page).toHaveURL(/\/qna\/post\/[0-9a-f]{8}$/);
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page.getByTestId('qna-answer')).not.toBeEmpty();
    await page.getByRole('link', { name: /질문 모두 보기$/ }).click();
    await expect(page).toHaveURL(/\/qna\/category\/procedure$/);
    await expect(page.getByRole('heading', { level: 1, name: '이혼 절차 Q&A' })).toBeVisible();
  });
});

for (const screen of [
  { name: 'phone', viewport: phone },
  { name: 'desktop', viewport: desktop },
] as const) {
  test(`Q&A pages have no serious accessibility violations at ${screen.name} width`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(screen.viewport);
    for (const path of [routes.qna, '/qna/category/children']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        path,
      ).toEqual([]);
    }
  });
}
