import { desktop, expect, phone, receiptUrl, test, uniquePhone } from './support/fixtures';

test.describe('quick-consult widget on the home page', () => {
  test.use({ viewport: phone });

  test('files a request and lands on the receipt', async ({ page }) => {
    const { tel, masked } = uniquePhone();
    await page.goto('/');
    const widget = page.getByTestId('quick-consult');
    await widget.getByTestId('quick-consult-tel').fill(tel);
    await widget.getByTestId('quick-consult-content').fill('양육비를 받지 못하고 있어 이행명령을 알아보고 있습니다.');
    await widget.getByTestId('quick-consult-consent').check();
    await widget.getByTestId('quick-consult-submit').click();
    await expect(page).toHaveURL(receiptUrl);
    await expect(page.getByText(masked)).toBeVisible();
  });

  test('shows the failure, not success, when the request is not saved', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/500/);
    await page.route('**/api/office/consult', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto('/');
    const widget = page.getByTestId('quick-consult');
    await widget.getByTestId('quick-consult-tel').fill(uniquePhone().tel);
    await widget.getByTestId('quick-consult-content').fill('재산분할 비율을 여쭙고 싶습니다.');
    await widget.getByTestId('quick-consult-consent').check();
    await widget.getByTestId('quick-consult-submit').click();
    await expect(page.getByTestId('snackbar')).toContainText('접수 실패. 관리자에게 문의 부탁드립니다.');
    await expect(page.getByTestId('snackbar')).not.toContainText('success');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('2020 consult event', () => {
  test.use({ viewport: desktop });

  test('shows the area team success text after filing from the area form', async ({ page }) => {
    await page.goto('/consult/board');
    const form = page.getByRole('form', { name: '분야를 고르고 연락처만 남기기' });
    await form.getByLabel('상담 분야').selectOption('상간자');
    await form.getByLabel('연락처').fill(uniquePhone().tel);
    await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의/ }).check();
    await form.getByRole('button', { name: '이 분야로 전화 요청' }).click();
    const confirm = page.getByTestId('consult-confirm');
    await expect(confirm).toContainText('상담 신청이 접수되었습니다.');
    await expect(confirm).toContainText('상간자 소송 전담팀에서 곧 전화드립니다.');
  });

  test('shows the validation error text in the confirmation modal', async ({ page }) => {
    await page.goto('/consult/board');
    const form = page.getByRole('form', { name: '분야를 고르고 연락처만 남기기' });
    await form.getByLabel('연락처').fill('123');
    await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의/ }).check();
    await form.getByRole('button', { name: '이 분야로 전화 요청' }).click();
    await expect(page.getByTestId('consult-confirm')).toContainText('연락처를 정확히 적어주세요.');
  });
});
