import { expect, test } from './support/fixtures';
import { plainAddressTwins, routes } from '../../src/lib/routes';
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

  // Decision 013: the community's front page and a board's numbered pages and 베스트 tabs are the
  // same for every reader and come from the page cache; `?before=` pages past them render per
  // request; a write refreshes them.
  const boardPages = ['/talk', '/talk/category/25', '/talk/category/25?page=2', '/talk/section/88?best=7'];
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

  test('a new post shows on its cached board and the community front page at once', async ({ page, signInAs }) => {
    await page.request.get('/talk/category/25');
    await page.request.get('/talk');
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
    await page.goto('/talk');
    await expect(page.getByRole('region', { name: '새로 올라온 글' }).getByRole('link', { name: new RegExp(title) })).toBeVisible();
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

  // Decision 017: finished pages for visitors come from a cache in front of Next.
  const asDocument = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

  test("a visitor's page comes from the page cache with every header, and a matching ETag gets 304", async ({ request }) => {
    // Polled: a write in a test running beside this one empties the cache.
    await expect.poll(async () => (await request.get('/page/intro', { headers: asDocument })).headers()['x-page-cache']).toBe('HIT');
    const hit = await request.get('/page/intro', { headers: asDocument });
    const headers = hit.headers();
    expect(hit.status()).toBe(200);
    expect(headers['content-type']).toContain('text/html');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toMatch(/s-maxage=5/);
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await hit.text()).toContain('</html>');
    const etag = headers['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await request.get('/page/intro', { headers: { ...asDocument, 'if-none-match': etag! } });
    expect(unchanged.status()).toBe(304);
    expect((await unchanged.body()).length).toBe(0);
    expect(unchanged.headers()['etag']).toBe(etag);
    expect(unchanged.headers()['content-security-policy']).toBeTruthy();
    // Another compression is another representation, with its own validator.
    const gzip = await request.get('/page/intro', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).not.toBe('br');
    expect(gzip.headers()['etag']).not.toBe(etag);
  });

  test("a signed-in member reading public pages gets the visitors' bytes from the page cache, with their own state from the chrome", async ({
    page,
    signInAs,
    request,
  }) => {
    const paths = ['/', '/page/intro', '/talk/category/25'];
    for (const path of paths) {
      await expect
        .poll(async () => (await request.get(path, { headers: asDocument })).headers()['x-page-cache'], { timeout: 15_000 })
        .toBe('HIT');
    }
    await page.goto('/');
    const member = await signInAs();
    for (const path of paths) {
      const fromCache = async () => {
        const response = await page.request.get(path, { headers: asDocument });
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control']).not.toMatch(/no-store|private/);
        const html = await response.text();
        expect(html).not.toContain(member.email);
        expect(html).not.toContain(member.name);
        return response.headers()['x-page-cache'];
      };
      await expect.poll(fromCache, { timeout: 15_000 }).toBe('HIT');
    }
    // The page a member opens is that shared copy; their name comes in the chrome's account menu.
    await page.goto('/page/intro');
    await expect(page.getByRole('banner').getByRole('button', { name: `${member.name} 님 계정 메뉴` })).toBeVisible();
  });

  test("a signed-in reader never gets the visitors' copy, and visitors never get a reader's page", async ({
    page,
    signInAs,
    visitorPage,
  }) => {
    await page.goto('/');
    await signInAs();
    const title = `캐시 분리 확인 ${Date.now().toString(36)}`;
    await submitTalkPost(page, { title, body: '방문자와 작성자가 서로의 화면을 받지 않는지 확인하는 글이에요. 고마워요.' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('고치기')).toBeVisible();
    const path = new URL(page.url()).pathname;

    const visitor = await visitorPage();
    await expect.poll(async () => (await visitor.request.get(path, { headers: asDocument })).headers()['x-page-cache']).toBe('HIT');
    expect(await (await visitor.request.get(path, { headers: asDocument })).text()).not.toContain('고치기');

    // The author, asking for the same address as a document right after, gets their own page:
    // rendered for them, or their own kept copy of it (decision 026), never the visitors'.
    for (const target of [path, '/', '/talk/category/25']) {
      const own = await page.request.get(target, { headers: asDocument });
      expect(own.status()).toBe(200);
      expect([undefined, 'PRIVATE'], target).toContain(own.headers()['x-page-cache']);
    }
    const authorPage = await page.request.get(path, { headers: asDocument });
    expect(authorPage.headers()['cache-control']).toMatch(/no-store|private/);
    expect(await authorPage.text()).toContain('고치기');

    // And the visitor still never sees the author's controls.
    const again = await visitor.request.get(path, { headers: asDocument });
    expect(await again.text()).not.toContain('고치기');
  });
});

// Decision 026: a page rendered for one member (my page) is kept for that member's next request
// for it, until this process writes anything, and for 2 s at most.
// Decision 017 (update): the segment prefetches Next's router sends for the links in view carry no
// router state and are the same for every reader, so they come from the page cache too (a write
// purges them with the pages: page-cache.test.ts).
test("a board's segment prefetches come from the page cache, and only without the reader's router state", async ({ browser, page }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await context.newPage();
  const seen: { url: string; headers: Record<string, string> }[] = [];
  visitor.on('response', (response) => {
    const headers = response.request().headers();
    if (headers['next-router-segment-prefetch'] && !headers['next-router-state-tree'] && response.status() === 200) {
      seen.push({ url: response.url(), headers });
    }
  });
  await visitor.goto('/talk/category/25');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => seen.filter((prefetch) => prefetch.url.includes('/talk/post/')).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await context.close();
  const kept = seen.find((prefetch) => prefetch.url.includes('/talk/post/'));
  if (!kept) throw new Error('no segment prefetch of a post');
  // Kept for a second, as a page is (decision 017): a second reader within it gets the same bytes.
  // Polled, since tests beside this one write posts and purge.
  const twice = async () => {
    const first = await page.request.get(kept.url, { headers: kept.headers });
    const second = await page.request.get(kept.url, { headers: kept.headers });
    return { first, second, cache: second.headers()['x-page-cache'] };
  };
  await expect.poll(async () => (await twice()).cache, { timeout: 15_000 }).toBe('HIT');
  const { first, second } = await twice();
  expect(second.status()).toBe(200);
  expect(second.headers()['content-type']).toContain('text/x-component');
  expect(second.headers()['x-frame-options']).toBe('DENY');
  expect(second.headers()['cache-control']).toBe(first.headers()['cache-control']);
  expect((await second.body()).equals(await first.body())).toBe(true);
  // Only with no state of the reader's router: a prefetch that carries it always goes to Next.
  const withState = { ...kept.headers, 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' };
  await page.request.get(kept.url, { headers: withState });
  expect((await page.request.get(kept.url, { headers: withState })).headers()['x-page-cache']).toBeUndefined();
});

// Decision 027: the build's scripts and stylesheets go out Brotli-compressed at its highest
// quality from memory; a gzip-only client gets Next's own answer, with the same bytes inside.
test('the scripts and stylesheet a page loads come Brotli-compressed, the same bytes as gzip', async ({ page }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/_next/static/') && /\.(js|css)$/.test(url.pathname)) assets.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
  expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3);
  for (const asset of assets) {
    // Compressed in the background after start-up: polled, in case this test runs first.
    await expect
      .poll(async () => (await page.request.get(asset, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding'], {
        timeout: 15_000,
      })
      .toBe('br');
    const brotli = await page.request.get(asset, { headers: { 'accept-encoding': 'br' } });
    const gzip = await page.request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).not.toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
    expect((await brotli.body()).equals(await gzip.body())).toBe(true);
    const again = await page.request.get(asset, { headers: { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers().etag) } });
    expect(again.status()).toBe(304);
  }
});

test.describe("a member's own pages", () => {
  const asDocument = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

  test('are kept for that member alone, and show their own change at once', async ({ page, signInAs, memberPage, visitorPage }) => {
    await page.goto('/');
    const member = await signInAs();
    // The same request twice with nothing written between: the second answer is the kept copy.
    // Polled, because the tests running beside this one write.
    await expect
      .poll(
        async () => {
          await page.request.get(routes.myPage, { headers: asDocument });
          return (await page.request.get(routes.myPage, { headers: asDocument })).headers()['x-page-cache'];
        },
        { timeout: 15_000 },
      )
      .toBe('PRIVATE');
    const kept = await page.request.get(routes.myPage, { headers: asDocument });
    expect(kept.headers()['cache-control']).toMatch(/private/);
    expect(await kept.text()).toContain(member.email);

    // Another member and a visitor, asking for the same address right after, never get that copy.
    const other = await memberPage();
    for (let i = 0; i < 2; i++) {
      const theirs = await (await other.request.get(routes.myPage, { headers: asDocument })).text();
      expect(theirs).toContain(other.user.email);
      expect(theirs).not.toContain(member.email);
    }
    const visitor = await visitorPage();
    const signedOut = await visitor.request.get(routes.myPage, { headers: asDocument });
    expect(signedOut.headers()['x-page-cache']).toBeUndefined();
    expect(await signedOut.text()).not.toContain(member.email);

    // The member changes their display name; the page they open next shows it.
    await page.goto(routes.myPage);
    const renamed = `캐시확인${Date.now().toString(36).slice(-5)}`;
    const profile = page.getByRole('form', { name: '표시 이름 바꾸기' });
    await profile.getByLabel('표시 이름').fill(renamed);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/update-user'));
    await profile.getByRole('button', { name: '표시 이름 저장' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('profile-saved')).toBeVisible();
    const again = await page.request.get(routes.myPage, { headers: asDocument });
    expect(again.headers()['x-page-cache']).toBeUndefined();
    expect(await again.text()).toContain(renamed);
    await page.goto(routes.myPage);
    await expect(page.getByTestId('mypage-name')).toHaveText(renamed);
    await expect(page.getByRole('form', { name: '표시 이름 바꾸기' }).getByLabel('표시 이름')).toHaveValue(renamed);
  });
});

// Decision 026 (update): a back-office page writes a view record each time it is viewed; it is
// kept for its viewer only because each request given the kept copy writes that record again.
test.describe('a back-office page', () => {
  const asDocument = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

  test('is given again to its viewer only with that view written to the audit log again', async ({ page, signInAs, memberPage }) => {
    await page.goto('/');
    const manager = await signInAs('매니저');
    const inbox = '/office/consults?status=new';
    let views = 0;
    const view = async () => {
      views += 1;
      const response = await page.request.get(inbox, { headers: asDocument });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/private|no-store/);
      return response;
    };
    // Polled, because the tests running beside this one write.
    await expect
      .poll(
        async () => {
          await view();
          return (await view()).headers()['x-page-cache'];
        },
        { timeout: 15_000 },
      )
      .toBe('PRIVATE');
    expect(await (await view()).text()).toContain('상담 접수함');

    // Every view is in the log, the kept copies' included, with the manager as the one who looked.
    const admin = await memberPage({ role: '관리자' });
    await admin.goto(`/office/audit?action=consult.list&actor=${encodeURIComponent(manager.email)}`);
    const rows = admin.getByTestId('audit-row');
    await expect(rows).toHaveCount(views);
    await expect(rows.first()).toContainText(manager.name);
  });
});

// Decision 017 (update): a page that reads its query (a list's filter and cursor, a calculator's
// form) is served at its plain address, and a list at one specialty, from a twin route that reads
// no request data, so the page cache keeps it (with an ad's tracking parameters too); with any
// other query it is rendered per request.
test.describe('pages that read their query', () => {
  const asDocument = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const childSupportQuery = '?custodian=mother&custodialIncome=3000000&nonCustodialIncome=4000000&childAges=8';

  for (const path of [
    ...plainAddressTwins.map((twin) => twin.path),
    `${routes.winCases}?specialty=위자료`,
    `${routes.lawyers}?specialty=이혼소송`,
  ]) {
    test(`${path} comes from the page cache`, async ({ page }) => {
      // Polled: a write in a test running beside this one empties the cache.
      await expect
        .poll(
          async () => {
            const response = await page.request.get(encodeURI(path), { headers: asDocument });
            expect(response.status()).toBe(200);
            expect(response.headers()['cache-control']).toMatch(/s-maxage=5/);
            return response.headers()['x-page-cache'];
          },
          { timeout: 15_000 },
        )
        .toBe('HIT');
    });
  }

  test('with any other query they are rendered per request, whatever header the client sends', async ({ page }) => {
    for (const headers of [asDocument, { ...asDocument, 'x-plain-address': '1' }]) {
      const result = await page.request.get(encodeURI(routes.childSupportCalculator) + childSupportQuery, { headers });
      expect(result.headers()['cache-control']).toMatch(/private|no-store/);
      expect(await result.text()).toContain('data-testid="child-support-result"');
      const older = await page.request.get(`${encodeURI(routes.winCases)}?specialty=${encodeURIComponent('위자료')}&before=zzzzzz-1`, {
        headers,
      });
      expect(older.headers()['cache-control']).toMatch(/private|no-store/);
    }
    const plain = await page.request.get(encodeURI(routes.childSupportCalculator), { headers: asDocument });
    expect(await plain.text()).not.toContain('data-testid="child-support-result"');
    // The filtered twin shows the filtered list.
    const filtered = await page.request.get(`${encodeURI(routes.winCases)}?specialty=${encodeURIComponent('위자료')}`, {
      headers: asDocument,
    });
    expect(await filtered.text()).toMatch(/위자료 사례 \d+건/);
  });

  test('a visitor from an ad gets the cached page, keeps the ad’s address, and the page works', async ({ page }) => {
    const fromAd = `${encodeURI(routes.childSupportCalculator)}?utm_source=naver&utm_medium=cpc&gclid=Cj0-e2e`;
    await expect
      .poll(
        async () => {
          const response = await page.request.get(fromAd, { headers: asDocument });
          expect(response.headers()['cache-control']).toMatch(/s-maxage=5/);
          return response.headers()['x-page-cache'];
        },
        { timeout: 15_000 },
      )
      .toBe('HIT');
    await page.goto(fromAd);
    await expect(page).toHaveURL(/utm_source=naver&utm_medium=cpc&gclid=Cj0-e2e$/);
    await page.getByLabel('어머니가 키웁니다').check();
    await page
      .getByRole('group', { name: '양육자(자녀를 키우는 부모)의 소득', exact: true })
      .getByLabel('월 소득(세전, 원)')
      .fill('1800000');
    await page
      .getByRole('group', { name: '비양육자(양육비를 지급하는 부모)의 소득', exact: true })
      .getByLabel('월 소득(세전, 원)')
      .fill('2700000');
    await page.getByLabel('자녀 1 만 나이(세)').fill('15');
    await page.getByRole('button', { name: '양육비 계산하기' }).click();
    await expect(page.getByTestId('child-support-result')).toBeVisible();
    await expect(page).toHaveURL(/custodialIncome=1800000/);
  });

  test('the twins have no address of their own', async ({ page }) => {
    for (const { path, twin } of plainAddressTwins) {
      const response = await page.request.get(twin, { maxRedirects: 0 });
      expect(response.status(), twin).toBe(308);
      expect(response.headers().location, twin).toBe(encodeURI(path));
    }
    const specialty = await page.request.get(`/cached/lawyers/${encodeURIComponent('위자료')}`, { maxRedirects: 0 });
    expect(specialty.status()).toBe(308);
    expect(specialty.headers().location).toBe(`${encodeURI(routes.lawyers)}?specialty=${encodeURIComponent('위자료')}`);
  });

  test('a reader moves between the plain list, a specialty and back in the browser', async ({ page }) => {
    await page.goto(encodeURI(routes.winCases));
    const count = page.locator('main p.mt-6').first();
    await expect(count).toHaveText(/전체 사례 \d+건/);
    await page.getByRole('navigation', { name: '분야별 승소사례 보기' }).getByRole('link', { name: '위자료' }).click();
    await expect(page).toHaveURL(/specialty=/);
    await expect(count).toHaveText(/위자료 사례 \d+건/);
    await page.goBack();
    await expect(count).toHaveText(/전체 사례 \d+건/);
  });
});
