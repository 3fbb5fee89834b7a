import type { Locator, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeToss, type FakeToss } from '../support/fake-toss';
import { expectAccessible } from './support/axe';
import { desktop, expect, phone, test, uniquePhone } from './support/fixtures';

/**
 * Issue 16, paying the paid consultation online with Toss Payments, at phone width: the visitor
 * chooses a time, pays in the widget (a stand-in served by the fake Toss), and gets a receipt that
 * a refresh or a second tab shows again without a second confirm; tampering, a closed window and a
 * refused card; staff refunds in the back office; the mobile returns.
 *
 * The main e2e server runs without Toss, so this spec starts its own server (scripts/start.mjs)
 * on another port with a fresh database, pointed at a fake Toss started in this process.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100) + 17;
const SITE = `http://127.0.0.1:${PORT}`;
const PRICE = '220,000원';
const VAT = '20,000원';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SITE, viewport: phone });

let toss: FakeToss;
let server: ChildProcess | undefined;
let dataDir = '';
const serverLog: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  toss = await startFakeToss({ port: 0 });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-payments-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: SITE,
      DATA_DIR: dataDir,
      TOSS_CLIENT_KEY: toss.clientKey,
      TOSS_SECRET_KEY: toss.secretKey,
      TOSS_API_URL: toss.url,
      TOSS_SDK_URL: toss.sdkUrl,
      CONSULT_RATE_LIMIT: '500',
      AUTH_RATE_LIMIT: '1000',
      JOB_WORKER: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout?.on('data', (chunk: Buffer) => serverLog.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => serverLog.push(chunk.toString()));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the payments server exited with ${child.exitCode}:\n${serverLog.join('')}`);
    try {
      if ((await fetch(`${SITE}/api/tools/child-support`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the payments server did not start within 200 s:\n${serverLog.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }
  await toss?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// --- the booking picker (as in booking.spec.ts) -----------------------------------------------

/** '2026년 12월 3일(목) 오후 2:00' for '2026-12-03' and '14:00'. */
function whenText(day: string, time: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const dayText = `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일(${'일월화수목금토'[date.getUTCDay()]})`;
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${day.slice(0, 4)}년 ${dayText} ${hour < 12 ? '오전' : '오후'} ${shown}:${String(minute).padStart(2, '0')}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Chosen = { day: string; time: string; dayUrl: string };

/** The paid consultation's steps 1–4 by clicking: 화상 상담, 한유진, next month's `nth` free day, its first time. */
async function chooseTime(page: Page, nth: number): Promise<Chosen> {
  await page.goto('/consult/premium-pay');
  const picker = page.getByTestId('booking-picker');
  await picker.getByRole('link', { name: '화상 상담', exact: true }).click();
  await expect(page).toHaveURL(/[?&]place=\d+#step-lawyer$/);
  await picker.getByRole('link', { name: /^한유진 변호사/ }).click();
  await expect(page).toHaveURL(/#step-day$/);
  await picker.getByRole('link', { name: '다음 달 ›' }).click();
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  await page
    .getByTestId('booking-calendar')
    .getByRole('link', { name: /, 예약 가능 \d+개$/ })
    .nth(nth)
    .click();
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
  const url = new URL(page.url());
  const day = url.searchParams.get('day')!;
  const dayUrl = `${url.pathname}${url.search}`;
  const link = page.getByTestId('booking-times').getByRole('link').first();
  const time = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/[?&]time=\d{2}(%3A|:)\d{2}/);
  await expect(page.getByTestId('booking-choice')).toHaveText(`화상 상담 · ${whenText(day, time)}`);
  return { day, time, dayUrl };
}

/** Step 5 and '…신청하고 결제하기': answers the order id of the /pay/opt page it lands on. */
async function applyAndGoToPay(page: Page, chosen: Chosen): Promise<string> {
  const form = page.getByTestId('booking-premium-form');
  await form.getByLabel(/^이름/).fill('윤서아');
  await form.getByLabel(/^휴대전화/).fill(uniquePhone().tel);
  await form.getByLabel(/^상담 분야/).selectOption('재산분할');
  await form.getByLabel(/^상담받고 싶은 내용/).fill('배우자가 이혼소송을 냈습니다. 아파트 분할과 양육권이 쟁점이라 상담을 받고 싶습니다.');
  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  const submit = form.getByRole('button', { name: /신청하고 결제하기$/ });
  await expect(submit).toHaveText(`${whenText(chosen.day, chosen.time)} 신청하고 결제하기`);
  await submit.click();
  await expect(page).toHaveURL(/\/pay\/opt\?orderId=[\w-]+$/);
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** A new order on /pay/opt for next month's `nth` free day. */
async function newOrder(page: Page, nth: number): Promise<{ chosen: Chosen; orderId: string }> {
  const chosen = await chooseTime(page, nth);
  return { chosen, orderId: await applyAndGoToPay(page, chosen) };
}

// --- the widget and the receipt -----------------------------------------------------------------

const widget = (page: Page): Locator => page.getByTestId('toss-widget');

/** Picks `method` in the stand-in widget and presses '220,000원 결제하기'. */
async function pay(page: Page, method: string) {
  await widget(page).getByLabel(method, { exact: true }).check();
  const button = widget(page).getByRole('button', { name: `${PRICE} 결제하기` });
  await expect(button).toBeEnabled();
  await button.click();
}

/** The receipt's own address: the order id only, never the payment key. */
function receiptUrl(orderId: string): RegExp {
  return new RegExp(`/pay/result\\?orderId=${escape(orderId)}$`);
}

async function expectPaidReceipt(page: Page, orderId: string) {
  await expect(page).toHaveURL(receiptUrl(orderId));
  await expect(page.getByTestId('pay-banner')).toContainText('결제가 완료되어 심층 상담 예약이 확정되었습니다');
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt.getByTestId('order-status')).toHaveText('결제 완료');
  await expect(receipt.getByTestId('order-amount')).toHaveText(`${PRICE} (부가가치세 ${VAT} 포함)`);
  await expect(receipt).toContainText(orderId);
}

/** Confirm calls for one order that reached the fake Toss. */
function confirmsFor(orderId: string): number {
  return toss.requests.filter(
    (request) => request.path === '/v1/payments/confirm' && (request.body as { orderId?: string })?.orderId === orderId,
  ).length;
}

// --- the tests ----------------------------------------------------------------------------------

test('a visitor on a phone chooses a video consultation, pays by card and gets a receipt that a refresh or a second tab shows again without a second confirm; the time is then taken', async ({
  page,
  visitorPage,
  consoleGuard,
}) => {
  test.setTimeout(150_000);
  const confirmsBefore = toss.confirmCount();
  // Every answer the site sends this visitor, scanned for the secret key (it must stay on the server).
  const leaks: string[] = [];
  const scans: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(SITE)) return;
    scans.push(
      response
        .text()
        .then((body) => {
          if (body.includes(toss.secretKey)) leaks.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  const chosen = await chooseTime(page, 0);
  // Before paying: the price, the refund policy and the consent text.
  await expect(page.getByText('상담료 220,000원 (부가가치세 포함)')).toBeVisible();
  await expect(page.getByTestId('premium-order')).toContainText(PRICE);
  const policy = page.getByTestId('premium-refund-policy');
  await expect(policy).toContainText('7일 안에는 청약을 철회할 수 있습니다');
  await expect(policy).toContainText('상담 전날 18시까지 일정을 바꾸거나 취소하시면 결제하신 상담료를 모두 돌려 드립니다');
  const form = page.getByTestId('booking-premium-form');
  await expect(form).toContainText('심층 상담 예약과 상담료 결제, 영수증·현금영수증 발급');
  await expect(form).toContainText('카드 번호 등 결제 수단 정보는 토스페이먼츠가 직접 받으며 이 사이트에 저장하지 않습니다');
  const orderId = await applyAndGoToPay(page, chosen);

  // The payment page: what is bought, when, for how much, and how long the time is held.
  const summary = page.getByTestId('pay-summary');
  await expect(summary.getByTestId('pay-amount')).toHaveText(`${PRICE} (부가가치세 ${VAT} 포함)`);
  await expect(summary).toContainText(whenText(chosen.day, chosen.time));
  await expect(summary).toContainText('화상 상담 · 한유진 변호사');
  await expect(summary.getByTestId('pay-hold')).toContainText('까지 다른 분이 예약할 수 없습니다');

  const success = page.waitForRequest((request) => /\/pay\/result\?.*paymentKey=/.test(request.url()));
  await pay(page, '신용·체크카드');
  const successUrl = (await success).url();
  expect(new URL(successUrl).searchParams.get('orderId')).toBe(orderId);
  await expectPaidReceipt(page, orderId);
  await expect(page.getByTestId('order-receipt')).toContainText('카드');
  expect(page.url()).not.toContain('paymentKey');
  expect(confirmsFor(orderId)).toBe(1);

  // A refresh shows the same receipt, and Toss was asked to confirm once.
  await page.reload();
  await expectPaidReceipt(page, orderId);
  expect(toss.confirmCount() - confirmsBefore).toBe(1);

  // The success address with the payment key, opened again in a second tab: the same receipt.
  const second = await page.context().newPage();
  consoleGuard.watch(second);
  await second.goto(successUrl);
  await expectPaidReceipt(second, orderId);
  expect(toss.confirmCount() - confirmsBefore).toBe(1);
  expect(confirmsFor(orderId)).toBe(1);

  await Promise.all(scans);
  expect(leaks).toEqual([]);
  expect(serverLog.join('')).not.toContain(toss.secretKey);

  // The time is taken: another visitor sees it on neither booking page.
  const other = await visitorPage();
  for (const dayUrl of [chosen.dayUrl, chosen.dayUrl.replace('/consult/premium-pay', '/consult/booking')]) {
    await other.goto(dayUrl);
    await expect(other.getByTestId('booking-times').getByRole('link').first()).toBeVisible();
    const times = await other.getByTestId('booking-times').getByRole('link').allInnerTexts();
    expect(
      times.map((text) => text.trim()),
      dayUrl,
    ).not.toContain(chosen.time);
  }
});

test('a success address whose amount was changed shows the amount-mismatch message and nothing is confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const { orderId } = await newOrder(page, 1);
  const confirmsBefore = toss.confirmCount();
  // The real success address Toss sends the visitor to, with its amount changed on the way.
  let tampered = '';
  await page.route(
    (url) => url.origin === toss.url && url.pathname === '/stand-in/authorize',
    async (route) => {
      const answer = await route.fetch({ maxRedirects: 0 });
      const url = new URL(answer.headers().location!);
      expect(url.searchParams.get('amount')).toBe('220000');
      url.searchParams.set('amount', '2200');
      tampered = url.toString();
      await route.fulfill({ status: 302, headers: { location: tampered } });
    },
  );
  await pay(page, '신용·체크카드');
  await expect(page.getByTestId('pay-tampered')).toHaveText(
    '결제 금액이 주문 금액과 달라 결제를 진행하지 않았습니다. 청구된 금액은 없습니다. 처음부터 다시 신청해 주세요.',
  );
  expect(new URL(page.url()).searchParams.get('amount')).toBe('2200');
  expect(new URL(tampered).searchParams.get('orderId')).toBe(orderId);
  await expect(page.getByTestId('order-receipt')).toHaveCount(0);
  expect(toss.confirmCount()).toBe(confirmsBefore);
  expect(confirmsFor(orderId)).toBe(0);
  // The order is still unpaid: its payment page offers the widget again.
  await page.goto(`/pay/opt?orderId=${orderId}`);
  await expect(widget(page).getByLabel('신용·체크카드', { exact: true })).toBeVisible();
});

test('closing the payment window returns to the payment page with a message and paying then works; a refused card offers a new order that can be paid', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const first = await newOrder(page, 2);
  await pay(page, '결제 취소 (창 닫기)');
  await expect(page).toHaveURL(new RegExp(`/pay/opt\\?orderId=${escape(first.orderId)}&code=PAY_PROCESS_CANCELED`));
  await expect(page.getByTestId('pay-failure')).toHaveText('결제를 취소하셨습니다. 잡아 둔 시간 안에 다시 결제하실 수 있습니다.');
  await expect(widget(page).getByLabel('신용·체크카드', { exact: true })).toBeVisible();
  expect(confirmsFor(first.orderId)).toBe(0);
  await pay(page, '신용·체크카드');
  await expectPaidReceipt(page, first.orderId);

  // A card over its limit: Toss refuses the confirm.
  const refused = await newOrder(page, 3);
  await pay(page, '한도 초과 카드');
  await expect(page).toHaveURL(receiptUrl(refused.orderId));
  const failed = page.getByTestId('pay-failed');
  await expect(failed.getByRole('alert')).toHaveText(
    '카드사에서 결제를 거절했습니다(한도 초과나 잔액 부족 등). 다른 카드나 결제 수단으로 다시 시도해 주세요.',
  );
  await failed.getByRole('link', { name: '다시 결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/opt\\?orderId=${escape(refused.orderId)}$`));
  await page.getByTestId('pay-failed').getByRole('button', { name: '다시 결제하기' }).click();
  // A new order: a new order id for the same held time.
  await expect(page).not.toHaveURL(new RegExp(escape(refused.orderId)));
  await expect(page).toHaveURL(/\/pay\/opt\?orderId=[\w-]+$/);
  const retried = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('pay-summary')).toContainText(whenText(refused.chosen.day, refused.chosen.time));
  await pay(page, '신용·체크카드');
  await expectPaidReceipt(page, retried);
});

test('a manager refunds part of a paid order and then the rest; the visitor sees both refunds and the booking cancelled', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  const { orderId } = await newOrder(page, 4);
  await pay(page, '신용·체크카드');
  await expectPaidReceipt(page, orderId);
  const receipt = page.url();

  // The manager signs in on the site's own origin with the demo account.
  const password = /비밀번호: (\S+)/.exec(fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8'))?.[1];
  expect(password, 'the demo password').toBeTruthy();
  const context = await browser.newContext({ viewport: desktop });
  const manager = await context.newPage();
  consoleGuard.watch(manager);
  try {
    await manager.goto('/member/login?redirect=%2Foffice%2Fpayments');
    const login = manager
      .locator('form')
      .filter({ has: manager.getByRole('button', { name: '로그인' }) })
      .first();
    await login.getByLabel('이메일').fill('manager@onsaemiro.example');
    await login.getByLabel('비밀번호').fill(password!);
    await login.getByRole('button', { name: '로그인' }).click();
    await expect(manager).toHaveURL(/\/office\/payments$/);
    await expect(manager.getByRole('heading', { level: 1, name: '결제 내역' })).toBeVisible();
    const row = manager.getByTestId('payments-row').filter({ hasText: orderId });
    await expect(row).toContainText(PRICE);
    await expect(row).toContainText('결제 완료');
    await row.getByRole('link', { name: new RegExp(escape(orderId)) }).click();
    await expect(manager).toHaveURL(new RegExp(`/office/payments/${escape(orderId)}$`));
    const status = manager.getByTestId('office-payment-status');
    await expect(status).toHaveText('결제 완료');

    // Part of it: 50,000원, with a reason the visitor will read, after a confirm step.
    const refund = manager.getByTestId('office-refund');
    const partReason = '일정 변경에 따른 일부 환불';
    await expect(refund.getByLabel(/^환불 금액/)).toHaveValue('220000');
    await refund.getByLabel(/^환불 금액/).fill('50000');
    await refund.getByLabel(/^환불 사유/).fill(partReason);
    await refund.getByRole('button', { name: '환불하기' }).click();
    const confirm = refund.getByTestId('refund-confirm');
    await expect(confirm).toContainText('50,000원을 환불할까요?');
    await confirm.getByRole('button', { name: '네, 환불합니다' }).click();
    await expect(refund.getByTestId('refund-status')).toHaveText('환불했습니다');
    await expect(status).toHaveText('부분 환불');
    await expect(manager.getByTestId('office-payment-refunds')).toContainText(partReason);

    // The rest: the amount field now holds what is left.
    const restReason = '상담 취소로 남은 상담료 환불';
    await expect(refund.getByLabel(/^환불 금액/)).toHaveValue('170000');
    await refund.getByLabel(/^환불 사유/).fill(restReason);
    await refund.getByRole('button', { name: '환불하기' }).click();
    await expect(confirm).toContainText('170,000원을 환불할까요?');
    await confirm.getByRole('button', { name: '네, 환불합니다' }).click();
    await expect(status).toHaveText('전액 환불');
    await expect(manager.getByTestId('office-payment-refunds')).toContainText(restReason);
    await expect(refund).toContainText('환불할 수 있는 금액이 남아 있지 않습니다.');
  } finally {
    await context.close();
  }

  // The visitor's receipt shows both refunds; the booking is cancelled.
  await page.goto(receipt);
  const visitorReceipt = page.getByTestId('order-receipt');
  await expect(visitorReceipt.getByTestId('order-status')).toHaveText('전액 환불');
  await expect(visitorReceipt.getByTestId('order-refunded')).toHaveText('220,000원 (남은 결제 0원)');
  const refunds = visitorReceipt.getByTestId('order-refunds');
  await expect(refunds).toContainText('50,000원 환불 · 일정 변경에 따른 일부 환불');
  await expect(refunds).toContainText('170,000원 환불 · 상담 취소로 남은 상담료 환불');
  await visitorReceipt.getByRole('link', { name: '예약 확인·시간 변경' }).click();
  await expect(page).toHaveURL(/\/consult\/booking\/manage\/[^/?#]+$/);
  await expect(page.getByTestId('booking-status')).toHaveText('취소');
  await expect(page.getByTestId('booking-cancel-form')).toHaveCount(0);
});

test("a paid booking's private page lists the payment and asks to cancel by phone instead of offering a cancel form", async ({ page }) => {
  test.setTimeout(120_000);
  const { chosen, orderId } = await newOrder(page, 5);
  await pay(page, '신용·체크카드');
  await expectPaidReceipt(page, orderId);
  await page.getByTestId('order-receipt').getByRole('link', { name: '예약 확인·시간 변경' }).click();
  await expect(page).toHaveURL(/\/consult\/booking\/manage\/[^/?#]+$/);
  await expect(page.getByTestId('booking-status')).toHaveText('예약 확정');
  await expect(page.getByTestId('booking-when')).toHaveText(whenText(chosen.day, chosen.time));
  const payments = page.getByRole('region', { name: '결제 내역' });
  await expect(payments.getByTestId('my-payments')).toContainText(PRICE);
  await expect(payments.getByTestId('my-payments')).toContainText('결제 완료');
  await expect(page.getByTestId('booking-cancel-form')).toHaveCount(0);
  await expect(page.getByTestId('booking-cancel-by-phone')).toContainText('결제하신 심층 상담의 취소와 환불은 대표번호로 요청해 주세요.');
  await expect(page.getByTestId('booking-cancel-by-phone').getByRole('link')).toHaveAttribute('href', /^tel:/);
  // The payment's line leads back to its receipt.
  await payments.getByRole('link', { name: /심층 상담/ }).click();
  await expectPaidReceipt(page, orderId);
});

test('the payment page with the widget, the receipt and the payment information have no serious accessibility violations, and the widget loads without a CSP violation', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(`
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline'));
    });
  `);
  const { orderId } = await newOrder(page, 6);
  // A fresh load of the payment page: the policy admits the widget's origin and nothing is refused.
  const response = await page.reload();
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain(new URL(toss.sdkUrl).origin);
  await expect(widget(page).getByLabel('신용·체크카드', { exact: true })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: `${PRICE} 결제하기` })).toBeEnabled();
  expect(toss.requests.some((request) => request.path === '/v2/standard')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  expect(refused).toEqual([]);
  await expectAccessible(page, '/pay/opt (the widget rendered)');

  await pay(page, '신용·체크카드');
  await expectPaidReceipt(page, orderId);
  await expectAccessible(page, 'the receipt');

  await page.goto('/pay/info_origin');
  await expect(page.getByRole('heading', { level: 1, name: '심층 상담 결제 안내' })).toBeVisible();
  await expect(page.getByTestId('pay-info-price')).toContainText(PRICE);
  await expectAccessible(page, '/pay/info_origin');
  expect(refused).toEqual([]);
});

test('the mobile returns redirect into the same handling: a success to the receipt, a failure to the payment page with its message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await newOrder(page, 7);

  // A failure: only the order id, a code and a message.
  const message = '휴대폰 결제 앱에서 결제를 마치지 않았습니다.';
  const failure = `/pay/pmobileCallback?orderId=${orderId}&code=MOBILE_APP_CLOSED&message=${encodeURIComponent(message)}`;
  const failed = await page.request.get(failure, { maxRedirects: 0 });
  expect(failed.status()).toBe(303);
  expect(failed.headers().location).toMatch(new RegExp(`^/pay/opt\\?orderId=${escape(orderId)}&code=MOBILE_APP_CLOSED&message=`));
  await page.goto(failure);
  await expect(page).toHaveURL(new RegExp(`/pay/opt\\?orderId=${escape(orderId)}&`));
  await expect(page.getByTestId('pay-failure')).toHaveText(message);
  await expect(widget(page).getByLabel('신용·체크카드', { exact: true })).toBeVisible();

  // A success: the payment authorised in the app, then the return with its key and amount.
  const paymentKey = toss.authorize({ orderId, amount: 220_000 });
  const success = `/pay/mobileCallback?orderId=${orderId}&paymentKey=${paymentKey}&amount=220000`;
  const redirected = await page.request.get(success, { maxRedirects: 0 });
  expect(redirected.status()).toBe(303);
  expect(redirected.headers().location).toBe(`/pay/result?orderId=${orderId}&paymentKey=${paymentKey}&amount=220000`);
  expect(confirmsFor(orderId)).toBe(0);
  await page.goto(success);
  await expectPaidReceipt(page, orderId);
  expect(confirmsFor(orderId)).toBe(1);
});
