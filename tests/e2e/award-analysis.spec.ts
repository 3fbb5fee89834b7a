import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoAffairAwards } from '../../src/features/calculators/demo/affair-awards';
import { analyseAwards, casePageSize, compareFactors, type AwardCase } from '../../src/features/calculators/domain/award-analysis';
import { formatWon } from '../../src/features/calculators/domain/money';
import { encodePath, routes } from '../../src/lib/routes';
import { desktop, expect, phone, test } from './support/fixtures';

/**
 * Issue 5, section 4: the award analysis shows the distribution of the published cases with the
 * count behind each figure, filters through a GET form (so the URL is the state and it works
 * without JavaScript), draws the distribution as a table, explains its factors and rules on a page of
 * its own, passes axe, and reflects an edit made
 * in the back office. The expected figures come from the demo data set through the same domain.
 */

test.use({ viewport: desktop });

const pagePath = encodePath(routes.affairAwardAnalysis);
const demo: AwardCase[] = demoAffairAwards.map((item, index) => ({ ...item, id: index + 1 }));
const all = analyseAwards(demo, {});
const cohabiting = analyseAwards(demo, { cohabitation: 'yes' });
/** The case list's order, as listPublishedAwards sorts: amount, then id. */
const byAmount = (cases: AwardCase[]) => [...cases].sort((a, b) => a.amount - b.amount || a.id - b.id);

/** The rows with this text: the case list's first page, then its next links (keyset, `?after=`) until a page shows one. */
async function findCaseRows(page: Page, text: string) {
  const open = page.getByTestId('award-cases-open');
  if ((await open.count()) > 0) await page.goto((await open.getAttribute('href'))!);
  const rows = page.getByTestId('award-case-row').filter({ hasText: text });
  for (let pages = 0; pages < 20 && (await rows.count()) === 0; pages += 1) {
    const next = page.getByTestId('award-cases-next');
    if ((await next.count()) === 0) break;
    await page.goto((await next.getAttribute('href'))!);
  }
  return rows;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    page.url(),
  ).toEqual([]);
}

test('the page shows the distribution chart, the median and the count behind it', async ({ page }) => {
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1, name: '상간자 위자료 판례분석' })).toBeVisible();
  await expect(page.getByTestId('award-dataset')).toContainText(`가상의 익명 사례 ${demo.length}건`);
  await expect(page.getByRole('table', { name: /구간별 사례 수/ })).toBeVisible();
  await expect(page.getByTestId('award-median')).toHaveText(formatWon(all.total!.median));
  await expect(page.getByText(`${demo.length}건 기준`).first()).toBeVisible();
  await expect(page.getByTestId('award-count')).toContainText(`전체 ${demo.length}건 기준`);
  await expect(page.getByText('법원이 사건의 모든 사정을 참작해 재량으로 정하므로')).toBeVisible();
});

test("filtering by 'cohabitation yes' changes the count and the median, and the URL keeps it", async ({ page }) => {
  expect(cohabiting.similar.cases.length).toBeGreaterThanOrEqual(5);
  expect(cohabiting.similar.stats!.median).not.toBe(all.total!.median);
  await page.goto(pagePath);
  await page.getByLabel('배우자와 상대방이 동거했나요?').selectOption('yes');
  await page.getByRole('button', { name: '분석하기' }).click();
  await expect(page).toHaveURL(/[?&]cohabitation=yes/);
  const check = async () => {
    await expect(page.getByTestId('award-count')).toContainText(`조건이 모두 같은 사례 ${cohabiting.similar.cases.length}건`);
    await expect(page.getByTestId('award-median')).toHaveText(formatWon(cohabiting.similar.stats!.median));
    await expect(page.getByTestId('award-situation')).toContainText('동거 있음');
    await expect(page.getByLabel('배우자와 상대방이 동거했나요?')).toHaveValue('yes');
    await expect(page.getByTestId('award-mine')).toBeVisible();
  };
  await check();
  // Reopen the shared address: the same analysis.
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByTestId('award-median')).toHaveText(formatWon(cohabiting.similar.stats!.median));
  await other.close();
  await page.reload();
  await check();

  // The consult button carries the analysis into the modal.
  await page.getByTestId('calculator-consult').click();
  const modal = page.getByRole('dialog', { name: '상담 신청' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('상담 내용')).toHaveValue(
    new RegExp(`비슷한 사례 ${cohabiting.similar.cases.length}건의 위자료 중앙값 ${formatWon(cohabiting.similar.stats!.median)}`),
  );
});

test('too few similar cases are marked unreliable next to a broader set', async ({ page }) => {
  await page.goto(`${pagePath}?cohabitation=yes&pregnancy=yes&marriage=0-4&affair=0-5`);
  await expect(page.getByTestId('award-unreliable')).toContainText('믿을 만하지 않습니다');
  await expect(page.getByTestId('award-median')).toBeVisible();
});

test('the case list shows ten cases at a time and pages through all of them by links', async ({ page }) => {
  const amounts = byAmount(demo).map((item) => formatWon(item.amount));
  await page.goto(pagePath);
  const list = page.getByRole('region', { name: `전체 사례 ${demo.length}건` });
  const rows = page.getByTestId('award-case-row');
  // The plain address carries the figures and a link to the list, not the cases.
  await expect(rows).toHaveCount(0);
  await expect(page).toHaveURL(pagePath);
  await page.getByTestId('award-cases-open').click();
  await expect(page).toHaveURL(/[?&]after=0-0#award-cases$/);
  await expect(page.getByTestId('award-cases-range')).toHaveText(
    `위자료가 낮은 사례부터 1~${casePageSize}번째 사례 (모두 ${demo.length}건)`,
  );
  await expect(rows.first().getByRole('cell').first()).toHaveText(amounts[0]!);

  const seen: string[] = [];
  for (let from = 1; from <= demo.length; from += casePageSize) {
    await expect(page.getByTestId('award-cases-range')).toContainText(`${from}~${Math.min(from + casePageSize - 1, demo.length)}번째`);
    await expect(list).toBeVisible();
    await expect(rows).toHaveCount(Math.min(casePageSize, demo.length - from + 1));
    seen.push(...(await rows.evaluateAll((cells) => cells.map((row) => row.querySelector('td')!.textContent!))));
    if (from + casePageSize > demo.length) break;
    await page.getByTestId('award-cases-next').click();
    await expect(page).toHaveURL(/[?&]after=\d+-\d+#award-cases$/);
  }
  await expect(page.getByTestId('award-cases-next')).toHaveCount(0);
  expect(seen).toEqual(amounts);

  // Back to the first page of the list.
  await page.getByRole('navigation', { name: '사례 목록 페이지' }).getByRole('link', { name: '처음으로' }).click();
  await expect(page.getByTestId('award-cases-range')).toContainText(`1~${casePageSize}번째`);
  await expect(list).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the case list pages keep the filters, and a bad cursor shows the plain page', async ({ page }) => {
  const similar = byAmount(cohabiting.similar.cases);
  expect(similar.length).toBeGreaterThan(casePageSize);
  await page.goto(`${pagePath}?cohabitation=yes`);
  const open = page.getByTestId('award-cases-open');
  expect(await open.getAttribute('href')).toMatch(/\?cohabitation=yes&after=0-0#award-cases$/);
  await page.goto((await open.getAttribute('href'))!);
  const next = page.getByTestId('award-cases-next');
  expect(await next.getAttribute('href')).toMatch(/\?cohabitation=yes&after=\d+-\d+#award-cases$/);
  await page.goto((await next.getAttribute('href'))!);
  await expect(page.getByTestId('award-situation')).toContainText('동거 있음');
  await expect(page.getByTestId('award-count')).toContainText(`조건이 모두 같은 사례 ${similar.length}건`);
  const rows = page.getByTestId('award-case-row');
  await expect(rows).toHaveCount(similar.length - casePageSize);
  await expect(rows.first().getByRole('cell').first()).toHaveText(formatWon(similar[casePageSize]!.amount));

  // A bad cursor is the plain address: the figures and the link to the list.
  await page.goto(`${pagePath}?after=abc`);
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('award-cases-open')).toHaveText(`전체 사례 ${demo.length}건 보기`);
});

test('works without JavaScript', async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ko-KR', viewport: desktop });
  const page = await context.newPage();
  await page.goto(pagePath);
  await page.getByLabel('배우자와 상대방이 동거했나요?').selectOption('yes');
  await page.getByRole('button', { name: '분석하기' }).click();
  await expect(page).toHaveURL(/[?&]cohabitation=yes/);
  await expect(page.getByTestId('award-count')).toContainText(`조건이 모두 같은 사례 ${cohabiting.similar.cases.length}건`);
  await expect(page.getByTestId('award-median')).toHaveText(formatWon(cohabiting.similar.stats!.median));
  // The case list opens and pages by plain links.
  await page.getByText(`비슷한 사례 ${cohabiting.similar.cases.length}건 보기`).click();
  await expect(page).toHaveURL(/[?&]cohabitation=yes&after=0-0#award-cases$/);
  await page.getByTestId('award-cases-next').click();
  await expect(page).toHaveURL(/[?&]after=\d+-\d+#award-cases$/);
  await expect(page.getByTestId('award-case-row')).toHaveCount(cohabiting.similar.cases.length - casePageSize);
  await context.close();
});

test('the distribution is one table: counts as text, bars from CSS, the row of the median marked', async ({ page }) => {
  await page.goto(`${pagePath}?cohabitation=yes`);
  const table = page.getByRole('table', { name: /구간별 사례 수/ });
  await expect(table).toBeVisible();
  await expect(table).toHaveAccessibleName(/진한 부분은 비슷한 사례/);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(cohabiting.bins.length);
  const longest = Math.max(...cohabiting.bins.map((bin) => bin.count));
  for (const [index, bin] of cohabiting.bins.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('rowheader')).toContainText(bin.label);
    await expect(row.getByRole('cell').nth(0)).toHaveText(`${bin.count}건`);
    await expect(row.getByRole('cell').nth(1)).toHaveText(`${bin.matching}건`);
    // The bar's length is the count's share of the longest bin; the dark part the similar cases'.
    const bar = row.locator('.award-bar');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    const style = (await bar.getAttribute('style'))!;
    expect(style).toContain(`--a:${Math.round((bin.count / longest) * 1000) / 10}%`);
    expect(style).toContain(`--m:${Math.round((bin.matching / longest) * 1000) / 10}%`);
  }
  const mine = cohabiting.placement!;
  await expect(page.getByTestId('award-mine')).toHaveCount(1);
  await expect(rows.nth(mine.binIndex).getByTestId('award-mine')).toHaveText(`내 상황 중앙값 ${formatWon(mine.amount)}`);
  // The stylesheet draws the bars: the longest bin's runs the whole width, in the colour of every case.
  const longestIndex = cohabiting.bins.findIndex((bin) => bin.count === longest);
  const image = await rows
    .nth(longestIndex)
    .locator('.award-bar')
    .evaluate((bar) => getComputedStyle(bar).backgroundImage);
  expect(image).toMatch(/^linear-gradient/);
  expect(image).toContain('rgb(157, 179, 207)');
  expect(image).toContain('100%');
});

test('the explanation has the factors, their medians in the data set, the rules and the questions', async ({ page }) => {
  await page.goto(pagePath);
  await page.getByTestId('award-guide-link').click();
  await expect(page).toHaveURL(new RegExp(`${encodePath(routes.affairAwardGuide)}$`));
  await expect(page.getByRole('heading', { level: 1, name: '상간자 위자료 판례분석 해설' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '높이는 사정' })).toBeVisible();
  const factors = page.getByTestId('award-factors-table');
  await expect(factors).toContainText(`${demo.length}건`);
  await expect(factors.locator('tbody tr')).toHaveCount(compareFactors(demo).length);
  const first = compareFactors(demo)[0]!;
  await expect(factors.getByRole('row', { name: new RegExp(first.label) })).toContainText(formatWon(first.with!.median));
  await expect(page.getByTestId('award-rules')).toContainText('아래 경계는 포함하고');
  await expect(page.getByTestId('guide-faq')).toContainText('언제까지 청구해야 하나요?');
  await expect(page.getByRole('complementary', { name: '근거' })).toContainText(`가상의 익명 사례 ${demo.length}건`);
  await expectNoSeriousViolations(page);
  await page.getByTestId('award-guide-back').click();
  await expect(page.getByRole('heading', { level: 1, name: '상간자 위자료 판례분석' })).toBeVisible();
});

test('axe finds no serious violation, on desktop and on a phone', async ({ page }) => {
  await page.goto(`${pagePath}?cohabitation=yes&divorced=yes`);
  await expectNoSeriousViolations(page);
  await page.setViewportSize(phone);
  await page.goto(`${pagePath}?cohabitation=yes&pregnancy=yes&marriage=0-4&affair=0-5&children=maybe`);
  await expect(page.getByTestId('award-errors')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an admin edits a case amount in the back office and the public analysis reflects it', async ({ page, signInAs }) => {
  test.slow();
  const binCell = () =>
    page
      .getByRole('table', { name: /구간별 사례 수/ })
      .getByRole('row', { name: /3,000만 원 이상/ })
      .getByRole('cell')
      .first();
  await page.goto(pagePath);
  const before = Number((await binCell().textContent())!.replace(/\D/g, ''));

  await signInAs('관리자');
  await page.goto('/office/content');
  await page.getByRole('link', { name: '위자료 판례분석 사례' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '위자료 판례분석 사례' })).toBeVisible();
  await page.getByLabel('상태', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/status=published/);
  // A case below 30,000,000 won, so the move into the top bin shows.
  const row = page
    .getByTestId('award-row')
    .filter({ hasText: /\b1\d,\d{3},\d{3}원/ })
    .first();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: '판례분석 사례 수정' })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  const amount = page.getByLabel('인정 위자료(원)');
  const original = await amount.inputValue();
  await amount.fill('47,000,000');
  await page.getByRole('button', { name: '저장 (게시 중인 내용에 반영)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다' })).toBeVisible();

  await page.goto(pagePath);
  await expect(binCell()).toHaveText(`${before + 1}건`);
  await expect(await findCaseRows(page, '47,000,000원')).toHaveCount(1);

  // Put it back, so the data set stays as seeded.
  await page.goto(editPath);
  await page.getByLabel('인정 위자료(원)').fill(original);
  await page.getByRole('button', { name: '저장 (게시 중인 내용에 반영)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다' })).toBeVisible();
  await page.goto(pagePath);
  await expect(binCell()).toHaveText(`${before}건`);
});

test('a member is refused the back office list', async ({ page, signInAs }) => {
  await signInAs();
  const response = await page.goto('/office/content/awards');
  expect(response?.status()).toBe(403);
});
