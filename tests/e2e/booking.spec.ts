import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { bookingRange, formatVisitTime, videoPlace, visitConsentPurposes } from '../../src/features/consult/domain/visit-request';
import { routes } from '../../src/lib/routes';
import { desktop, expect, phone, receiptUrl, test, uniquePhone, type SignInAs } from './support/fixtures';

/**
 * Issue 4 (spec 'Cases and consultation'): visit booking at /consult/booking and the paid in-depth
 * consultation at /consult/premium → /consult/premium-pay. Both file a consult that names the
 * place and the hour, which staff read in the inbox.
 */

/** The first weekday (Seoul) the booking window allows, and the first Saturday in it. */
function days() {
  const { min } = bookingRange(new Date());
  const at = (offset: number) => {
    const date = new Date(`${min}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date;
  };
  let offset = 0;
  while ([0, 6].includes(at(offset).getUTCDay())) offset += 1;
  let saturday = 0;
  while (at(saturday).getUTCDay() !== 6) saturday += 1;
  return { weekday: at(offset).toISOString().slice(0, 10), saturday: at(saturday).toISOString().slice(0, 10) };
}

async function fillBooking(form: Locator, values: { place: string; date: string; tel: string; name: string }) {
  await form.getByRole('radio', { name: values.place }).check();
  await form.getByLabel('희망 날짜').fill(values.date);
  await form.getByRole('radio', { name: '14:00' }).check();
  await form.getByLabel('이름').fill(values.name);
  await form.getByLabel('연락처').fill(values.tel);
  await form.getByLabel('상담 분야').selectOption('재산분할');
  await form.getByLabel('상담받고 싶은 내용').fill('아파트가 배우자 명의인데 재산분할 비율이 궁금합니다.');
  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
}

async function openFiledConsult(page: Page, signInAs: SignInAs, tel: string) {
  await signInAs('매니저');
  await page.goto(`/office/consults?q=${tel.replace(/-/g, '')}`);
  const rows = page.getByTestId('inbox-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /상담 #\d+/ })).toBeVisible();
}

test.describe('visit booking', () => {
  test('a visitor books a weekday slot at an office and staff read the wish in the inbox', async ({ page, signInAs }) => {
    const { tel, masked } = uniquePhone();
    const { weekday } = days();
    await page.goto(routes.consultBooking);
    await expect(page.getByRole('heading', { level: 1, name: '방문 상담 예약' })).toBeVisible();
    const form = page.getByTestId('visit-visit-form');
    const submit = form.getByRole('button', { name: '방문 상담 예약 신청' });
    await expect(form.getByRole('radio', { name: videoPlace })).toHaveCount(0);

    await fillBooking(form, { place: '본사 (교대)', date: weekday, tel, name: '윤서아' });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(receiptUrl);
    await expect(page.getByRole('heading', { level: 1, name: '방문 상담 예약 신청이 접수되었습니다' })).toBeVisible();
    await expect(page.getByTestId('receipt-tel')).toHaveText(masked);

    await openFiledConsult(page, signInAs, tel);
    await expect(page.getByTestId('consult-content')).toContainText(
      `[방문 상담 예약] 본사 (교대) · ${formatVisitTime(weekday, '14:00')} 희망`,
    );
    await expect(page.getByTestId('consult-content')).toContainText('재산분할 비율이 궁금합니다');
    await expect(page.getByText('visit-2026-11-v1')).toBeVisible();
    await expect(page.getByText(visitConsentPurposes.visit)).toBeVisible();
  });

  test('without JavaScript a weekend date comes back with its message and the typed values', async ({ browser, baseURL }) => {
    const { tel } = uniquePhone();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(routes.consultBooking);
    const form = page.getByTestId('visit-visit-form');
    await fillBooking(form, { place: '사당 분사무소', date: days().saturday, tel, name: '윤서아' });
    await form.getByRole('button', { name: '방문 상담 예약 신청' }).click();

    const date = page.getByTestId('visit-visit-form').getByLabel('희망 날짜');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(/^평일\(월–금\) 중에서 골라주세요\./);
    await expect(page.getByTestId('visit-visit-form').getByLabel('연락처')).toHaveValue(tel);
    await expect(page.getByTestId('visit-visit-form').getByRole('radio', { name: '사당 분사무소' })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${encodeURI(routes.consultBooking)}$`));
    await context.close();
  });

  test('keeps the button disabled until a place, a weekday, an hour, a name, a phone, the content and consent are given', async ({
    page,
  }) => {
    await page.goto(routes.consultBooking);
    const form = page.getByTestId('visit-visit-form');
    const submit = form.getByRole('button', { name: '방문 상담 예약 신청' });
    await form.getByLabel('연락처').fill('010-1234-5678');
    await expect(submit).toBeDisabled();
    await fillBooking(form, { place: '본사 (교대)', date: days().saturday, tel: '010-1234-5678', name: '윤서아' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('희망 날짜').fill(days().weekday);
    await expect(submit).toBeEnabled();
  });
});

test.describe('paid in-depth consultation', () => {
  test('the overview shows the fee from the fee schedule and leads to the booking, which offers a video call', async ({
    page,
    signInAs,
  }) => {
    const { tel, masked } = uniquePhone();
    await page.goto(routes.premiumConsult);
    await expect(page.getByRole('heading', { level: 1, name: '변호사 심층 상담' })).toBeVisible();
    await expect(page.getByTestId('premium-fee')).toHaveText('220,000원 (부가가치세 포함)');
    await page.getByTestId('premium-book').click();

    await expect(page).toHaveURL(new RegExp(`${encodeURI(routes.premiumPay)}$`));
    await expect(page.getByTestId('premium-order')).toContainText('220,000원');
    await expect(page.getByTestId('premium-order')).toContainText('결제 전에는 어떤 비용도 청구되지 않습니다');
    const form = page.getByTestId('visit-premium-form');
    await fillBooking(form, { place: videoPlace, date: days().weekday, tel, name: '한도윤' });
    await form.getByRole('button', { name: '심층 상담 예약 신청' }).click();
    await expect(page).toHaveURL(receiptUrl);
    await expect(page.getByRole('heading', { level: 1, name: '심층 상담 예약 신청이 접수되었습니다' })).toBeVisible();
    await expect(page.getByText('결제 링크를 문자로 보내 드리며')).toBeVisible();
    await expect(page.getByTestId('receipt-tel')).toHaveText(masked);

    await openFiledConsult(page, signInAs, tel);
    await expect(page.getByTestId('consult-content')).toContainText(
      `[심층 상담 예약] ${videoPlace} · ${formatVisitTime(days().weekday, '14:00')} 희망 · 상담료 220,000원`,
    );
  });
});

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
  test(`booking, premium and Q&A pages have no serious accessibility violations at ${screen.name} width`, async ({ page }) => {
    // Five pages through axe: 40–48 s on a busy 2-core machine, near the default 45 s.
    test.setTimeout(120_000);
    await page.setViewportSize(screen.viewport);
    for (const path of [routes.consultBooking, routes.premiumConsult, routes.premiumPay, routes.qna, '/qna/category/children']) {
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
