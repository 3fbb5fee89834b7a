import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';

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
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, provide) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      const watch = (watched: Page) => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && !networkLine.test(message.text())) errors.push(`console.error on ${watched.url()}: ${message.text()}`);
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
});

export { expect };

let sequence = 0;

/**
 * A mobile number no other test uses (Date.now, the process and a counter), with the masked form
 * the receipt shows (maskTel: 010-1234-5678 → 010-****-5678).
 */
export function uniquePhone(): { tel: string; masked: string } {
  sequence += 1;
  const eight = String((Date.now() + process.pid * 7 + sequence * 1_000_003) % 100_000_000).padStart(8, '0');
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
 * password to DATA_DIR/demo-accounts.txt on its first start.
 */
export function demoAccount(kind: 'admin' | 'manager' | 'lawyer' | 'member'): DemoAccount {
  const file = `${process.env.E2E_DATA_DIR}/demo-accounts.txt`;
  const text = readFileSync(file, 'utf8');
  const password = /비밀번호: (\S+)/.exec(text)?.[1];
  if (!password) throw new Error(`no demo password in ${file}`);
  return { email: `${kind}@onsaemiro.example`, password };
}

/**
 * This worker's sessions of the demo accounts. The server allows an account 10 sign-ins per 15
 * minutes (decision 003, per-account limit), and the suite signs the demo staff in far more often:
 * a session is reused while the server still knows it, and a new one is made only when it does not.
 */
const sessionCookies = new Map<string, Cookie[]>();

/** Signs the page's browser context in through better-auth's endpoint, as the login form does. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  const cached = sessionCookies.get(account.email);
  if (cached) {
    await page.context().addCookies(cached);
    const session = await page.request.get('/api/auth/get-session');
    if (session.ok() && (await session.text()).includes(account.email)) return;
    await page.context().clearCookies();
  }
  const origin = new URL(page.url() === 'about:blank' ? (test.info().project.use.baseURL ?? '') : page.url()).origin;
  const response = await page.request.post('/api/auth/sign-in/email', { data: account, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
  sessionCookies.set(account.email, await page.context().cookies());
}
