import { encodePath, publicPagePaths, routes } from '../../src/lib/routes';
import { expect, test } from './support/fixtures';

/**
 * Issue 11, section 2: every response carries the security headers, and every page runs under an
 * enforced Content-Security-Policy that admits only its framework's inline scripts. Each template
 * is loaded in Chromium; a violation report or a 'Refused to' console line fails the test.
 */

const watchViolations = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline') + ' ' + (event.sample || ''));
  });
`;

/** One address per template: fixed pages, plus the first item of each sitemap list. */
async function templatePaths(request: import('@playwright/test').APIRequestContext, baseURL: string): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const items = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseURL, '') || '/');
  const byTemplate = new Map<string, string>();
  for (const path of items) {
    const template = path.split('/').length > 3 ? path.replace(/\/[^/]+$/, '/*') : path;
    if (!byTemplate.has(template)) byTemplate.set(template, path);
  }
  return [...new Set([...publicPagePaths.map(encodePath), ...byTemplate.values()])];
}

async function visitAll(page: import('@playwright/test').Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(watchViolations);
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    const csp = response?.headers()['content-security-policy'] ?? '';
    if (!csp.includes("script-src 'self'") || !csp.includes("object-src 'none'")) problems.push(`${path}: no enforced policy (${csp})`);
    await page.waitForTimeout(150);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    for (const violation of violations) problems.push(`${path}: ${violation}`);
  }
  return problems;
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('every public template runs under the enforced policy without a violation', async ({ page, request, baseURL }) => {
    test.setTimeout(300_000);
    const paths = await templatePaths(request, baseURL!);
    expect(paths.length).toBeGreaterThan(30);
    expect(await visitAll(page, paths)).toEqual([]);
  });

  test('the back office runs under the policy without a violation', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await signInAs('관리자');
    const paths = [
      routes.office,
      '/office/consults',
      '/office/audit',
      '/office/users',
      '/office/settings',
      '/office/mail',
      '/office/blog',
      '/office/blog/post',
      '/office/content',
      '/office/content/fees',
      '/office/content/awards',
      '/office/talk',
      '/member/mypage',
    ];
    expect(await visitAll(page, paths.map(encodePath))).toEqual([]);
  });

  test("an inline script that is not the framework's does not run", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/violates the following Content Security Policy directive/);
    await page.addInitScript(watchViolations);
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      const image = document.createElement('img');
      image.setAttribute('src', 'data:,');
      image.setAttribute('onerror', 'window.__injected = true');
      document.body.appendChild(image);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).length).toBeGreaterThan(0);
  });

  test('pages, a 304, the API, static files, stored files and the 404 page carry the headers', async ({ request, page }) => {
    const expectBase = (headers: Record<string, string>, label: string) => {
      expect(headers['x-content-type-options'], label).toBe('nosniff');
      expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], label).toContain('camera=()');
      expect(headers['x-powered-by'], label).toBeUndefined();
      expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
    };
    const home = await request.get('/', { headers: { accept: 'text/html' } });
    expectBase(home.headers(), 'home');
    const etag = home.headers()['etag'];
    if (etag) {
      const again = await request.get('/', { headers: { accept: 'text/html', 'if-none-match': etag } });
      expect([200, 304]).toContain(again.status());
      expect(again.headers()['x-content-type-options']).toBe('nosniff');
    }
    // A page fetched without text/html in Accept (curl -sI, a crawler) still gets the page policy.
    for (const method of ['GET', 'HEAD'] as const) {
      const plain = await request.fetch('/talk', { method, headers: { accept: '*/*' } });
      expectBase(plain.headers(), `/talk ${method} */*`);
      expect(plain.headers()['content-security-policy']).toContain("script-src 'self'");
    }
    const api = await request.get('/api/tools/child-support?income=abc');
    expectBase(api.headers(), 'api');
    const missing = await request.get('/no-such-page-for-headers', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expectBase(missing.headers(), '404');
    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const asset = await request.get(script!);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    const file = await request.get('/files/not-a-real-key.png');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['content-security-policy']).toContain('sandbox');
  });

  test('a foreign site cannot frame the back office; the compact calculator may be framed by the site itself', async ({ request }) => {
    const office = await request.get('/office', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(office.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(office.headers()['x-frame-options']).toBe('DENY');
    const popup = await request.get(encodePath(routes.suitCostPopup), { headers: { accept: 'text/html' } });
    expect(popup.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(popup.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  });
});
