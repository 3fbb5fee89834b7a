import type { APIRequestContext, Response } from '@playwright/test';
import { desktop, expect, test } from './support/fixtures';
import { deleteMember, signUpMember, useSession, writeTalkComment, writeTalkPost, type Member } from './support/xss-seed';

/**
 * Issue 11, section 3 'Anonymous boards': a member writes a post and a comment on each anonymous
 * board; a moderator recommends one (so it reaches 추천글 and the sitemap). The HTML and the RSC
 * payload (`RSC: 1`) of every community page that lists or shows them, fetched by a visitor and by
 * another member, and the `_rsc` answers of a browser walking through the community, must never
 * carry the writer's user id, e-mail or real name; nor may each post's takedown form, nor the
 * pages where the other member is told of the writer's comment (notifications, my page).
 */

test.use({ viewport: desktop });

// The members a test signs up leave with it, passed or failed.
const made: Member[] = [];
test.afterEach(async () => {
  for (const member of made.splice(0)) await deleteMember(member);
});

test('the writer of anonymous posts and comments appears in no page, RSC payload or sitemap', async ({
  page,
  playwright,
  baseURL,
  browser,
  signInAs,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const writer = await signUpMember(playwright, baseURL!, `실명작성자${stamp}`, `anon-${stamp}`);
  const reader = await signUpMember(playwright, baseURL!, `다른회원${stamp}`, `reader-${stamp}`);
  made.push(writer, reader);
  const secrets = [writer.id, writer.email, writer.email.split('@')[0]!, writer.name];

  const posts: string[] = [];
  for (const [index, board] of ['anonymous', 'free', 'parenting'].entries()) {
    // A member writes two posts a minute by default (firm settings, counted per clock minute): the third waits for the next.
    if (index === 2) await new Promise((resolve) => setTimeout(resolve, 60_500 - (Date.now() % 60_000)));
    const path = await writeTalkPost(writer, {
      board,
      title: `남편과 대화가 어려워요 ${stamp} ${board}`,
      body: `요즘 대화가 줄었어요. 어떻게 하면 좋을까요? ${stamp}`,
    });
    await writeTalkComment(writer, path, `제가 쓴 글에 덧붙여요 ${stamp}`);
    posts.push(path);
  }
  // Someone else's post on an anonymous board, with the writer's comment under it.
  const othersPost = await writeTalkPost(reader, {
    board: 'anonymous',
    title: `다른 회원의 고민 ${stamp}`,
    body: `저도 비슷한 일이 있었어요 ${stamp}`,
  });
  await writeTalkComment(writer, othersPost, `댓글로 경험을 나눠요 ${stamp}`);
  posts.push(othersPost);

  // The moderator recommends the first post: it joins 추천글 and the sitemap.
  await signInAs('관리자');
  await page.goto(posts[0]!);
  await page.getByTestId('talk-moderation').getByRole('button', { name: '추천', exact: true }).click();
  await expect(page.getByTestId('talk-moderation').getByRole('status')).toContainText('추천글로 올렸습니다');
  await page.context().clearCookies();

  // The check sees what it should: the writer's own page does carry the name and the e-mail.
  const own = await (await writer.request.get('/member/mypage')).text();
  expect(own).toContain(writer.name);

  const paths = [
    '/talk',
    '/talk/section/88',
    '/talk/category/25',
    '/talk/section/286',
    '/talk/section/90',
    '/talk/section/88?best=30',
    '/talk/category/25?best=7',
    '/talk/feed/anonymous',
    '/talk/feed/free',
    `/talk/search?q=${stamp}`,
    ...posts,
    // Every post's takedown form (정보통신망법 제44조의2) names the post it is about.
    ...posts.map((post) => `${post}/takedown`),
    '/sitemap.xml',
  ];
  // The other member's own pages: the writer's comment under their post is a notification there.
  // And the island's answer on each post: the member's own state only.
  const readerPaths = [
    '/member/notifications',
    '/member/mypage',
    '/api/talk/notifications',
    ...posts.map((post) => `/api/talk/post/${post.split('/').pop()}/reader`),
  ];
  const visitor = await playwright.request.newContext({ baseURL });
  const leaks: string[] = [];
  const inspect = (label: string, body: string) => {
    for (const secret of secrets)
      if (body.includes(secret))
        leaks.push(`${label} carries ${secret === writer.id ? 'the user id' : secret === writer.name ? 'the real name' : 'the e-mail'}`);
  };
  let fetched = 0;
  for (const [who, request] of [
    ['visitor', visitor],
    ['another member', reader.request],
  ] as Array<[string, APIRequestContext]>) {
    for (const path of paths) {
      const html = await request.get(path);
      expect(html.status(), path).toBe(200);
      const text = await html.text();
      if (path.startsWith('/talk/post/')) expect(text).toContain(stamp);
      inspect(`${who} ${path} HTML`, text);
      // Pages answer an RSC request too; the sitemap and the feeds are plain XML.
      if (path !== '/sitemap.xml' && !path.startsWith('/talk/feed/')) {
        const rsc = await request.get(path, { headers: { RSC: '1' } });
        expect(rsc.headers()['content-type'] ?? '', path).toContain('text/x-component');
        inspect(`${who} ${path} RSC`, await rsc.text());
        fetched += 1;
      }
      fetched += 1;
    }
  }
  for (const path of readerPaths) {
    const answer = await reader.request.get(path);
    expect(answer.status(), path).toBe(200);
    const text = await answer.text();
    if (path === '/member/notifications') expect(text).toContain('data-testid="notification-item"');
    inspect(`another member ${path}`, text);
    if (!path.startsWith('/api/')) {
      inspect(`another member ${path} RSC`, await (await reader.request.get(path, { headers: { RSC: '1' } })).text());
      fetched += 1;
    }
    fetched += 1;
  }
  // The sitemap is regenerated at most a minute after the recommendation (src/app/sitemap.ts,
  // revalidate 60): its fresh copy lists the post and still names nobody.
  let sitemap = '';
  await expect
    .poll(async () => (sitemap = await (await visitor.get('/sitemap.xml')).text()).includes(posts[0]!), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(true);
  inspect('visitor /sitemap.xml (regenerated)', sitemap);
  expect(leaks).toEqual([]);

  // In the browser: client navigations fetch `_rsc` payloads; every one is checked.
  const context = await browser.newContext({ baseURL, viewport: desktop, locale: 'ko-KR' });
  const reading = await context.newPage();
  await useSession(reading, reader);
  const payloads: Array<Promise<void>> = [];
  reading.on('response', (response: Response) => {
    const island = /\/api\/talk\/post\/\d+\/reader$/.test(new URL(response.url()).pathname);
    if (!island && !response.url().includes('_rsc=') && response.request().headers()['rsc'] !== '1') return;
    payloads.push(
      response
        .text()
        .then((body) => inspect(`browser ${response.url()}`, body))
        .catch(() => undefined),
    );
  });
  await reading.goto('/talk');
  await reading.getByRole('link', { name: '익명 게시판' }).first().click();
  await expect(reading).toHaveURL(/\/talk\/section\/88/);
  await reading.getByRole('link', { name: new RegExp(`남편과 대화가 어려워요 ${stamp} anonymous`) }).click();
  await expect(reading).toHaveURL(new RegExp(`${posts[0]}$`));
  await expect(reading.getByTestId('talk-comments')).toContainText(stamp);
  await reading.getByRole('link', { name: '추천글' }).first().click();
  await expect(reading).toHaveURL(/\/talk\/section\/90/);
  await reading.goBack();
  await expect(reading).toHaveURL(new RegExp(`${posts[0]}$`));
  await Promise.all(payloads);
  expect(payloads.length, 'client navigations fetched RSC payloads').toBeGreaterThan(0);
  await context.close();
  await visitor.dispose();

  const line = `[anonymity] ${paths.length} pages × 2 viewers and ${readerPaths.length} of the member's own: ${fetched} HTML and RSC answers, ${payloads.length} browser _rsc answers; leaks ${leaks.length}`;
  console.log(line);
  test.info().annotations.push({ type: 'anonymity', description: line });
  expect(leaks).toEqual([]);
});
