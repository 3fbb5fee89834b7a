import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { desktop, expect, fileConsultViaApi, test, uniquePhone } from './support/fixtures';

/**
 * The back-office consult inbox (issue 3): a manager finds a filed consult and works it, the
 * admin reads its audit trail and exports CSV, a lawyer may not export, a member may not enter.
 * Each is an account of its own test (signInAs); the manager's name outlives the account in the log.
 */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test.use({ viewport: desktop });

test.describe.serial('office consult inbox', () => {
  const { tel } = uniquePhone();
  const digits = tel.replace(/-/g, '');
  let consultPath = '';
  let managerName = '';

  test('the manager finds a filed consult by phone, moves it 신규 → 연락 시도 → 상담 완료 with a note, and sees the timeline', async ({
    page,
    request,
    signInAs,
  }) => {
    await fileConsultViaApi(request, tel);
    await page.goto('/');
    managerName = (await signInAs('매니저')).name;

    await page.goto('/office/consults');
    await expect(page.getByRole('heading', { level: 1, name: '상담 접수함' })).toBeVisible();
    // Digits without hyphens find the number stored with them.
    await page.getByLabel('이름 또는 연락처 검색').fill(digits);
    await page.getByRole('button', { name: '조회' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${digits}`));
    const rows = page.getByTestId('inbox-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(tel);
    await expect(row).toContainText('신규');
    await expect(row).toContainText(/접수 후 (1분 미만|\d+분)/);

    await row.getByRole('link', { name: /김하늘/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /상담 #\d+ · 김하늘/ })).toBeVisible();
    consultPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('consult-tel')).toHaveAttribute('href', `tel:${digits}`);
    await expect(page.getByTestId('consult-content')).toHaveText('협의이혼 절차와 양육비가 궁금합니다');
    await expect(page.getByText('consult-2026-11-v1')).toBeVisible();

    await page.getByRole('button', { name: '연락 시도로 변경' }).click();
    const timeline = page.getByTestId('consult-timeline');
    await expect(timeline).toContainText('상태 변경: 신규 → 연락 시도');
    await expect(page.getByTestId('consult-status')).toContainText('연락 시도');

    await page.getByLabel('변경 메모 (선택)').fill('통화 완료, 협의이혼 절차 안내함');
    await page.getByRole('button', { name: '상담 완료로 변경' }).click();
    await expect(timeline).toContainText('상태 변경: 연락 시도 → 상담 완료');
    await expect(timeline).toContainText('통화 완료, 협의이혼 절차 안내함');
    await expect(timeline).toContainText(managerName);
    await expect(page.getByTestId('consult-status')).toContainText('상담 완료');
    await expect(page.getByRole('button', { name: '수임으로 변경' })).toBeVisible();
    // The manager holds no audit.read.
    await expect(page.getByRole('heading', { name: '열람·변경 기록' })).toHaveCount(0);
  });

  test("the admin sees this consult's views and status changes in '열람·변경 기록'", async ({ page, signInAs }) => {
    expect(consultPath).toMatch(/^\/office\/consults\/\d+$/);
    await page.goto('/');
    const admin = await signInAs('관리자');
    await page.goto(consultPath);
    await expect(page.getByRole('heading', { name: '열람·변경 기록' })).toBeVisible();
    const audit = page.getByTestId('audit-log');
    const managerViews = audit.locator('tr[data-action="consult.view"]', { hasText: managerName });
    expect(await managerViews.count()).toBeGreaterThanOrEqual(1);
    await expect(audit.locator('tr[data-action="consult.view"]', { hasText: admin.name })).toHaveCount(1);
    await expect(audit.locator('tr[data-action="consult.status"]', { hasText: '신규 → 연락 시도' })).toContainText(managerName);
    await expect(audit.locator('tr[data-action="consult.status"]', { hasText: '연락 시도 → 상담 완료' })).toContainText(managerName);
  });

  test('the admin downloads the filtered inbox as CSV for Excel', async ({ page, signInAs }) => {
    await page.goto('/');
    await signInAs('관리자');
    await page.goto(`/office/consults?q=${digits}`);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: /CSV 내려받기/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('접수번호,접수 시각,이름,연락처');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`김하늘,${tel}`);
    expect(lines[1]).toContain('상담 완료');
  });

  test('the lawyer works consults but may not export: no button, and the URL answers 403', async ({ page, signInAs }) => {
    await page.goto('/');
    await signInAs('변호사');
    await page.goto('/office/consults');
    await expect(page.getByRole('heading', { level: 1, name: '상담 접수함' })).toBeVisible();
    await expect(page.getByRole('link', { name: /CSV 내려받기/ })).toHaveCount(0);
    const response = await page.request.get('/api/office/consults/export');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: '상담 목록을 내려받을 권한이 없습니다.' });
  });

  test('a member gets the 403 page for /office and /office/consults, and a signed-out visitor is sent to login', async ({
    page,
    browser,
    signInAs,
  }) => {
    await page.goto('/');
    await signInAs();
    for (const path of ['/office', '/office/consults', consultPath]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1, name: '접근 권한이 없습니다' })).toBeVisible();
      await expect(page.getByText(tel)).toHaveCount(0);
    }
    const signedOut = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const visitor = await signedOut.newPage();
      await visitor.goto('/office/consults');
      await expect(visitor).toHaveURL(/\/member\/login\?redirect=%2Foffice%2Fconsults/);
      const exported = await signedOut.request.get('/api/office/consults/export');
      expect(exported.status()).toBe(401);
    } finally {
      await signedOut.close();
    }
  });

  test('the inbox and the detail page have no serious accessibility violations at desktop width', async ({ page, signInAs }) => {
    await page.goto('/');
    await signInAs('매니저');
    await page.goto('/office/consults');
    await expect(page.getByTestId('inbox-table')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(consultPath);
    await expect(page.getByRole('heading', { name: '처리 기록' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
