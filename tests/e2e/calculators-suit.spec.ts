import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, uniquePhone } from './support/fixtures';

/** Issue 5, section 3: the suit cost calculator, its popup and the evidence upload. */
const calculatorPath = '/tool/상간녀소송/상간녀위자료소송-비용계산기';
const popupPath = `${calculatorPath}/popup`;
const uploadPath = `${calculatorPath}/upload`;

// A 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function fillCalculator(page: Page) {
  const form = page.getByTestId('suit-cost-form');
  await form.getByLabel('청구할 위자료 (소가, 원)').fill('30,000,000');
  await form.getByRole('radio', { name: '아니오 (지방법원)' }).check();
  await form.getByLabel('심급').selectOption('1');
  await form.getByRole('radio', { name: '예 (전자소송)' }).check();
  await form.getByLabel('소 제기일').fill('2026-11-22');
  await form.getByLabel('원고 수 (명)').fill('1');
  await form.getByLabel('피고 수 (명)').fill('1');
  await form.getByRole('button', { name: '비용 계산하기' }).click();
}

async function expectResult(page: Page) {
  await expect(page.getByTestId('suit-stamp')).toHaveText('126,000원');
  await expect(page.getByTestId('suit-service')).toHaveText('112,800원');
  await expect(page.getByTestId('suit-court-total')).toHaveText('238,800원');
}

test.describe('suit cost calculator', () => {
  test('computes through the form, and the address reopens the same result', async ({ page }) => {
    await page.goto(calculatorPath);
    await fillCalculator(page);
    await expect(page).toHaveURL(/claim=30%2C000%2C000/);
    await expectResult(page);
    await expect(page.getByTestId('suit-firm-fee')).toHaveText('3,300,000원');
    await expect(page.getByTestId('suit-total')).toHaveText('3,538,800원');
    await expect(page.getByTestId('suit-cost-result')).toContainText('30,000,000원 × 0.45% + 5,000원 = 140,000원');

    const shared = page.url();
    const again = await page.context().newPage();
    await again.goto(shared);
    await expectResult(again);
    await again.close();

    // Carried into the consultation modal.
    await page.getByTestId('calculator-consult').click();
    const modal = page.getByRole('dialog', { name: '상담 신청' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('상담 내용')).toHaveValue(/인지액 126,000원, 송달료 112,800원/);
  });

  test('works without JavaScript, field errors included', async ({ browser, baseURL, consoleGuard }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    consoleGuard.watch(page);
    await page.goto(calculatorPath);
    await fillCalculator(page);
    await expectResult(page);

    await page.goto(`${calculatorPath}?claim=abc&plaintiffs=0`);
    await expect(page.getByRole('alert')).toContainText('숫자(원)로만 적어 주세요');
    await expect(page.getByLabel('청구할 위자료 (소가, 원)')).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });

  test('the popup renders the same result without the site header, framable only by this site', async ({ page }) => {
    const response = await page.goto(
      `${popupPath}?claim=30000000&court=civil&instance=1&efiling=true&filedOn=2026-11-22&plaintiffs=1&defendants=1`,
    );
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/frame-ancestors 'self'$/);
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await expect(page.getByTestId('suit-cost-popup')).toBeVisible();
    await expectResult(page);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '계산 근거와 함께 자세히 보기' })).toHaveAttribute('href', /claim=30000000/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(decodeURI(canonical ?? '')).toMatch(new RegExp(`${calculatorPath}$`));
  });

  test('the calculator and its result pass axe', async ({ page }) => {
    await page.goto(`${calculatorPath}?claim=30000000&court=family&instance=2&efiling=false&filedOn=2026-11-22&plaintiffs=1&defendants=2`);
    await expect(page.getByTestId('suit-cost-result')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('evidence upload', () => {
  test('the page passes axe', async ({ page }) => {
    await page.goto(uploadPath);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('shows the errors inline, then uploads a PNG with consent and lands on the receipt', async ({ page }) => {
    const { tel, masked } = uniquePhone();
    await page.goto(uploadPath);
    const form = page.getByTestId('evidence-form');
    await form.getByRole('button', { name: '증거 보내고 상담 신청하기' }).click();
    await expect(page.getByTestId('evidence-errors')).toContainText('검토받을 파일을 하나 이상 첨부해 주세요.');
    await expect(page.getByTestId('evidence-errors')).toContainText('개인정보 수집·이용에 동의해주셔야');

    await form.getByLabel('연락처').fill(tel);
    await form.getByLabel(/어떤 자료인지/).fill('메시지 캡처 한 장입니다.');
    await page.getByTestId('evidence-files').setInputFiles({ name: '캡처.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('evidence-consent').check();
    await form.getByRole('button', { name: '증거 보내고 상담 신청하기' }).click();
    await expect(page).toHaveURL(/\/consult\/receipt\?q=/);
    await expect(page.getByTestId('receipt-tel')).toHaveText(masked);
  });

  test('without JavaScript, a refusal comes back to the form and a valid upload reaches the receipt', async ({
    browser,
    baseURL,
    consoleGuard,
  }) => {
    const { tel, masked } = uniquePhone();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    consoleGuard.watch(page);
    await page.goto(uploadPath);
    const form = page.getByTestId('evidence-form');
    await form.getByLabel('연락처').fill(tel);
    await page
      .getByTestId('evidence-files')
      .setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await page.getByTestId('evidence-consent').check();
    await form.getByRole('button', { name: '증거 보내고 상담 신청하기' }).click();
    await expect(page.getByTestId('evidence-errors')).toContainText('JPEG, PNG, WebP 이미지와 PDF 파일만');

    await page.getByTestId('evidence-form').getByLabel('연락처').fill(tel);
    await page.getByTestId('evidence-files').setInputFiles({ name: '사진.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('evidence-consent').check();
    await page.getByTestId('evidence-form').getByRole('button', { name: '증거 보내고 상담 신청하기' }).click();
    await expect(page).toHaveURL(/\/consult\/receipt\?q=/);
    await expect(page.getByTestId('receipt-tel')).toHaveText(masked);
    await context.close();
  });
});
