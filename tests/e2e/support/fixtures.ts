import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type PlaywrightWorkerArgs,
  type ViewportSize,
} from '@playwright/test';
import { roleDescriptions, type RoleName, type TeamRoleName } from '../../../src/features/auth/domain/permissions';

/** Spec section 9: mobile is 760 px or less. The phone and desktop sizes every flow uses. */
export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1280, height: 900 } as const;

const networkLine = /^Failed to load resource: /;

export type ConsoleGuard = {
  /** Console errors matching this pattern are expected in this test (an error it provokes on purpose). */
  allow: (pattern: RegExp) => void;
  /** Also watch a page opened in another browser context. */
  watch: (page: Page) => void;
};

/**
 * STYLE.md: a console.error in a test is a failure. Every test's page is watched; a test that
 * provokes an error on purpose allows exactly that message. The browser's own network lines
 * ('Failed to load resource: … status of 404') are not errors of our code: a 404 page, a mocked
 * 500 and prefetches of links to sections that are not built yet all print them.
 */
export const test = base.extend<
  { consoleGuard: ConsoleGuard; signInAs: SignInAs; memberPage: MemberPage; visitorPage: VisitorPage },
  { roleGranter: RoleGranter }
>({
  consoleGuard: [
    async ({ page }, provide) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const watch = (watched: Page) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && !networkLine.test(message.text()))
            errors.push(`console.error on ${watched.url()}: ${message.text()}`);
        });
        watched.on('pageerror', (error) => errors.push(`uncaught on ${watched.url()}: ${error.message}`));
      };
      watch(page);
      await provide({ allow: (pattern) => allowed.push(pattern), watch });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],

  roleGranter: [
    async ({ browser }, provide, workerInfo) => {
      const granter = new DemoAdminGranter(browser, workerInfo.project.use.baseURL ?? '');
      await provide((userId, role) => granter.grant(userId, role));
      await granter.close();
    },
    { scope: 'worker' },
  ],

  signInAs: async ({ page, playwright, roleGranter }, provide, testInfo) => {
    const baseURL = testInfo.project.use.baseURL ?? '';
    const created: TestUser[] = [];
    await provide(async (role, options = {}) => {
      const user = newTestUser(role, options.name);
      const target = options.page ?? page;
      // Sign-up signs the new account in at once (autoSignIn), in the browser context of the page.
      const response = await target.request.post('/api/auth/sign-up/email', {
        data: { email: user.email, password: user.password, name: user.name, ageConfirmed: true, privacyConsent: true },
        headers: { origin: new URL(baseURL).origin },
      });
      expect(response.status(), await response.text()).toBe(200);
      const { user: stored } = (await response.json()) as { user: { id: string } };
      const signedUp = { ...user, id: stored.id };
      created.push(signedUp);
      if (role) await roleGranter(signedUp.id, role);
      return signedUp;
    });
    // After the test, passed or failed: each account deletes itself as a member does on 마이페이지
    // (better-auth's delete-user with the password); its sessions, roles and consents go with it.
    // Every account is tried even when one fails, and then the failures are reported together.
    const failures: unknown[] = [];
    for (const user of created) await deleteTestUser(playwright, baseURL, user).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${created.length} test accounts were not deleted`);
  },

  // Other people in the same test: each call opens a browser context of its own (the test's
  // viewport unless given), watched by the console guard, and closes it after the test; the
  // member's account goes with signInAs's clean-up.
  memberPage: async ({ browser, viewport, signInAs, consoleGuard }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({ viewport: options.viewport ?? viewport });
      contexts.push(context);
      const other = await context.newPage();
      consoleGuard.watch(other);
      const user = await signInAs(options.role ?? null, { page: other, name: options.name });
      return Object.assign(other, { user });
    });
    for (const context of contexts) await context.close();
  },

  visitorPage: async ({ browser, viewport, consoleGuard }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({ viewport: options.viewport ?? viewport });
      contexts.push(context);
      const other = await context.newPage();
      consoleGuard.watch(other);
      return other;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };

/**
 * A page in a new browser context signed in as a fresh member (with `role` if given): a second
 * reader, a reporter, another commenter. Call it as often as a test needs people; `user` is the
 * account behind the page.
 */
export type MemberPage = (options?: {
  role?: TestRole | null;
  name?: string;
  viewport?: ViewportSize | null;
}) => Promise<Page & { user: TestUser }>;

/** A page in a new browser context that nobody is signed in to: what a visitor sees. */
export type VisitorPage = (options?: { viewport?: ViewportSize | null }) => Promise<Page>;

/** A role from the back office's roles table (src/server/seed.ts seeds them all). */
export type TestRole = RoleName | TeamRoleName;

/**
 * An account made for one test: a unique email, a Korean display name, a random password. The
 * fixture deletes the account with `password` after the test, so a test that changes the
 * password writes the new one into this object.
 */
export type TestUser = { id: string; email: string; name: string; password: string };

/**
 * Makes a new account holding `role` (none: a plain member), signs `page` (the test's page unless
 * given) in as it, and answers it; the fixture deletes it after the test.
 */
export type SignInAs = (role?: TestRole | null, options?: { page?: Page; name?: string }) => Promise<TestUser>;

type RoleGranter = (userId: string, role: TestRole) => Promise<void>;

let testUsers = 0;

function newTestUser(role: TestRole | null | undefined, name?: string): Omit<TestUser, 'id'> {
  testUsers += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${testUsers}`;
  return {
    email: `e2e-${tag}@test.example`,
    name: name ?? `시험 ${role ?? '회원'} ${tag.slice(-6)}`,
    password: `pw-${randomUUID()}`,
  };
}

async function deleteTestUser(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, user: TestUser): Promise<void> {
  const origin = new URL(baseURL).origin;
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin } });
  try {
    const signedIn = await request.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
    expect(signedIn.status(), `sign-in to delete ${user.email}: ${await signedIn.text()}`).toBe(200);
    const deleted = await request.post('/api/auth/delete-user', { data: { password: user.password } });
    expect(deleted.status(), `delete ${user.email}: ${await deleted.text()}`).toBe(200);
    expect(await deleted.json(), `delete ${user.email}`).toMatchObject({ success: true });
  } finally {
    await request.dispose();
  }
}

/**
 * Roles are granted the way staff grant them: on the back office's member screen, by the embedded
 * demo's admin (the one account the server makes itself; see demoAccount), signed in once per
 * worker and only when a test first asks for a role. The server under test holds the PGlite files,
 * so the tests cannot write roles into the database themselves; this way needs no test-only route
 * in the application either.
 */
class DemoAdminGranter {
  private page: Promise<Page> | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async grant(userId: string, role: TestRole): Promise<void> {
    const page = await (this.page ??= this.open());
    await page.goto(`/office/users/${encodeURIComponent(userId)}`);
    await page.getByLabel('부여할 역할').selectOption({ label: `${role} (${roleDescriptions[role]})` });
    await page.getByRole('button', { name: '역할 부여' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${role} 역할을 부여했습니다.` })).toBeVisible();
  }

  async close(): Promise<void> {
    if (this.page) await (await this.page).context().close();
  }

  private async open(): Promise<Page> {
    const context = await this.browser.newContext({ baseURL: this.baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: demoAccount('admin'),
      headers: { origin: new URL(this.baseURL).origin },
    });
    expect(response.status(), await response.text()).toBe(200);
    return context.newPage();
  }
}

let sequence = 0;

/**
 * A mobile number no other test uses (Date.now, the process and a counter), with the masked form
 * the receipt shows (maskTel: 010-1234-5678 → 010-****-5678). The middle block stays below 9000:
 * 010-9xxx is the XSS test's, which searches the inbox for its own block and counts what it finds.
 */
export function uniquePhone(): { tel: string; masked: string } {
  sequence += 1;
  const eight = String((Date.now() + process.pid * 7 + sequence * 1_000_003) % 90_000_000).padStart(8, '0');
  const tail = eight.slice(4);
  return { tel: `010-${eight.slice(0, 4)}-${tail}`, masked: `010-****-${tail}` };
}

/** Files a consult through the public API (spec section 7) and returns its receipt path. */
export async function fileConsultViaApi(request: APIRequestContext, tel = uniquePhone().tel): Promise<string> {
  const response = await request.post('/api/office/consult', {
    data: { tel, content: '협의이혼 절차와 양육비가 궁금합니다', name: '김하늘', consent: true, source: 'api' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { success: boolean; model: { legal_case_uuid: string } };
  expect(body.success).toBe(true);
  return `/consult/receipt?q=${body.model.legal_case_uuid}&cr=success`;
}

/** A well-formed uuid that no consult has. */
export function unknownUuid(): string {
  return randomUUID();
}

/** The receipt URL the consult flows land on: the desk page with the case uuid and cr=success. */
export const receiptUrl = /\/consult\/receipt\?q=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}&cr=success$/;

export type DemoAccount = { email: string; password: string };

/**
 * The embedded demo's staff accounts (src/server/seed.ts): the server writes their one random
 * password to DATA_DIR/demo-accounts.txt on its first start. Tests sign in through signInAs; only
 * the role granter and the smoke test that the README's demo accounts work use these.
 */
export function demoAccount(kind: 'admin' | 'manager' | 'lawyer' | 'member'): DemoAccount {
  const file = `${process.env.E2E_DATA_DIR}/demo-accounts.txt`;
  const text = readFileSync(file, 'utf8');
  const password = /비밀번호: (\S+)/.exec(text)?.[1];
  if (!password) throw new Error(`no demo password in ${file}`);
  return { email: `${kind}@onsaemiro.example`, password };
}
