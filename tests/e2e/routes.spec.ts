import { devOnlyPaths, encodePath, publicPagePaths, routes } from '../../src/lib/routes';
import { expect, test } from './support/fixtures';

/**
 * Issue 4: every route of the spec answers 200 with its own title and a canonical link to its own
 * path, or redirects permanently to its canonical page; items come from the sitemap, so every
 * published lawyer, case, review, post and broadcast is requested too.
 */

const html = (body: string, pattern: RegExp) => body.match(pattern)?.[1] ?? null;

async function sitemapPaths(request: import('@playwright/test').APIRequestContext, baseURL: string): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseURL, '') || '/');
}

test.describe('every public route', () => {
  test('answers 200 with a unique title, a description, Open Graph tags and a canonical link to itself', async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const paths = new Set([...publicPagePaths.map(encodePath), ...(await sitemapPaths(request, baseURL!))]);
    expect(paths.size).toBeGreaterThan(publicPagePaths.length + 40);
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${path}: ${response.status()}`);
        continue;
      }
      const body = await response.text();
      const title = html(body, /<title>([^<]*)<\/title>/);
      const canonical = html(body, /<link rel="canonical" href="([^"]+)"/);
      const description = html(body, /<meta name="description" content="([^"]*)"/);
      const ogImage = html(body, /<meta property="og:image" content="([^"]+)"/);
      if (!title) problems.push(`${path}: no title`);
      else if (titles.has(title)) problems.push(`${path}: title '${title}' is also the title of ${titles.get(title)}`);
      else titles.set(title, path);
      if (canonical !== `${baseURL}${path === '/' ? '' : path}` && canonical !== `${baseURL}${path}`)
        problems.push(`${path}: canonical ${canonical}`);
      if (!description) problems.push(`${path}: no description`);
      if (!ogImage) problems.push(`${path}: no og:image`);
    }
    expect(problems).toEqual([]);
  });

  test('old entry points and alternate addresses redirect permanently to their canonical page', async ({ request }) => {
    const expectations: Array<[string, string]> = [
      ['/main', '/'],
      ['/v1', '/'],
      ['/index_origin', '/'],
      ['/index_v2', '/'],
      ['/test', '/'],
      ['/case', routes.winCases],
      ['/blog/post', routes.blog],
      ['/office/blog/post_quill/3', '/office/blog/post/3'],
      ['/page/intro/lawyers', encodePath(routes.lawyers)],
      ['/page/divorce-grounds', encodePath(routes.divorceGrounds)],
      ['/qna/category', routes.qna],
      ['/qna/section/property', '/qna/category/property'],
      ['/talk/section', routes.talk],
    ];
    for (const [from, to] of expectations) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308], `${from} status`).toContain(response.status());
      expect(new URL(response.headers().location!, 'http://x').pathname, `${from} location`).toBe(to);
    }
  });

  test('a post reached by /blog/post/{slug} redirects permanently to its category address', async ({ request, baseURL }) => {
    const postPath = (await sitemapPaths(request, baseURL!)).find((path) => path.startsWith('/blog/') && path.split('/').length === 4)!;
    const slug = postPath.split('/')[3];
    const response = await request.get(`/blog/post/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(postPath);
  });

  test('development-only pages and unknown items answer 404', async ({ request }) => {
    const missing = [
      ...devOnlyPaths.map(encodePath),
      encodePath('/page/intro/전문가/999999'),
      encodePath('/page/intro/전문가/abc'),
      '/case/win/999999',
      '/case/review/0',
      encodePath('/blog/칼럼/없는-글'),
      encodePath('/blog/없는분류'),
      encodePath('/page/방송활동/없는-방송'),
      encodePath('/page/전문분야/없는분야'),
      encodePath('/qna/category/없는주제'),
      '/qna/post/00000000',
      encodePath('/qna/section/없는주제'),
    ];
    for (const path of missing) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
  });
});

test.describe('search engine files', () => {
  test('robots.txt keeps the back office, member pages and the API out and names the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    for (const path of ['/office', '/member', '/api']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the sitemap lists items with last-modified dates and the RSS feed lists posts', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('<lastmod>');
    expect(xml).toContain(encodePath('/page/intro/전문가/'));
    const rss = await request.get(routes.blogFeed);
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const feed = await rss.text();
    expect(feed.match(/<item>/g)?.length).toBeGreaterThanOrEqual(20);
  });

  test('pages carry the firm, breadcrumb and article structured data', async ({ request, baseURL }) => {
    const paths = await sitemapPaths(request, baseURL!);
    const post = paths.find((path) => path.startsWith('/blog/') && path.split('/').length === 4)!;
    const body = await (await request.get(post)).text();
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string },
    );
    expect(blocks.map((b) => b['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'Article']));
    const lawyer = paths.find((path) => path.startsWith(encodePath('/page/intro/전문가/')))!;
    const profile = await (await request.get(lawyer)).text();
    expect(profile).toContain('"@type":"Person"');
    const directions = await (await request.get(encodePath(routes.directions))).text();
    expect(directions).toContain('"@type":"LegalService"');
  });
});

test('the naver-site-verification tag set in the back office appears on public pages within seconds', async ({ page, signInAs }) => {
  test.slow();
  await signInAs('관리자');
  const code = `verify${Date.now()}`;
  const save = async (value: string) => {
    await page.goto('/office/settings');
    await page.getByLabel('네이버 사이트 인증 코드').fill(value);
    await page.getByRole('button', { name: '법인 정보 저장' }).click();
    await expect(page.getByRole('status').filter({ hasText: '저장했습니다.' })).toBeVisible();
  };
  const head = () => page.request.get(routes.blog).then((response) => response.text());
  await save(code);
  try {
    await expect
      .poll(head, { timeout: 20_000, intervals: [250, 500, 1_000] })
      .toContain(`<meta name="naver-site-verification" content="${code}"/>`);
  } finally {
    await save('');
  }
  await expect.poll(head, { timeout: 20_000, intervals: [250, 500, 1_000] }).not.toContain('naver-site-verification');
});
