import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { authMessages } from '../../src/features/auth/domain/auth-messages';
import { formMessages, resetRequestedMessage } from '../../src/features/auth/ui/auth-form-rules';
import { routes } from '../../src/lib/routes';
import { demoAccount, desktop, expect, phone, test } from './support/fixtures';

type Member = { email: string; name: string; password: string };

let sequence = 0;

/** A member no other test uses: a unique email, a Korean display name, a random password. */
function newMember(): Member {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return { email: `member-${tag}@example.com`, name: `하늘${sequence}`, password: `pw-${tag}-x9` };
}

function origin(): string {
  return test.info().project.use.baseURL ?? '';
}

/** Signs a member up through better-auth's endpoint; the request context keeps the session cookie. */
async function signUpViaApi(request: APIRequestContext, member: Member): Promise<void> {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { ...member, ageConfirmed: true, privacyConsent: true },
    headers: { origin: origin() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A member signed in in the page's browser context. */
async function signedInMember(page: Page): Promise<Member> {
  const member = newMember();
  await signUpViaApi(page.request, member);
  return member;
}

/** A member whose account exists, while the page stays signed out. */
async function existingMember(request: APIRequestContext): Promise<Member> {
  const member = newMember();
  await signUpViaApi(request, member);
  return member;
}

function signInForm(page: Page) {
  return page.getByRole('form', { name: '이메일로 로그인' });
}

function signUpForm(page: Page) {
  return page.getByRole('form', { name: '이메일로 회원가입' });
}

async function fillSignIn(page: Page, member: Pick<Member, 'email' | 'password'>) {
  const form = signInForm(page);
  await form.getByLabel('이메일').fill(member.email);
  await form.getByLabel('비밀번호').fill(member.password);
  await form.getByRole('button', { name: '로그인' }).click();
}

function accountButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /님 계정 메뉴$/ });
}

function accountCard(page: Page) {
  return page.getByRole('group', { name: '내 계정' });
}

function drawer(page: Page) {
  return page.getByRole('dialog', { name: '전체 메뉴' });
}

test.describe('sign-up and login', () => {
  test.use({ viewport: desktop });

  test('sign-up through the form lands on the login landing page, signed in', async ({ page }) => {
    const member = newMember();
    await page.goto(routes.login);
    await page.getByRole('tab', { name: '회원가입' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    const form = signUpForm(page);
    await form.getByLabel('이메일').fill(member.email);
    await form.getByLabel('표시 이름').fill(member.name);
    await form.getByLabel('비밀번호').fill(member.password);
    await form.getByRole('checkbox', { name: /만 14세 이상입니다/ }).check();
    await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await expect(form.getByTestId('signup-privacy-notice')).toContainText('보유 기간');

    await form.getByRole('button', { name: '가입하기' }).click();

    await expect(page).toHaveURL(routes.loginLanding);
    await expect(page.getByRole('heading', { level: 1, name: '로그인되었습니다' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', routes.myPage);
    // The account card learned of the sign-in without a reload.
    await expect(accountButton(page)).toContainText(member.name);
  });

  test('sign-up without the 14+ box cannot be sent', async ({ page }) => {
    const member = newMember();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up/')) sent.push(request.url());
    });
    await page.goto(`${routes.login}?mode=signup`);
    const form = signUpForm(page);
    await form.getByLabel('이메일').fill(member.email);
    await form.getByLabel('표시 이름').fill(member.name);
    await form.getByLabel('비밀번호').fill(member.password);
    await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();

    await form.getByRole('button', { name: '가입하기' }).click();

    const age = form.getByRole('checkbox', { name: /만 14세 이상입니다/ });
    await expect(form.getByText(formMessages.ageRequired)).toBeVisible();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toBeFocused();
    await expect(page).toHaveURL(`${routes.login}?mode=signup`);
    expect(sent).toEqual([]);
  });

  test('a short password is refused at its field', async ({ page }) => {
    await page.goto(`${routes.login}?mode=signup`);
    const form = signUpForm(page);
    await form.getByLabel('이메일').fill(newMember().email);
    await form.getByLabel('표시 이름').fill('하늘');
    await form.getByLabel('비밀번호').fill('short');
    await form.getByRole('button', { name: '가입하기' }).click();
    await expect(form.getByLabel('비밀번호')).toHaveAccessibleDescription(new RegExp(formMessages.passwordTooShort));
  });

  test('an anonymous visit to my page goes to login and returns there after login', async ({ page, request }) => {
    const member = await existingMember(request);
    await page.goto(routes.myPage);
    await expect(page).toHaveURL(`${routes.login}?redirect=${encodeURIComponent(routes.myPage)}`);

    await fillSignIn(page, member);

    await expect(page).toHaveURL(routes.myPage);
    await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    await expect(page.getByTestId('mypage-name')).toHaveText(member.name);
  });

  test("a wrong password shows the server's Korean message in an alert", async ({ page, request }) => {
    const member = await existingMember(request);
    await page.goto(routes.login);
    await fillSignIn(page, { email: member.email, password: 'not-the-password' });
    await expect(signInForm(page).getByRole('alert')).toHaveText(authMessages.INVALID_EMAIL_OR_PASSWORD!);
    await expect(page).toHaveURL(routes.login);
  });

  test('/auth/login is the same screen', async ({ page }) => {
    await page.goto(routes.authLogin);
    await expect(page.getByRole('tab', { name: '로그인', selected: true })).toBeVisible();
    await expect(signInForm(page).getByLabel('이메일')).toBeVisible();
  });

  test('an OAuth failure code is shown in Korean', async ({ page }) => {
    await page.goto(`${routes.login}?error=access_denied`);
    await expect(page.getByTestId('auth-return-error')).toHaveText(authMessages.access_denied!);
  });

  test('a signed-in member opening a guest-only page is sent home', async ({ page }) => {
    await signedInMember(page);
    for (const path of [routes.login, routes.authLogin, routes.passwordReset]) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
  });
});

test.describe('the embedded demo accounts', () => {
  // The README promises them; every other browser test makes its own account (signInAs).
  test('each signs in with the password from DATA_DIR/demo-accounts.txt and holds its role', async ({ playwright }) => {
    const expected = { admin: ['관리자'], manager: ['매니저'], lawyer: ['변호사'], member: [] } as const;
    for (const [kind, roles] of Object.entries(expected) as Array<[keyof typeof expected, readonly string[]]>) {
      const request = await playwright.request.newContext({ baseURL: origin(), extraHTTPHeaders: { origin: origin() } });
      try {
        const account = demoAccount(kind);
        const signedIn = await request.post('/api/auth/sign-in/email', { data: account });
        expect(signedIn.status(), `${kind}: ${await signedIn.text()}`).toBe(200);
        const me = (await (await request.get('/api/auth/user')).json()) as { user: { email: string; roles: Array<{ name: string }> } };
        expect(me.user.email).toBe(account.email);
        expect(me.user.roles.map((role) => role.name)).toEqual(roles);
      } finally {
        await request.dispose();
      }
    }
  });
});

test.describe('the login callback', () => {
  for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil.example']) {
    test(`refuses ${hostile} and lands on the landing page`, async ({ page }) => {
      await page.goto(`${routes.loginCallback}?redirect=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL(routes.loginLanding);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('follows a safe same-site path, Korean included', async ({ page }) => {
    await page.goto(`${routes.loginCallback}?redirect=${encodeURIComponent('/privacy?from=login')}`);
    await expect(page).toHaveURL('/privacy?from=login');
  });

  test('without a target lands on the landing page, which tells a signed-out visitor to log in', async ({ page }) => {
    await page.goto(routes.loginCallback);
    await expect(page).toHaveURL(routes.loginLanding);
    await expect(page.getByRole('heading', { level: 1, name: '로그인 상태가 아닙니다' })).toBeVisible();
  });
});

test.describe('the account card', () => {
  test.use({ viewport: desktop });

  test('shows the display name and email and closes on mouse-leave and Escape', async ({ page }) => {
    const member = await signedInMember(page);
    await page.goto('/');
    const button = accountButton(page);
    await expect(button).toContainText(member.name);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    const card = accountCard(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByTestId('account-name')).toHaveText(member.name);
    await expect(card.getByTestId('account-email')).toHaveText(member.email);
    await expect(card.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', routes.myPage);
    await expect(card.getByRole('link', { name: '관리' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: '배지 관리' })).toHaveCount(0);

    await page.mouse.move(5, 600);
    await expect(card).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes when keyboard focus leaves it', async ({ page }) => {
    await signedInMember(page);
    await page.goto('/');
    const button = accountButton(page);
    await button.click();
    await expect(accountCard(page)).toBeVisible();
    // 알림 (the community's slot), 마이페이지, 로그아웃, then out of the card.
    await page.keyboard.press('Tab');
    await expect(accountCard(page).getByTestId('account-notifications')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accountCard(page).getByRole('link', { name: '마이페이지' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(accountCard(page)).toBeHidden();
  });

  test('offers the back office to staff', async ({ page, signInAs }) => {
    await signInAs('관리자');
    await page.goto('/');
    await accountButton(page).click();
    await expect(accountCard(page).getByRole('link', { name: '관리', exact: true })).toHaveAttribute('href', routes.office);
  });

  test('stores the permission rules and resets them at logout, which goes home and shows 로그인', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signedInMember(page);
    await page.goto(routes.consultBoard);
    await expect(accountButton(page)).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth.permissions'))).toBe('[{}]');

    await accountButton(page).click();
    await accountCard(page).getByRole('button', { name: '로그아웃' }).click();

    await expect(page).toHaveURL('/');
    const login = page.getByRole('banner').getByRole('link', { name: '로그인' });
    await expect(login).toBeVisible();
    await expect(login).toHaveAttribute('href', `${routes.login}?redirect=${encodeURIComponent('/')}`);
    expect(await page.evaluate(() => window.localStorage.getItem('auth.permissions'))).toBe('[{}]');
    expect(warnings.some((text) => text.includes('권한 정보는 로그인한 뒤에만'))).toBe(true);
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test("stores a staff member's rules", async ({ page, signInAs }) => {
    await signInAs('매니저');
    await page.goto('/');
    await expect(accountButton(page)).toBeVisible();
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('auth.permissions'))) ?? 'null') as unknown;
    expect(stored).toEqual([{ action: 'manage', subject: '매니저' }]);
  });

  test('the login link remembers the current page', async ({ page }) => {
    await page.goto(`${routes.privacy}?tab=1`);
    const login = page.getByRole('banner').getByRole('link', { name: '로그인' });
    await expect(login).toHaveAttribute('href', `${routes.login}?redirect=${encodeURIComponent('/privacy?tab=1')}`);
  });
});

test.describe('the mobile drawer', () => {
  test.use({ viewport: phone });

  test('shows the user card with name, email and my page, and logs out from it', async ({ page }) => {
    const member = await signedInMember(page);
    await page.goto(routes.consultBoard);
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const card = drawer(page).getByRole('region', { name: '내 계정' });
    await expect(card.getByTestId('account-name')).toHaveText(member.name);
    await expect(card.getByTestId('account-email')).toHaveText(member.email);
    await expect(card.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', routes.myPage);

    await card.getByRole('button', { name: '로그아웃' }).click();

    await expect(page).toHaveURL('/');
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    await expect(drawer(page).getByRole('link', { name: '로그인', exact: true })).toHaveAttribute(
      'href',
      `${routes.login}?redirect=${encodeURIComponent('/')}`,
    );
  });
});

test.describe('password reset', () => {
  test('a request answers with the same neutral confirmation for any address', async ({ page, request }) => {
    const member = await existingMember(request);
    for (const email of [member.email, newMember().email]) {
      await page.goto(routes.passwordReset);
      const form = page.getByRole('form', { name: '비밀번호 재설정 메일 요청' });
      await form.getByLabel('가입한 이메일').fill(email);
      await form.getByRole('button', { name: '재설정 링크 받기' }).click();
      await expect(page.getByTestId('reset-requested')).toHaveText(resetRequestedMessage);
    }
  });

  test('a wrong token is answered in Korean with a way to ask again', async ({ page }) => {
    await page.goto(`${routes.passwordReset}?token=not-a-real-token`);
    const form = page.getByRole('form', { name: '새 비밀번호 정하기' });
    await form.getByLabel(/^새 비밀번호 \(필수\)$/).fill('a-new-password');
    await form.getByLabel('새 비밀번호 확인').fill('a-new-password');
    await form.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(page.getByTestId('new-password-error')).toHaveText(authMessages.INVALID_TOKEN!);
    await expect(form.getByRole('link', { name: '재설정 메일 다시 받기' })).toHaveAttribute('href', routes.passwordReset);
  });

  test('a link that failed at the server shows its Korean message and the request form', async ({ page }) => {
    await page.goto(`${routes.passwordReset}?error=INVALID_TOKEN`);
    await expect(page.getByTestId('reset-link-error')).toHaveText(authMessages.INVALID_TOKEN!);
    await expect(page.getByRole('form', { name: '비밀번호 재설정 메일 요청' })).toBeVisible();
  });
});

test.describe('my page', () => {
  test.use({ viewport: desktop });

  test('changes the display name, and the account card follows', async ({ page }) => {
    await signedInMember(page);
    await page.goto(routes.myPage);
    await expect(page.getByTestId('posts-empty')).toHaveText('아직 작성한 글과 댓글이 없습니다.');
    await expect(page.getByTestId('social-none')).toBeVisible();
    const profile = page.getByRole('form', { name: '표시 이름 바꾸기' });
    await profile.getByLabel('표시 이름').fill('바다');
    await profile.getByRole('button', { name: '표시 이름 저장' }).click();
    await expect(page.getByTestId('profile-saved')).toHaveText('표시 이름을 바꾸었습니다.');
    await expect(accountButton(page)).toContainText('바다');
    await expect(page.getByTestId('mypage-name')).toHaveText('바다');
  });

  test('changes the password with the current one', async ({ page, browser }) => {
    const member = await signedInMember(page);
    await page.goto(routes.myPage);
    const form = page.getByRole('form', { name: '비밀번호 바꾸기' });
    await form.getByLabel('현재 비밀번호').fill('wrong-password');
    await form.getByLabel(/^새 비밀번호 \(필수\)$/).fill('a-brand-new-pass');
    await form.getByLabel('새 비밀번호 확인').fill('a-brand-new-pass');
    await form.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(form.getByLabel('현재 비밀번호')).toHaveAccessibleDescription(authMessages.INVALID_PASSWORD!);

    await form.getByLabel('현재 비밀번호').fill(member.password);
    await form.getByRole('button', { name: '비밀번호 바꾸기' }).click();
    await expect(page.getByTestId('password-saved')).toContainText('비밀번호를 바꾸었습니다.');

    const other = await browser.newContext({ baseURL: origin() });
    const response = await other.request.post('/api/auth/sign-in/email', {
      data: { email: member.email, password: 'a-brand-new-pass' },
      headers: { origin: origin() },
    });
    expect(response.status()).toBe(200);
    await other.close();
  });

  test('deletes the account after a confirmation that says what happens to posts', async ({ page, request }) => {
    const member = await signedInMember(page);
    await page.goto(routes.myPage);
    await page.getByRole('button', { name: '회원 탈퇴하기' }).click();
    const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await expect(dialog).toContainText('개인정보는 바로 삭제');
    await expect(dialog).toContainText('‘탈퇴한 회원’으로 표시');

    await dialog.getByLabel('비밀번호 확인').fill('wrong-password');
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await expect(dialog.getByLabel('비밀번호 확인')).toHaveAccessibleDescription(new RegExp(authMessages.INVALID_PASSWORD!));

    await dialog.getByLabel('비밀번호 확인').fill(member.password);
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
    const again = await request.post('/api/auth/sign-in/email', {
      data: { email: member.email, password: member.password },
      headers: { origin: origin() },
    });
    expect(again.status()).toBe(401);
  });
});

const screens = [
  { name: 'phone', viewport: phone },
  { name: 'desktop', viewport: desktop },
] as const;

for (const screen of screens) {
  test.describe(`accessibility of the member pages at ${screen.name} width`, () => {
    test.use({ viewport: screen.viewport });

    async function expectNoSeriousViolations(page: Page) {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        page.url(),
      ).toEqual([]);
    }

    test('the login page, both tabs with their errors, has no serious or critical violations', async ({ page }) => {
      await page.goto(`${routes.login}?error=state_mismatch`);
      await signInForm(page).getByRole('button', { name: '로그인' }).click();
      await expect(signInForm(page).getByText(formMessages.emailRequired)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('tab', { name: '회원가입' }).click();
      await signUpForm(page).getByRole('button', { name: '가입하기' }).click();
      await expect(signUpForm(page).getByText(formMessages.ageRequired)).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('my page and the delete dialog have no serious or critical violations', async ({ page }) => {
      await signedInMember(page);
      await page.goto(routes.myPage);
      await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: '회원 탈퇴하기' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('the reset page and the landing page have no serious or critical violations', async ({ page }) => {
      await page.goto(routes.passwordReset);
      await expectNoSeriousViolations(page);
      await signedInMember(page);
      await page.goto(routes.loginLanding);
      await expect(page.getByRole('heading', { level: 1, name: '로그인되었습니다' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
