import AxeBuilder from '@axe-core/playwright';
import { routes } from '../../src/lib/routes';
import { desktop, expect, phone, test } from './support/fixtures';

/**
 * The Q&A centre's curated questions (moved here from the old booking spec when issue 15 rewrote it):
 * the centre's first questions of each topic, its search, a curated question's own page, and axe over the Q&A pages.
 */

test.describe('the legal information centre', () => {
  test("lists each topic's first curated questions, links to the topic for the rest, finds any of them by search, and sends the ask button to the ask page", async ({
    page,
  }) => {
    await page.goto(routes.qna);
    await expect(page.getByRole('heading', { level: 1, name: '변호사가 답하는 법률 Q&A' })).toBeVisible();
    const topics = page.locator('[data-qna-topic]');
    expect(await topics.count()).toBe(6);
    // Three questions a topic on the centre; the topic's page links every one.
    for (const topic of await topics.all()) expect(await topic.locator('.qna-entry-link').count()).toBeLessThanOrEqual(3);
    const more = topics.first().getByRole('link', { name: /모두 보기$/ });
    const total = Number(/(\d+)개 모두 보기$/.exec(await more.innerText())![1]);
    expect(total).toBeGreaterThan(3);
    await more.click();
    await expect(page).toHaveURL(/\/qna\/category\/procedure#curated-title$/);
    await expect(page.getByRole('region', { name: '법무법인이 정리한 자주 묻는 질문' }).locator('.qna-entry-link')).toHaveCount(total);

    // The centre's search finds the curated questions too.
    await page.goto(routes.qna);
    await page.getByRole('searchbox', { name: '법률 Q&A 검색' }).fill('퇴직금');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/qna\/search\?q=/);
    const curated = page.getByRole('region', { name: '법무법인이 정리한 질문' });
    await expect(curated.getByRole('link').first()).toContainText('퇴직');

    await page.goto(routes.qna);
    await page.getByTestId('qna-ask').first().click();
    await expect(page).toHaveURL(/\/qna\/ask$/);
    await expect(page.getByTestId('qna-ask-guest')).toBeVisible();
  });

  test('a curated question keeps its own page with its answer, its topic and a way to ask', async ({ page }) => {
    await page.goto('/qna/category/procedure');
    await expect(page.getByRole('heading', { level: 1, name: '이혼 절차 Q&A' })).toBeVisible();
    // Each answer lives on its question's own page (decision 023); the topic lists the questions.
    const entry = page.getByRole('region', { name: '법무법인이 정리한 자주 묻는 질문' }).locator('.qna-entry-link').first();
    const question = (await entry.innerText()).replace(/^Q\.\s*/, '').trim();
    await entry.click();
    await expect(page).toHaveURL(/\/qna\/post\/[0-9a-f]{8}$/);
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page.getByTestId('qna-answer')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: /^자세히 보기/ })).toBeVisible();
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
