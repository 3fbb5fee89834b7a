import { expect, test } from './support/fixtures';
import { submitTalkPost } from './support/talk-form';

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

  // Decision 013: a board's numbered pages and 베스트 tabs are the same for every reader and come
  // from the page cache; `?before=` pages past them render per request; a write refreshes them.
  const boardPages = ['/talk/category/25', '/talk/category/25?page=2', '/talk/section/88?best=7'];
  for (const path of boardPages) {
    test(`the board page ${path} is served from the page cache, signed out and signed in`, async ({ page, signInAs }) => {
      // Polled: a post written by a test running beside this one marks the board stale (a MISS
      // once); a page rendered per request would never answer from the cache.
      const fromCache = async () => {
        const response = await page.request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).not.toMatch(/no-store|private/);
        return response.headers()['x-nextjs-cache'];
      };
      await expect.poll(fromCache, { timeout: 15_000 }).toMatch(/^(HIT|STALE)$/);
      await page.goto('/');
      await signInAs();
      await expect.poll(fromCache, { timeout: 15_000 }).toMatch(/^(HIT|STALE)$/);
    });
  }

  test('a board page past the numbered ones is rendered per request, and the cached route has no address of its own', async ({ page }) => {
    const cursor = await page.request.get('/talk/category/25?before=zzzzzz-1');
    expect(cursor.status()).toBe(200);
    expect(cursor.headers()['cache-control']).toMatch(/no-store|private/);
    const internal = await page.request.get('/talk/cached/board/category/25/page/2', { maxRedirects: 0 });
    expect(internal.status()).toBe(308);
    expect(internal.headers().location).toBe('/talk/category/25');
  });

  test('a new post shows on its cached board at once', async ({ page, signInAs }) => {
    await page.request.get('/talk/category/25');
    await page.goto('/');
    await signInAs();
    const title = `캐시 확인 ${Date.now().toString(36)}`;
    await submitTalkPost(page, { title, body: '게시판 목록에 바로 보이는지 확인하는 글이에요. 읽어 주셔서 고마워요.' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto('/talk/category/25');
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/talk/category/25');
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  });

  test("a post is served from the page cache to visitors and members alike; a member's own buttons come from an island, the author gets the page rendered for them", async ({
    page,
    signInAs,
    memberPage,
  }) => {
    await page.goto('/');
    await signInAs();
    const title = `캐시 글 확인 ${Date.now().toString(36)}`;
    await submitTalkPost(page, { title, body: '글 화면이 캐시에서 나가는지 확인하는 글이에요. 읽어 주셔서 고마워요.' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const path = new URL(page.url()).pathname;
    // The author: the island asks for the page rendered for them (the routing hint cookie), with their controls.
    await expect(page.getByText('고치기')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    const author = await page.request.get(path);
    expect(author.headers()['cache-control']).toMatch(/no-store|private/);

    // Another member reads the same cached bytes as a visitor; their 공감 and comment form come after.
    const reader = await memberPage();
    await reader.request.get(path);
    const cachedForMember = await reader.request.get(path);
    expect(['HIT', 'STALE']).toContain(cachedForMember.headers()['x-nextjs-cache']);
    expect(cachedForMember.headers()['cache-control']).not.toMatch(/no-store|private/);
    expect(await cachedForMember.text()).not.toContain(reader.user.name);
    await reader.goto(path);
    const like = reader.getByTestId('talk-like-post');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(reader.getByText('고치기')).toHaveCount(0);
    const comment = `캐시 댓글 ${Date.now().toString(36)}`;
    await reader.getByTestId('talk-comment-form').getByLabel('댓글 쓰기').fill(comment);
    await reader.getByTestId('talk-comment-form').getByRole('button', { name: '댓글 달기' }).click();
    await expect(reader.getByTestId('talk-comments').getByText(comment)).toBeVisible();
    // Their own comment gets its delete button once the island has asked again.
    await expect(reader.getByRole('button', { name: '댓글 지우기' })).toBeVisible();
    // A reload still knows their 공감, from the island.
    await reader.reload();
    await expect(reader.getByTestId('talk-like-post')).toHaveAttribute('aria-pressed', 'true');

    const visitor = await page.context().browser()!.newContext();
    try {
      await visitor.request.get(path);
      const cached = await visitor.request.get(path);
      expect(cached.status()).toBe(200);
      expect(['HIT', 'STALE']).toContain(cached.headers()['x-nextjs-cache']);
      const html = await cached.text();
      expect(html).not.toContain('고치기');
      expect(html).toContain(comment);
      const internal = await visitor.request.get(`/talk/cached${path.replace('/talk', '')}`, { maxRedirects: 0 });
      expect(internal.status()).toBe(308);
    } finally {
      await visitor.close();
    }
  });
});
