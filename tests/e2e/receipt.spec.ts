import { expect, fileConsultViaApi, test, uniquePhone, unknownUuid } from './support/fixtures';
import type { Page } from '@playwright/test';

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { name: '이 페이지에 내용이 없습니다' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /메인/ })).toHaveAttribute('href', '/');
}

test.describe('consult receipt page', () => {
  test('answers 404 with the not-found page for a q that is not a uuid', async ({ page }) => {
    const response = await page.goto('/consult/receipt?q=not-a-uuid&cr=success');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });

  test('answers 404 with the not-found page for a uuid no consult has', async ({ page }) => {
    const response = await page.goto(`/consult/receipt?q=${unknownUuid()}&cr=success`);
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });

  test('answers 404 without a q', async ({ page }) => {
    const response = await page.goto('/consult/receipt');
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page);
  });

  test('shows the receipt with the masked phone for a filed consult', async ({ page, request }) => {
    const { tel, masked } = uniquePhone();
    const receipt = await fileConsultViaApi(request, tel);

    const response = await page.goto(receipt);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: '상담 신청이 접수되었습니다' })).toBeVisible();
    await expect(page.getByTestId('receipt-tel')).toHaveText(masked);
    await expect(page.getByText(tel)).toHaveCount(0);
  });

  test('takes the visitor to the main page from the not-found link', async ({ page }) => {
    await page.goto(`/consult/receipt?q=${unknownUuid()}`);
    await page.getByRole('main').getByRole('link', { name: /메인/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
