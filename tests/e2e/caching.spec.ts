import { expect, test } from './support/fixtures';

// DESIGN section 6 and decision 001: public pages stay cached; the account card is a client
// island, so signing in never turns a public page dynamic.
const publicPages = ['/', '/privacy', '/consult/board'];

test.describe('public page caching', () => {
  for (const path of publicPages) {
    test(`${path} is served from the page cache, signed out and signed in`, async ({ page, signInAs }) => {
      const anonymous = await page.request.get(path);
      expect(anonymous.status()).toBe(200);
      expect(anonymous.headers()['cache-control']).toMatch(/s-maxage=5/);

      await page.goto('/');
      await signInAs();
      const signedIn = await page.request.get(path);
      expect(signedIn.status()).toBe(200);
      expect(signedIn.headers()['cache-control']).toMatch(/s-maxage=5/);
      expect(signedIn.headers()['cache-control']).not.toMatch(/no-store|private/);
      expect(['HIT', 'STALE']).toContain(signedIn.headers()['x-nextjs-cache']);
    });
  }

  test('the back office is rendered per request and never cached', async ({ page, signInAs }) => {
    await page.goto('/');
    await signInAs('관리자');
    const response = await page.request.get('/office');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/no-store|private|no-cache/);
  });
});
