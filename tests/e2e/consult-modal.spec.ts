import { desktop, expect, phone, receiptUrl, test, uniquePhone } from './support/fixtures';
import type { Page } from '@playwright/test';

const validContent = '결혼 8년 차, 배우자의 외도로 이혼을 고민 중입니다. 양육권이 걱정됩니다.';

function consultModal(page: Page) {
  return page.getByRole('dialog', { name: '상담 신청' });
}

/** The home page's call to action (src/app/page.tsx) fires the popup-consult event. */
async function openFromHome(page: Page) {
  await page.getByRole('main').getByRole('button', { name: '상담 신청하기' }).click();
  const modal = consultModal(page);
  await expect(modal).toBeVisible();
  return modal;
}

function fields(page: Page) {
  const modal = consultModal(page);
  return {
    tel: modal.getByLabel('연락처'),
    content: modal.getByLabel('상담 내용'),
    consent: modal.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }),
    submit: modal.getByRole('button', { name: '상담 신청하기' }),
  };
}

function message(page: Page, text: string) {
  return consultModal(page).getByText(text, { exact: true });
}

async function expectReceipt(page: Page, masked: string) {
  await expect(page).toHaveURL(receiptUrl);
  await expect(page.getByRole('heading', { level: 1, name: '상담 신청이 접수되었습니다' })).toBeVisible();
  await expect(page.getByTestId('receipt-tel')).toHaveText(masked);
}

test.describe('consultation modal on a desktop screen', () => {
  test.use({ viewport: desktop });

  test('opens from the home page call to action, 500 wide and centred', async ({ page }) => {
    await page.goto('/');
    const modal = await openFromHome(page);
    await expect
      .poll(async () => {
        const box = await modal.boundingBox();
        return box && { width: Math.round(box.width), centre: Math.round(box.x + box.width / 2) };
      })
      .toEqual({ width: 500, centre: desktop.width / 2 });
  });

  test('shows each validation message and keeps the button disabled while the form is invalid', async ({ page }) => {
    const { tel } = uniquePhone();
    await page.goto('/');
    await openFromHome(page);
    const form = fields(page);

    await expect(form.submit).toBeDisabled();
    await expect(consultModal(page).getByRole('alert')).toHaveCount(0);

    await form.tel.fill('12345');
    await expect(message(page, '연락처를 정확히 적어주세요.')).toBeVisible();
    await expect(message(page, '내용을 적어주세요')).toBeVisible();
    await expect(form.tel).toHaveAttribute('aria-invalid', 'true');

    await form.tel.fill('');
    await expect(message(page, '연락처를 적어주세요')).toBeVisible();

    await form.content.fill('ab');
    await expect(message(page, '내용을 정확히 적어주세요.')).toBeVisible();
    await expect(message(page, '내용을 적어주세요')).toBeHidden();
    await expect(form.submit).toBeDisabled();

    await form.tel.fill(tel);
    await form.content.fill(validContent);
    await expect(consultModal(page).getByRole('alert')).toHaveCount(0);
    await expect(form.submit).toBeDisabled();

    await form.consent.check();
    await expect(form.submit).toBeEnabled();
    await form.consent.uncheck();
    await expect(form.submit).toBeDisabled();
  });

  test('rejects content of 3 to 5 characters at the submit check though the form accepts it', async ({ page }) => {
    const { tel } = uniquePhone();
    await page.goto('/');
    await openFromHome(page);
    const form = fields(page);

    await form.tel.fill(tel);
    await form.content.fill('상담요청');
    await form.consent.check();
    await expect(consultModal(page).getByRole('alert')).toHaveCount(0);
    await expect(form.submit).toBeEnabled();

    await form.submit.click();

    await expect(message(page, '내용을 적어주세요')).toBeVisible();
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toContainText('내용을 적어주세요');
    await expect(consultModal(page)).toBeVisible();
    // Above the open modal dialog: shown in the top layer after it, not behind its backdrop.
    expect(await snackbar.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    await expect(page).toHaveURL(/\/$/);
  });

  test('files a valid request, closes and lands on the receipt with a success snackbar', async ({ page }) => {
    const { tel, masked } = uniquePhone();
    await page.goto('/');
    await openFromHome(page);
    const form = fields(page);

    await form.tel.fill(tel);
    await form.content.fill(validContent);
    await form.consent.check();
    await form.submit.click();

    await expect(page.getByTestId('snackbar')).toContainText('success');
    await expect(consultModal(page)).toBeHidden();
    await expectReceipt(page, masked);
  });

  test('shows the save-failure snackbar, closes and keeps the typed values when the API fails', async ({ page }) => {
    const { tel } = uniquePhone();
    let posts = 0;
    await page.route('**/api/office/consult', (route) => {
      posts += 1;
      return route.fulfill({ status: 500, body: '{}' });
    });
    await page.goto('/');
    await openFromHome(page);
    const form = fields(page);

    await form.tel.fill(tel);
    await form.content.fill(validContent);
    await form.consent.check();
    await form.submit.click();

    await expect(page.getByTestId('snackbar')).toContainText('접수 실패. 관리자에게 문의 부탁드립니다.');
    await expect(consultModal(page)).toBeHidden();
    expect(posts).toBe(1);
    await expect(page).toHaveURL(/\/$/);

    await openFromHome(page);
    await expect(form.tel).toHaveValue(tel);
    await expect(form.content).toHaveValue(validContent);
    await expect(form.consent).toBeChecked();
    await expect(form.submit).toBeEnabled();
  });
});

test.describe('consultation modal on a phone', () => {
  test.use({ viewport: phone });

  test('opens full screen from the home page call to action', async ({ page }) => {
    await page.goto('/');
    const modal = await openFromHome(page);
    await expect
      .poll(async () => {
        const box = await modal.boundingBox();
        return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
      })
      .toEqual({ x: 0, y: 0, width: phone.width, height: phone.height });
  });

  test('files a valid request and lands on the receipt', async ({ page }) => {
    const { tel, masked } = uniquePhone();
    await page.goto('/');
    await openFromHome(page);
    const form = fields(page);

    await form.tel.fill(tel);
    await form.content.fill(validContent);
    await form.consent.check();
    await form.submit.click();

    await expect(page.getByTestId('snackbar')).toContainText('success');
    await expect(consultModal(page)).toBeHidden();
    await expectReceipt(page, masked);
  });
});
