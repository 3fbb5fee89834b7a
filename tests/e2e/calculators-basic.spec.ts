import AxeBuilder from '@axe-core/playwright';
import { routes } from '../../src/lib/routes';
import { desktop, expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * Issue 5 sections 1, 2 and 5: the child-support and property-division calculators computed
 * through their forms (with and without JavaScript), the URL as the state, the history kept in
 * the browser, the consultation modal prefilled with the result, and no serious axe findings.
 */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

function incomeGroup(page: Page, role: 'custodial' | 'nonCustodial') {
  const name = role === 'custodial' ? '양육자(자녀를 키우는 부모)의 소득' : '비양육자(양육비를 지급하는 부모)의 소득';
  return page.getByRole('group', { name, exact: true });
}

async function fillOfficialExample(page: Page, { annual = false } = {}) {
  if (annual) await incomeGroup(page, 'custodial').getByLabel('또는 연봉(세전, 원)').fill('21,600,000');
  else await incomeGroup(page, 'custodial').getByLabel('월 소득(세전, 원)').fill('1,800,000');
  await incomeGroup(page, 'nonCustodial').getByLabel('월 소득(세전, 원)').fill('2700000');
  await page.getByLabel('자녀 1 만 나이(세)').fill('15');
  await page.getByLabel('자녀 2 만 나이(세)').fill('8');
}

async function expectOfficialResult(page: Page) {
  await expect(page.getByTestId('child-support-payment')).toHaveText('1,525,200원');
  await expect(page.getByTestId('child-support-total')).toContainText('1,402,000원 + 1,140,000원 = 2,542,000원');
  await expect(page.getByTestId('child-support-ratio')).toContainText('60%');
  await expect(page.getByTestId('child-support-arithmetic')).toHaveText('2,542,000원 × 270만 ÷ 450만 = 1,525,200원');
  await expect(page.getByTestId('child-support-result')).toContainText('1,315,000원 ~ 1,503,000원');
}

/** A simple case: N = 600,000,000 − 200,000,000 = 400,000,000; my half 200,000,000; I hold 100,000,000. */
async function fillSimpleDivision(page: Page) {
  const first = page.getByTestId('asset-row-0');
  await first.getByLabel('명의').selectOption('c');
  await first.getByLabel('종류').selectOption('deposit');
  await first.getByLabel('현재 가치(원)').fill('100,000,000');
  const second = page.getByTestId('asset-row-1');
  await second.getByLabel('명의').selectOption('s');
  await second.getByLabel('종류').selectOption('realEstate');
  await second.getByLabel('현재 가치(원)').fill('500000000');
  const debt = page.getByTestId('debt-row-0');
  await debt.getByLabel('채무자').selectOption('s');
  await debt.getByLabel('남은 금액(원)').fill('200,000,000');
  await page.getByLabel('내 몫의 비율(%, 0~100)').fill('50');
}

const simpleSettlement = '배우자가 나에게 100,000,000원을 지급합니다.';

test.describe('child-support calculator', () => {
  test.use({ viewport: desktop });

  test('computes the official example through the form, keeps it in the URL and reopens it', async ({ page, consoleGuard }) => {
    await page.goto(routes.childSupportCalculator);
    await expect(page.getByRole('heading', { level: 1, name: '양육비 계산기' })).toBeVisible();
    await page.getByLabel('어머니가 키웁니다').check();
    await fillOfficialExample(page);
    await page.getByRole('button', { name: '양육비 계산하기' }).click();

    await expect(page).toHaveURL(/custodialIncome=1800000&nonCustodialIncome=2700000&childAges=15%2C8/);
    await expectOfficialResult(page);
    await expect(page.getByTestId('child-support-result')).toContainText('비양육자(아버지)가 매달 지급할 양육비');
    await expect(page.getByText('2021년 양육비 산정기준표 (서울가정법원)').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '참고(비공식): 가산·감산 사유' })).toBeVisible();

    const other = await page.context().newPage();
    consoleGuard.watch(other);
    await other.goto(page.url());
    await expectOfficialResult(other);
    await expect(other.getByLabel('자녀 2 만 나이(세)')).toHaveValue('8');
    await other.close();
  });

  test('shows the adult error at the age field', async ({ page }) => {
    await page.goto(routes.childSupportCalculator);
    await incomeGroup(page, 'custodial').getByLabel('월 소득(세전, 원)').fill('1800000');
    await incomeGroup(page, 'nonCustodial').getByLabel('월 소득(세전, 원)').fill('2700000');
    await page.getByLabel('자녀 1 만 나이(세)').fill('19');
    await page.getByRole('button', { name: '양육비 계산하기' }).click();

    const age = page.getByLabel('자녀 1 만 나이(세)');
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#cs-age-0-error')).toHaveText('만 19세 이상은 성년이라 양육비 산정 대상이 아닙니다.');
    await expect(age).toHaveAttribute('aria-describedby', /cs-age-0-error/);
    await expect(page.getByTestId('error-summary')).toContainText('만 19세 이상은 성년이라 양육비 산정 대상이 아닙니다.');
    await expect(page.getByTestId('child-support-result')).toHaveCount(0);
  });

  test('carries the result into the consultation modal', async ({ page }) => {
    await page.goto(`${routes.childSupportCalculator}?custodialIncome=1800000&nonCustodialIncome=2700000&childAges=15,8`);
    await expectOfficialResult(page);
    await page.getByTestId('calculator-consult').click();
    const modal = page.getByRole('dialog', { name: '상담 신청' });
    await expect(modal).toBeVisible();
    const content = modal.getByLabel('상담 내용');
    await expect(content).toHaveValue(/비양육자가 매달 지급할 양육비 1,525,200원/);
    await expect(content).toHaveValue(/만 15세, 만 8세/);
  });

  test('has no serious accessibility violations with a result and with errors', async ({ page }) => {
    await page.goto(`${routes.childSupportCalculator}?custodialIncome=1800000&nonCustodialIncome=2700000&childAges=15,8`);
    await expectOfficialResult(page);
    await expectNoSeriousViolations(page);
    await page.goto(`${routes.childSupportCalculator}?custodialIncome=abc&nonCustodialIncome=2700000&childAges=19`);
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('calculators without JavaScript', () => {
  test.use({ viewport: desktop, javaScriptEnabled: false });

  test('child support: adds an age field, converts a salary and computes on the server', async ({ page }) => {
    await page.goto(routes.childSupportCalculator);
    await expect(page.getByLabel('자녀 5 만 나이(세)')).toHaveCount(0);
    await page.getByRole('button', { name: '자녀 입력칸 추가' }).click();
    await expect(page.getByLabel('자녀 5 만 나이(세)')).toBeVisible();

    await fillOfficialExample(page, { annual: true });
    await page.getByRole('button', { name: '양육비 계산하기' }).click();
    await expect(page).toHaveURL(/custodialIncome=1800000&custodialAnnual=21600000/);
    await expect(page).toHaveURL(/childAges=15%2C8/);
    await expectOfficialResult(page);
    await expect(page.getByTestId('child-support-result')).toContainText(
      '양육자의 월 소득은 연봉 21,600,000원 ÷ 12 = 1,800,000원입니다(원 단위 미만 버림).',
    );

    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await expectOfficialResult(page);
  });

  test('property division: the row form redirects to the short address and shows the settlement', async ({ page }) => {
    await page.goto(routes.propertyDivisionCalculator);
    await fillSimpleDivision(page);
    await page.getByRole('button', { name: '재산분할 계산하기' }).click();
    await expect(page).toHaveURL(/\?asset=c%3Adeposit%3A100000000&asset=s%3ArealEstate%3A500000000&debt=s%3A200000000&ratio=50$/);
    await expect(page.getByTestId('property-division-settlement')).toHaveText(simpleSettlement);
  });
});

test.describe('property-division calculator', () => {
  test.use({ viewport: desktop });

  test('computes a simple case, reopens from the URL and lists it in the history', async ({ page, consoleGuard }) => {
    await page.goto(routes.propertyDivisionCalculator);
    await expect(page.getByRole('heading', { level: 1, name: '재산분할 계산기' })).toBeVisible();
    await fillSimpleDivision(page);
    await page.getByRole('button', { name: '재산분할 계산하기' }).click();

    await expect(page).toHaveURL(/asset=c%3Adeposit%3A100000000/);
    await expect(page.getByTestId('property-division-settlement')).toHaveText(simpleSettlement);
    await expect(page.getByTestId('property-division-net')).toContainText('= 400,000,000원');
    await expect(page.getByTestId('negative-estate-warning')).toHaveCount(0);
    await expect(page.getByTestId('asset-row-1').getByLabel('현재 가치(원)')).toHaveValue('500000000');

    const other = await page.context().newPage();
    consoleGuard.watch(other);
    await other.goto(page.url());
    await expect(other.getByTestId('property-division-settlement')).toHaveText(simpleSettlement);
    await other.close();

    await page.goto(routes.propertyDivisionHistory);
    const list = page.getByTestId('history-list');
    await expect(list).toContainText('분할 대상 순재산 400,000,000원');
    await expect(list).toContainText('배우자가 나에게 100,000,000원 지급');
    await list.getByRole('link', { name: '이 결과 다시 열기' }).first().click();
    await expect(page.getByTestId('property-division-settlement')).toHaveText(simpleSettlement);

    await page.goto(routes.propertyDivisionHistory);
    await page.getByRole('button', { name: '기록 지우기' }).click();
    await expect(page.getByTestId('history-empty')).toBeVisible();
  });

  test('warns about a negative estate instead of showing a bare number', async ({ page }) => {
    await page.goto(`${routes.propertyDivisionCalculator}?asset=s:deposit:10000000&debt=s:50000000&ratio=50`);
    const warning = page.getByTestId('negative-estate-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('분할할 순재산이 마이너스(−40,000,000원)');
    await expect(warning).toContainText('2010므4071');
    await expect(page.getByTestId('property-division-result')).toContainText('참고 계산(그대로 주고받는 금액이 아닙니다)');
  });

  test('shows row errors at the fields and keeps what was typed', async ({ page }) => {
    await page.goto(routes.propertyDivisionCalculator);
    await page.getByTestId('asset-row-0').getByLabel('현재 가치(원)').fill('1억');
    await page.getByRole('button', { name: '재산분할 계산하기' }).click();
    const amount = page.getByTestId('asset-row-0').getByLabel('현재 가치(원)');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('1억');
    await expect(page.getByTestId('error-summary')).toContainText('금액은 숫자(원)로만 적어 주세요.');
  });

  test('carries the result into the consultation modal', async ({ page }) => {
    await page.goto(
      `${routes.propertyDivisionCalculator}?asset=c:deposit:100000000&asset=s:realEstate:500000000&debt=s:200000000&ratio=50`,
    );
    await page.getByTestId('calculator-consult').click();
    const modal = page.getByRole('dialog', { name: '상담 신청' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('상담 내용')).toHaveValue(/정산: 배우자가 나에게 100,000,000원을 지급합니다\./);
  });

  // One screen per test: a full axe scan of the calculator takes 3–5 s alone on this machine, and
  // three in one test ran past the 45 s limit with two workers busy.
  test('has no serious accessibility violations with a result', async ({ page }) => {
    await page.goto(
      `${routes.propertyDivisionCalculator}?asset=c:deposit:100000000&asset=s:retirement:60000000:60/120&debt=s:200000000&ratio=50`,
    );
    await expect(page.getByTestId('property-division-result')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('has no serious accessibility violations when the debts exceed the assets', async ({ page }) => {
    await page.goto(`${routes.propertyDivisionCalculator}?asset=s:deposit:10000000&debt=s:50000000&ratio=50`);
    await expectNoSeriousViolations(page);
  });

  test('has no serious accessibility violations on the history page', async ({ page }) => {
    // The history is kept in the browser: a calculation first, so the list has an entry.
    await page.goto(`${routes.propertyDivisionCalculator}?asset=c:deposit:100000000&debt=s:20000000&ratio=50`);
    await expect(page.getByTestId('property-division-result')).toBeVisible();
    await page.goto(routes.propertyDivisionHistory);
    await expect(page.getByTestId('history-list')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the tool index lists the calculators', async ({ page }) => {
    await page.goto(routes.toolIndex);
    await expect(page.getByRole('heading', { level: 1, name: '가사 사건 계산기와 도구' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /양육비 계산기/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: '양육비 계산기' })).toBeVisible();
  });
});
