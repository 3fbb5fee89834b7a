import { expect, receiptUrl, test, uniquePhone } from './support/fixtures';
import type { Page } from '@playwright/test';

const consentMessage = '개인정보 수집·이용에 동의해주셔야 상담을 신청할 수 있습니다.';

function boardForm(page: Page) {
  return page.getByTestId('consult-board-form');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field's message is the one tied to it (aria-describedby lists it first), so the test does not
 * depend on the form repeating the first message in a summary above the button.
 */
async function expectFieldMessage(page: Page, text: string) {
  const form = boardForm(page);
  const field =
    text === consentMessage
      ? form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })
      : text.startsWith('연락처')
        ? form.getByLabel('연락처')
        : form.getByLabel('상담 내용');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(text)}`));
  if (text !== consentMessage) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(text, { exact: true }).first()).toBeVisible();
}

async function fillValidRequest(page: Page, tel: string) {
  const form = boardForm(page);
  await form.getByLabel('연락처').fill(tel);
  await form.getByLabel('상담 내용').fill('결혼 8년 차, 배우자의 외도로 이혼을 고민 중입니다.');
  await form.getByLabel('이름').fill('박서준');
  await form.getByLabel('지역').selectOption('서울');
  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
}

async function expectReceipt(page: Page, masked: string) {
  await expect(page).toHaveURL(receiptUrl);
  await expect(page.getByRole('heading', { level: 1, name: '상담 신청이 접수되었습니다' })).toBeVisible();
  await expect(page.getByTestId('receipt-tel')).toHaveText(masked);
}

test.describe('consult board page without JavaScript', () => {
  test('shows every validation message when the empty form is submitted', async ({ browser, baseURL, consoleGuard }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    consoleGuard.watch(page);
    await page.goto('/consult/board');

    await boardForm(page).getByRole('button', { name: '상담 신청하기' }).click();

    await expectFieldMessage(page, '연락처를 적어주세요');
    await expectFieldMessage(page, '내용을 적어주세요');
    await expectFieldMessage(page, consentMessage);
    await expect(page).toHaveURL(/\/consult\/board$/);
    await context.close();
  });

  test('files a valid request with consent and lands on the receipt', async ({ browser, baseURL, consoleGuard }) => {
    const { tel, masked } = uniquePhone();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    consoleGuard.watch(page);
    await page.goto('/consult/board');

    await fillValidRequest(page, tel);
    await boardForm(page).getByRole('button', { name: '상담 신청하기' }).click();

    await expectReceipt(page, masked);
    await context.close();
  });

  test('redisplays the typed values next to the consent message when consent is missing', async ({ browser, baseURL, consoleGuard }) => {
    const { tel } = uniquePhone();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    consoleGuard.watch(page);
    await page.goto('/consult/board');

    const form = boardForm(page);
    await form.getByLabel('연락처').fill(tel);
    await form.getByLabel('상담 내용').fill('재산분할 비율이 궁금합니다.');
    await form.getByRole('button', { name: '상담 신청하기' }).click();

    await expectFieldMessage(page, consentMessage);
    await expect(form.getByLabel('연락처')).toHaveValue(tel);
    await expect(form.getByLabel('상담 내용')).toHaveValue('재산분할 비율이 궁금합니다.');
    await context.close();
  });
});

test.describe('consult board page with JavaScript', () => {
  test('disables the submit button until the form is valid and consent is given', async ({ page }) => {
    const { tel } = uniquePhone();
    await page.goto('/consult/board');
    const form = boardForm(page);
    const submit = form.getByRole('button', { name: '상담 신청하기' });

    await expect(submit).toBeDisabled();
    await form.getByLabel('연락처').fill(tel);
    await form.getByLabel('상담 내용').fill('양육권을 가져오고 싶습니다.');
    await expect(submit).toBeDisabled();
    await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await expect(submit).toBeEnabled();
    await form.getByLabel('연락처').fill('12345');
    await expect(submit).toBeDisabled();
  });

  test('files a valid request and lands on the receipt', async ({ page }) => {
    const { tel, masked } = uniquePhone();
    await page.goto('/consult/board');

    await fillValidRequest(page, tel);
    const submit = boardForm(page).getByRole('button', { name: '상담 신청하기' });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expectReceipt(page, masked);
  });

  test('shows the submit check message for content of 3 to 5 characters', async ({ page }) => {
    const { tel } = uniquePhone();
    await page.goto('/consult/board');
    const form = boardForm(page);

    await form.getByLabel('연락처').fill(tel);
    await form.getByLabel('상담 내용').fill('상담요청');
    await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    const submit = form.getByRole('button', { name: '상담 신청하기' });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expectFieldMessage(page, '내용을 적어주세요');
    await expect(page).toHaveURL(/\/consult\/board$/);
  });
});
