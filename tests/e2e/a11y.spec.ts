import AxeBuilder from '@axe-core/playwright';
import { desktop, expect, fileConsultViaApi, phone, test, unknownUuid } from './support/fixtures';
import type { Page } from '@playwright/test';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(violations: Result['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `serious or critical accessibility violations on ${page.url()}:\n\n${describeViolations(serious)}`).toEqual([]);
}

const screens = [
  { name: 'phone', viewport: phone },
  { name: 'desktop', viewport: desktop },
] as const;

for (const screen of screens) {
  test.describe(`accessibility at ${screen.name} width`, () => {
    test.use({ viewport: screen.viewport });

    test('the home page has no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await expectNoSeriousViolations(page);
    });

    test('the consult board page has no serious or critical violations', async ({ page }) => {
      await page.goto('/consult/board');
      await expectNoSeriousViolations(page);
    });

    test('the privacy page has no serious or critical violations', async ({ page }) => {
      await page.goto('/privacy');
      await expectNoSeriousViolations(page);
    });

    test('a receipt page has no serious or critical violations', async ({ page, request }) => {
      await page.goto(await fileConsultViaApi(request));
      await expect(page.getByRole('heading', { level: 1, name: '상담 신청이 접수되었습니다' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the 404 page has no serious or critical violations', async ({ page }) => {
      await page.goto(`/consult/receipt?q=${unknownUuid()}`);
      await expect(page.getByRole('heading', { name: '이 페이지에 내용이 없습니다' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the consultation modal with its validation messages has no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: '상담 신청하기' }).click();
      const modal = page.getByRole('dialog', { name: '상담 신청' });
      await modal.getByLabel('연락처').fill('12345');
      await modal.getByLabel('상담 내용').fill('ab');
      await expect(modal.getByText('내용을 정확히 적어주세요.', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
