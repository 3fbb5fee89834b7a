import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { desktop, expect, test, type SignInAs, type TestUser } from './support/fixtures';

/**
 * The back office's administration screens (members and roles, firm settings, audit log, mail
 * outbox) as an admin of the test's own (signInAs) uses them, against a member who signs up in a
 * browser of their own.
 */

test.use({ viewport: desktop });

function origin(): string {
  return new URL(test.info().project.use.baseURL ?? '').origin;
}

async function expectAxeClean(page: Page) {
  // The site's page-transition bar sits outside the landmarks while it shows (axe 'region'); check the settled page.
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const report = results.violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n\n');
  expect(results.violations, `accessibility violations on ${page.url()}:\n\n${report}`).toEqual([]);
}

type FreshMember = TestUser & { context: BrowserContext; page: Page };

/**
 * A new member signed up and in through signInAs, in a browser context of their own; the fixture
 * deletes the account after the test. The answer is the fixture's own record of the account, so a
 * test that changes the password writes the new one into it.
 */
async function signUpFreshMember(browser: Browser, signInAs: SignInAs): Promise<FreshMember> {
  const context = await browser.newContext({ baseURL: origin(), locale: 'ko-KR', timezoneId: 'Asia/Seoul', viewport: desktop });
  const page = await context.newPage();
  const account = await signInAs(null, { page });
  return Object.assign(account, { context, page });
}

async function openMemberDetail(page: Page, member: FreshMember): Promise<string> {
  await page.goto(`/office/users?q=${encodeURIComponent(member.email)}`);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('link', { name: member.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${member.name}님` })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test('an admin grants a role to a new member, who can then open the back office, and removing it takes the access away', async ({
  page,
  browser,
  consoleGuard,
  signInAs,
}) => {
  // Several screens, axe runs and waits for the server: slow on a busy two-core machine.
  test.slow();
  const member = await signUpFreshMember(browser, signInAs);
  consoleGuard.watch(member.page);
  const refused = await member.page.goto('/office');
  expect(refused?.status()).toBe(403);
  await expect(member.page.getByTestId('forbidden')).toBeVisible();

  const admin = await signInAs('관리자');
  await page.goto('/office/users');
  await expect(page.getByRole('heading', { level: 1, name: '회원·역할' })).toBeVisible();
  await expectAxeClean(page);
  const userId = await openMemberDetail(page, member);
  await expect(page.getByText('역할이 없는 일반 회원입니다.')).toBeVisible();
  await expectAxeClean(page);

  await page.getByLabel('부여할 역할').selectOption({ label: '매니저 (상담 매니저)' });
  await page.getByRole('button', { name: '역할 부여' }).click();
  await expect(page.getByRole('status').filter({ hasText: '매니저 역할을 부여했습니다.' })).toBeVisible();
  await expect(page.getByTestId('held-role')).toHaveCount(1);
  await expect(page.getByTestId('held-role')).toContainText('상담 매니저');

  await member.page.goto('/office');
  await expect(member.page.getByRole('heading', { level: 1, name: `${member.name}님, 안녕하세요` })).toBeVisible();

  await page.getByRole('button', { name: '매니저 역할 해제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '매니저 역할을 해제했습니다.' })).toBeVisible();
  await expect(page.getByTestId('held-role')).toHaveCount(0);
  const refusedAgain = await member.page.goto('/office');
  expect(refusedAgain?.status()).toBe(403);

  await page.getByRole('link', { name: '이 회원에 대한 감사 기록 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '감사 기록' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('subjectId')).toBe(userId);
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('역할 해제');
  await expect(rows.nth(1)).toContainText('역할 부여');
  await expect(rows.nth(1)).toContainText('역할: 매니저');
  await expect(rows.nth(1)).toContainText(admin.name);
  await expectAxeClean(page);

  await page.getByLabel('작업', { exact: true }).selectOption({ label: '역할 부여' });
  await page.getByRole('button', { name: '조회' }).click();
  await expect(rows).toHaveCount(1);
  await member.context.close();
});

test('the admin cannot take away their own 관리자 role or stop their own account', async ({ page, signInAs }) => {
  const admin = await signInAs('관리자');
  await page.goto(`/office/users?q=${encodeURIComponent(admin.email)}`);
  await page.getByRole('link', { name: admin.name }).click();
  await expect(page.getByText('내 계정입니다.')).toBeVisible();
  await page.getByRole('button', { name: '관리자 역할 해제' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '자신의 관리자 역할은 해제할 수 없습니다. 다른 관리자에게 요청해 주세요.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '계정 이용 중지' }).click();
  await page.getByRole('button', { name: '이용 중지', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '자신의 계정은 이용 중지할 수 없습니다.' })).toBeVisible();
  await expect(page.getByTestId('user-state')).toHaveText('이용 중');
});

test('malformed role rules are refused with a Korean message at the field, and disabling a member signs them out', async ({
  page,
  browser,
  signInAs,
}) => {
  const member = await signUpFreshMember(browser, signInAs);
  await signInAs('관리자');
  await openMemberDetail(page, member);

  const rules = page.getByLabel('역할 규칙', { exact: true });
  await rules.fill('[{"action":"manage",');
  await page.getByRole('button', { name: '역할 규칙 저장' }).click();
  await expect(page.getByText('역할 규칙이 올바른 JSON이 아닙니다.')).toBeVisible();
  await expect(rules).toHaveAttribute('aria-invalid', 'true');
  await expect(rules).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('역할 규칙', { exact: true })).toHaveValue('');

  const session = async () => (await member.context.request.get('/api/auth/get-session')).json();
  expect(await session()).toMatchObject({ user: { email: member.email } });
  await page.getByRole('button', { name: '계정 이용 중지' }).click();
  await page.getByRole('button', { name: '이용 중지', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '계정 이용을 중지했습니다.' })).toBeVisible();
  await expect(page.getByTestId('user-state')).toHaveText('이용 중지');
  expect(await session()).toBeNull();
  const signInAgain = await member.context.request.post('/api/auth/sign-in/email', {
    data: { email: member.email, password: member.password },
    headers: { origin: origin() },
  });
  expect(signInAgain.status()).toBe(403);
  expect(((await signInAgain.json()) as { message: string }).message).toBe('이용이 중지된 계정입니다. 법인에 문의해 주세요.');

  await page.getByRole('button', { name: '이용 재개' }).click();
  await expect(page.getByRole('status').filter({ hasText: '계정 이용을 다시 허용했습니다.' })).toBeVisible();
  const allowed = await member.context.request.post('/api/auth/sign-in/email', {
    data: { email: member.email, password: member.password },
    headers: { origin: origin() },
  });
  expect(allowed.status()).toBe(200);
  await member.context.close();
});

test('a change to the firm settings shows in the footer of the home page within seconds', async ({ page, signInAs }) => {
  // Several screens, axe runs and waits for the server: slow on a busy two-core machine.
  test.slow();
  await signInAs('관리자');
  await page.goto('/office/settings');
  await expect(page.getByRole('heading', { level: 1, name: '법인 정보' })).toBeVisible();
  await expectAxeClean(page);

  const fax = page.getByLabel('팩스', { exact: false });
  const original = await fax.inputValue();
  const changed = `02-0000-${String(Date.now() % 10_000).padStart(4, '0')}`;
  expect(changed).not.toBe(original);

  // A wrong value is answered at its field, and nothing is saved.
  const supportEmail = page.getByLabel('고객 문의 이메일');
  const originalEmail = await supportEmail.inputValue();
  await supportEmail.fill('help-at-example');
  await fax.fill(changed);
  await page.getByRole('button', { name: '법인 정보 저장' }).click();
  await expect(page.getByText('올바른 이메일 주소를 입력해 주세요. (예: help@example.com)')).toBeVisible();
  await expect(supportEmail).toBeFocused();
  await expect(supportEmail).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '입력한 내용을 다시 확인해 주세요.' })).toBeVisible();
  await expectAxeClean(page);
  expect(await (await page.request.get('/')).text()).not.toContain(changed);

  const footerShows = (text: string) =>
    expect.poll(async () => (await page.request.get('/')).text(), { timeout: 20_000, intervals: [250, 500, 1_000] }).toContain(text);

  await supportEmail.fill(originalEmail);
  await page.getByRole('button', { name: '법인 정보 저장' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다. 바뀐 항목: 팩스.' })).toBeVisible();
  try {
    await footerShows(changed);
    await page.goto('/');
    await expect(page.getByTestId('site-footer')).toContainText(changed);
  } finally {
    await page.goto('/office/settings');
    await page.getByLabel('팩스', { exact: false }).fill(original);
    await page.getByRole('button', { name: '법인 정보 저장' }).click();
    await expect(page.getByRole('status').filter({ hasText: '저장했습니다.' })).toBeVisible();
  }
  await footerShows(original);

  await page.goto('/office/audit?action=settings.update');
  await expect(page.getByTestId('audit-row').first()).toContainText('바뀐 항목: 팩스');
});

test('a password reset request appears in the mail outbox, and its link sets a new password', async ({ page, browser, signInAs }) => {
  // Several screens, axe runs and waits for the server: slow on a busy two-core machine.
  test.slow();
  const member = await signUpFreshMember(browser, signInAs);
  const requested = await member.context.request.post('/api/auth/request-password-reset', {
    data: { email: member.email, redirectTo: '/member/password/reset' },
    headers: { origin: origin() },
  });
  expect(requested.status(), await requested.text()).toBe(200);

  await signInAs('관리자');
  const row = page.getByTestId('mail-row').filter({ hasText: member.email });
  await expect(async () => {
    await page.goto('/office/mail');
    await expect(row).toHaveCount(1, { timeout: 1_000 });
    await expect(row).toContainText('보관 (발송 안 함)', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('mail-transport')).toContainText('SMTP_URL');
  await expect(row).toContainText('비밀번호 재설정');
  await expectAxeClean(page);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: '[온새미로] 비밀번호 재설정 안내' })).toBeVisible();
  await expectAxeClean(page);
  const text = await page.getByTestId('mail-text').innerText();
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();

  // The link checks the token and sends the member to the reset page with it.
  const opened = await member.context.request.get(link!, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  const landing = new URL(opened.headers()['location']!, link);
  expect(landing.pathname).toBe('/member/password/reset');
  const token = landing.searchParams.get('token');
  expect(token).toBeTruthy();
  const newPassword = `새-비밀번호-${Date.now()}`;
  const reset = await member.context.request.post('/api/auth/reset-password', {
    data: { newPassword, token },
    headers: { origin: origin() },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  const withNew = await member.context.request.post('/api/auth/sign-in/email', {
    data: { email: member.email, password: newPassword },
    headers: { origin: origin() },
  });
  expect(withNew.status()).toBe(200);
  const withOld = await member.context.request.post('/api/auth/sign-in/email', {
    data: { email: member.email, password: member.password },
    headers: { origin: origin() },
  });
  expect(withOld.status()).toBe(401);
  member.password = newPassword; // the fixture deletes the account with it

  await page.goto('/office/audit?action=mail.read');
  await expect(page.getByTestId('audit-row').first()).toContainText(`받는 사람: ${member.email}`);
  await member.context.close();
});

test('the manager gets the 403 page on the administration screens', async ({ page, signInAs }) => {
  await signInAs('매니저');
  for (const path of ['/office/users', '/office/settings', '/office/audit', '/office/mail', '/office/mail/1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId('forbidden')).toBeVisible();
  }
  await expectAxeClean(page);
});

test('badge management is not there without the development flag', async ({ page, signInAs }) => {
  await signInAs('관리자');
  const response = await page.goto('/member/badge');
  expect(response?.status()).toBe(404);
});
