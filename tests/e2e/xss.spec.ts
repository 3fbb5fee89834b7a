import type { Page } from '@playwright/test';
import {
  armedMarkup,
  batchPayloads,
  comparableText,
  installXssHook,
  joinBatch,
  xssPayloads,
  type XssPayload,
  type XssWatch,
} from '../support/xss-corpus';
import { postLimits } from '../../src/features/community/domain/post-rules';
import { desktop, expect, test } from './support/fixtures';
// useSession is no React hook; switchSession names it for the reporters' loop, where the hooks rule would object.
import {
  deleteMember,
  signUpMember,
  useSession,
  useSession as switchSession,
  writeTalkComment,
  writeTalkPost,
  writeTalkReply,
  type Member,
} from './support/xss-seed';

/**
 * Issue 11, section 3 'XSS': the hostile corpus (tests/support/xss-corpus.ts) goes into every
 * field a visitor, member or staff member writes, and every page that shows those fields is
 * rendered in Chromium with the `xss(id)` hook and a dialog watch; one execution fails the test.
 * The contexts run with `bypassCSP: true`: the enforced Content-Security-Policy would block most
 * inline handlers by itself, and the escaping and the sanitizer must hold without it. Each page
 * is also searched for markup left armed (an on* attribute, a javascript: link) and for the
 * payload text itself, so a field that silently dropped its input fails too.
 */

test.use({ viewport: desktop, bypassCSP: true });

type Figures = { surface: string; fields: Record<string, number>; loads: number; executions: number; armed: number };

const report: Figures[] = [];

function record(figures: Figures) {
  report.push(figures);
  const fields = Object.entries(figures.fields)
    .map(([field, count]) => `${field} ${count}`)
    .join(', ');
  const line = `[xss] ${figures.surface}: payloads per field: ${fields}; page loads ${figures.loads}; executions ${figures.executions}; armed markup ${figures.armed}`;
  console.log(line);
  test.info().annotations.push({ type: 'xss', description: line });
}

/** Everything a reader can see: the rendered text and the values of form fields. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = Array.from(document.querySelectorAll('input, textarea'))
      .map((element) => (element as HTMLInputElement).value)
      .join(' ');
    return `${document.title} ${document.body.innerText} ${values}`;
  });
}

type Check = { watch: XssWatch; armed: string[] };

/**
 * Loads `path`, waits a moment for handlers that fire late (autofocus, SVG animation, toggle),
 * records what is armed, and checks each expected text is on the page.
 */
async function visit(page: Page, check: Check, path: string, expected: readonly string[] = [], status?: number): Promise<string> {
  // A client navigation the previous page still had in flight (the inbox filters rewrite their
  // URL) can abort this one; the page is then loaded again.
  const response = await page.goto(path, { waitUntil: 'load' }).catch(async (error: Error) => {
    if (!/ERR_ABORTED/.test(error.message)) throw error;
    return page.goto(path, { waitUntil: 'load' });
  });
  check.watch.loads += 1;
  const label = path.length > 120 ? `${path.slice(0, 120)}…` : path;
  if (status) expect(response?.status(), label).toBe(status);
  else expect(response?.ok(), `${label} answered ${response?.status()}`).toBe(true);
  await page.waitForTimeout(120);
  for (const armed of await armedMarkup(page)) check.armed.push(`${path}: ${armed}`);
  const text = comparableText(await visibleText(page));
  const missing = expected.filter((value) => !text.includes(comparableText(value)));
  expect(missing, `text missing on ${label}`).toEqual([]);
  return text;
}

async function newCheck(page: Page): Promise<Check> {
  return { watch: await installXssHook(page), armed: [] };
}

function finish(surface: string, check: Check, fields: Record<string, number>) {
  record({ surface, fields, loads: check.watch.loads, executions: check.watch.executions.length, armed: check.armed.length });
  expect(check.watch.executions, 'payloads that ran').toEqual([]);
  expect(check.armed, 'markup left armed').toEqual([]);
}

const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** Payloads that fit a field of `max` characters, joined with spaces into as few values as possible. */
function packed(max: number, payloads: readonly XssPayload[] = xssPayloads): string[][] {
  const values: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const { text } of payloads) {
    const size = comparableText(text).length;
    if (size > max || size === 0) continue;
    if (current.length > 0 && length + 1 + size > max) {
      values.push(current);
      current = [];
      length = 0;
    }
    length += (current.length ? 1 : 0) + size;
    current.push(comparableText(text));
  }
  if (current.length) values.push(current);
  return values;
}

const shortNames = xssPayloads.filter((payload) => payload.text.trim().length <= 30 && comparableText(payload.text) === payload.text);

/** Attribute, script, JSON and template breakouts: what a value put into a tag, a title or a script meets. */
const contextKinds = new Set(['attribute-breakout', 'context-breakout', 'json-breakout', 'js-string', 'template', 'script']);

/**
 * Short single-line fields (titles): the context breakouts, plus the first payload of every
 * other family and of every auto-firing handler. Each post takes a page load of its own, so
 * the whole corpus goes only into the long fields.
 */
const shortFieldSample = xssPayloads.filter((payload, index) => {
  if (contextKinds.has(payload.kind)) return true;
  const previous = xssPayloads[index - 1];
  if (payload.kind === 'event-handler') return (payload.id - (xssPayloads.find((p) => p.kind === 'event-handler')?.id ?? 0)) % 12 === 0;
  return previous?.kind !== payload.kind;
});

/** Members whose names are payloads (sign-up is slow by design: scrypt); the consult name field takes every short payload. */
const memberNames = [
  ...shortNames.filter((payload) => contextKinds.has(payload.kind)),
  ...shortNames.filter((payload) => !contextKinds.has(payload.kind)),
].slice(0, 10);

test.describe.serial('XSS: stored and reflected payloads never run', () => {
  let authors: Member[] = [];
  /** Plainly named members who share the posts, so none writes more than the default two a minute (firm settings). */
  let helpers: Member[] = [];
  const extraMembers: Member[] = [];

  test('community posts (title, body), comments and member names on /talk', async ({ page, playwright, baseURL }) => {
    test.setTimeout(420_000);
    // Members named with payloads: their names show on 공개 게시판 posts and comments.
    authors = [];
    for (const payload of memberNames) authors.push(await signUpMember(playwright, baseURL!, payload.text, `xss-${stamp}`));
    const bodies = batchPayloads(xssPayloads, 4_900);
    // Titles hold 80 characters: the sample is packed into as many posts as that takes.
    const titles = packed(80, shortFieldSample);
    helpers = [];
    while ((authors.length + helpers.length) * 2 < bodies.length + titles.length)
      helpers.push(await signUpMember(playwright, baseURL!, `XSS 검사 회원 ${helpers.length + 1}`, `xss-helper-${stamp}`));
    const writers = [...authors, ...helpers];
    const boardsForBodies = ['public', 'anonymous', 'free', 'parenting'];
    const bodyPosts: Array<{ path: string; text: string; title: string }> = [];
    let writer = 0;
    const nextAuthor = () => writers[writer++ % writers.length]!;
    for (const [index, batch] of bodies.entries()) {
      const title = `XSS 본문 검사 ${stamp} ${index + 1}`;
      const text = joinBatch(batch);
      bodyPosts.push({
        path: await writeTalkPost(nextAuthor(), { board: boardsForBodies[index % boardsForBodies.length]!, title, body: text }),
        text,
        title,
      });
    }
    const titlePosts: Array<{ path: string; title: string[]; author: string }> = [];
    for (const title of titles) {
      const author = nextAuthor();
      const path = await writeTalkPost(author, { board: 'public', title: title.join(' '), body: `XSS 제목 검사 ${stamp} 본문입니다.` });
      titlePosts.push({ path, title, author: author.name });
    }
    // Comments hold 1,000 characters; they go under the 공개 게시판 post, so their writers' names show too.
    const commentBatches = batchPayloads(xssPayloads, 990);
    const commented = bodyPosts[0]!;
    for (const batch of commentBatches) await writeTalkComment(nextAuthor(), commented.path, joinBatch(batch));

    const check = await newCheck(page);
    // A signed-in member reads the pages (with the comment form and the report button).
    await useSession(page, authors[0]!);
    for (const post of bodyPosts) {
      const expected = [post.text, post.title];
      if (post === commented) expected.push(...commentBatches.map((batch) => joinBatch(batch)));
      await visit(page, check, post.path, expected);
    }
    for (const post of titlePosts) await visit(page, check, post.path, [...post.title, post.author]);
    // The lists: search results, the board, the community home (titles, excerpts, names).
    const pages = Math.ceil((titlePosts.length + bodyPosts.length) / postLimits.pageSize);
    const listed: string[] = [];
    for (let number = 1; number <= pages; number += 1)
      listed.push(await visit(page, check, `/talk/search?q=${stamp}${number > 1 ? `&page=${number}` : ''}`));
    const allListed = listed.join(' ');
    expect(titles.flat().filter((title) => !allListed.includes(title))).toEqual([]);
    await visit(page, check, '/talk/section/89');
    await visit(page, check, '/talk');
    // The author's own page lists their posts; the edit form puts title and body back in inputs.
    const owner = authors[0]!;
    await useSession(page, owner);
    await visit(page, check, '/member/mypage', [owner.name]);
    await visit(page, check, `/talk/write/${bodyPosts[0]!.path.split('/').pop()}`, [bodyPosts[0]!.text]);

    finish('community', check, {
      'post body': bodies.flat().length,
      'post title': titles.flat().length,
      comment: commentBatches.flat().length,
      'member name (sign-up)': memberNames.length,
    });
  });

  test('community replies, report reasons (기타) and word-list entries', async ({ page, playwright, baseURL, signInAs }) => {
    test.setTimeout(420_000);
    expect(authors.length).toBe(memberNames.length);
    let writer = 0;
    const nextAuthor = () => authors[writer++ % authors.length]!;
    const check = await newCheck(page);

    // Replies (1,000 characters each, the whole corpus) under one comment of a 공개 게시판 post, so
    // the payload-named writers show too. A member of its own opens the thread: the authors may
    // have written their two posts of this clock minute in the test before.
    const threadWriter = await signUpMember(playwright, baseURL!, 'XSS 답글 검사 회원', `xss-thread-${stamp}`);
    extraMembers.push(threadWriter);
    const threadPath = await writeTalkPost(threadWriter, {
      board: 'public',
      title: `XSS 답글 검사 ${stamp}`,
      body: `XSS 답글 검사 ${stamp} 본문입니다.`,
    });
    await writeTalkComment(threadWriter, threadPath, `답글을 받을 댓글 ${stamp}`);
    const replyBatches = batchPayloads(xssPayloads, 990);
    for (const batch of replyBatches) await writeTalkReply(nextAuthor(), threadPath, joinBatch(batch));
    await useSession(page, authors[0]!);
    await visit(
      page,
      check,
      threadPath,
      replyBatches.map((batch) => joinBatch(batch)),
    );

    // Report reasons (기타, 200 characters): three members of their own report each post (a
    // member writes 2 posts a minute by the default settings and reports 20 an hour); moderators read the reasons
    // on /office/talk, where a blinded post stays listed.
    const reasons = packed(200, shortFieldSample).map((values) => values.join(' '));
    const posts = Math.ceil(reasons.length / 3);
    const helpers: Member[] = [];
    for (let index = 0; index < 3 + Math.ceil(posts / 2); index += 1)
      helpers.push(await signUpMember(playwright, baseURL!, `신고 검사 ${index + 1}`, `xss-report-${stamp}`));
    // They leave with the suite (afterAll): their reports must stay until moderators have read them.
    extraMembers.push(...helpers);
    const [reporters, posters] = [helpers.slice(0, 3), helpers.slice(3)];
    const reported: string[] = [];
    for (let index = 0; index < posts; index += 1)
      reported.push(
        await writeTalkPost(posters[Math.floor(index / 2)]!, {
          board: 'free',
          title: `XSS 신고 사유 검사 ${stamp} ${index + 1}`,
          body: `XSS 신고 사유 검사 ${stamp} 본문입니다.`,
        }),
      );
    for (const [index, reason] of reasons.entries()) {
      await switchSession(page, reporters[index % 3]!);
      await visit(page, check, reported[Math.floor(index / 3)]!);
      await page.getByRole('button', { name: '신고하기' }).click();
      await page.getByRole('radio', { name: '기타' }).check();
      await page.getByLabel(/자세한 사유/).fill(reason);
      await page.getByRole('button', { name: '신고 보내기' }).click();
      await expect(page.getByRole('status').filter({ hasText: '신고했습니다' })).toBeVisible();
    }

    // Word-list entries (40 characters, letters required), added and removed on /office/talk/words.
    const words = packed(40, shortFieldSample).map((values) => values.join(' '));
    await page.context().clearCookies();
    await signInAs('톡 관리팀');
    const office: string[] = [];
    for (let number = 1; number <= 3; number += 1) office.push(await visit(page, check, `/office/talk?filter=reported&page=${number}`));
    const allOffice = office.join(' ');
    expect(reasons.filter((reason) => !allOffice.includes(comparableText(reason)))).toEqual([]);

    await visit(page, check, '/office/talk/words');
    const added: string[] = [];
    try {
      for (const word of words) {
        await page.getByLabel('금지어', { exact: true }).fill(word);
        await page.getByLabel('어긋나는 원칙').selectOption({ index: 1 });
        await page.getByRole('button', { name: '추가', exact: true }).click();
        // The form empties on success; an error would keep the word and fail here.
        await expect(page.getByLabel('금지어', { exact: true })).toHaveValue('');
        added.push(word);
      }
      await visit(page, check, '/office/talk/words', added);
    } finally {
      // The words leave with the test, so no member's post meets them.
      await page.goto('/office/talk/words');
      for (const word of added) {
        const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: comparableText(word), exact: true }) });
        await row.getByRole('button').click();
        await expect(row).toHaveCount(0);
      }
    }

    finish('community replies, reports, words', check, {
      reply: replyBatches.flat().length,
      'report reason (기타)': reasons.length,
      'word-list entry': added.length,
    });
  });

  test('member names in the back office user list', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    expect(authors.length).toBe(memberNames.length);
    const check = await newCheck(page);
    await signInAs('관리자');
    const seen: string[] = [];
    for (let number = 1; number <= Math.ceil(authors.length / 20); number += 1)
      seen.push(await visit(page, check, `/office/users?q=xss-${stamp}&page=${number}`));
    const all = seen.join(' ');
    expect(authors.filter((author) => !all.includes(comparableText(author.name))).map((author) => author.name)).toEqual([]);
    finish('office users', check, { 'member name': authors.length });
  });

  test('consult name and content in the back-office inbox and detail page', async ({ page, request, baseURL, signInAs }) => {
    test.setTimeout(150_000);
    // 010-9xxx is this test's alone (uniquePhone stays below it): the inbox search finds only these.
    const run = String(9000 + (Date.now() % 1000)).padStart(4, '0');
    const contents = batchPayloads(xssPayloads, 1_990);
    const names = shortNames.map((payload) => payload.text);
    const count = Math.max(names.length, contents.length);
    for (let index = 0; index < count; index += 1) {
      const response = await request.post('/api/office/consult', {
        headers: { origin: baseURL! },
        data: {
          tel: `010-${run}-${String(index).padStart(4, '0')}`,
          name: names[index % names.length],
          content: index < contents.length ? joinBatch(contents[index]!) : `이혼 상담 문의 ${stamp} ${index}`,
          consent: true,
          source: 'api',
        },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    const check = await newCheck(page);
    await signInAs('매니저');
    const inbox: string[] = [];
    const details = new Set<string>();
    for (let number = 1; number <= Math.ceil(count / 50); number += 1) {
      inbox.push(await visit(page, check, `/office/consults?q=010${run}${number > 1 ? `&page=${number}` : ''}`));
      for (const href of await page
        .getByTestId('inbox-row')
        .locator('a[href^="/office/consults/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
        details.add(href);
    }
    const allInbox = inbox.join(' ');
    expect(names.filter((name) => !allInbox.includes(comparableText(name)))).toEqual([]);
    expect(details.size).toBe(count);
    // The detail pages of the consults carrying content (each also shows its name in the heading).
    const seen: string[] = [];
    for (const href of [...details].sort((a, b) => Number(a.split('/').pop()) - Number(b.split('/').pop())).slice(0, contents.length))
      seen.push(await visit(page, check, href));
    const allDetails = seen.join(' ');
    expect(contents.map((batch) => comparableText(joinBatch(batch))).filter((text) => !allDetails.includes(text)).length).toBe(0);
    finish('consults', check, { 'consult name': names.length, 'consult content': contents.flat().length });
  });

  test('blog post HTML from the office editor is sanitized on the public page', async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    const check = await newCheck(page);
    await signInAs('관리자');
    // The editor sends Tiptap's HTML; a hostile client sends anything. The request is rewritten on
    // its way to the server action, so the stored HTML is only what the server-side sanitizer keeps.
    const bodyHtml = `<p>XSS-BLOG-${stamp}</p>${xssPayloads.map((payload) => `<p>[#${payload.id}]</p>${payload.text}`).join('\n')}`;
    const titlePayloads = packed(120 - 20)[0]!;
    const descriptionPayloads = packed(300)[1]!;
    await page.route('**/office/blog/post**', async (route) => {
      const raw = route.request().postData() ?? '';
      if (route.request().method() !== 'POST' || !raw.includes('XSSBODY')) return route.continue();
      const args = JSON.parse(raw) as Array<Record<string, unknown>>;
      args[0] = { ...args[0], bodyHtml, confirmAdRules: true };
      return route.continue({ postData: JSON.stringify(args) });
    });
    await page.goto('/office/blog/post');
    const title = `${titlePayloads.join(' ')} ${stamp}`;
    await page.locator('#post-title').fill(title);
    await page.locator('#post-slug').fill(`xss-${stamp}`);
    await page.locator('#post-category').selectOption('양육');
    await page.locator('#post-description').fill(descriptionPayloads.join(' '));
    await page.locator('#post-bodyHtml').click();
    await page.keyboard.type('XSSBODY');
    await page.getByRole('button', { name: '게시', exact: true }).click();
    await expect(page).toHaveURL(/\/office\/blog\/post\/\d+$/);
    const editorPath = new URL(page.url()).pathname;
    check.watch.loads += 1;
    await page.reload();
    const publicHref = await page.getByRole('link', { name: '공개 페이지 보기' }).getAttribute('href');
    expect(publicHref).toContain(`xss-${stamp}`);
    const publicPath = encodeURI(publicHref!);
    await expect
      .poll(async () => (await (await page.request.get(publicPath)).text()).includes(`XSS-BLOG-${stamp}`), { timeout: 15_000 })
      .toBe(true);

    const expected = [`XSS-BLOG-${stamp}`, ...titlePayloads, ...descriptionPayloads];
    const shown = await visit(page, check, publicPath, expected);
    const markers = xssPayloads.filter((payload) => shown.includes(`[#${payload.id}]`)).length;
    await visit(page, check, `${editorPath}/preview`, [`XSS-BLOG-${stamp}`]);
    await visit(page, check, editorPath, [title]);
    await visit(page, check, '/blog', []);
    await visit(page, check, `/office/blog?q=${stamp}`, [title]);
    console.log(`[xss] blog: ${markers} of ${xssPayloads.length} payload markers survive sanitizing and show on the public page`);
    // Raw-text tags a payload leaves open (textarea, xmp, noscript) swallow what follows, so not
    // every marker survives; most must, or the body was dropped.
    expect(markers).toBeGreaterThan(xssPayloads.length / 2);
    finish('blog', check, {
      'blog body HTML': xssPayloads.length,
      'blog title': titlePayloads.length,
      'blog description': descriptionPayloads.length,
    });
  });

  test('query strings and the path reflected on public and office pages', async ({ page, signInAs }) => {
    test.setTimeout(360_000);
    const check = await newCheck(page);
    // Whole corpus where a parameter takes long text; the breakouts where a field is capped (50 or 100).
    const bigBatches = packed(3_000);
    const breakouts = xssPayloads.filter((payload) => ['attribute-breakout', 'context-breakout', 'json-breakout'].includes(payload.kind));
    const breakout = '"><svg onload=xss(0)>';
    type Reflector = { path: (value: string) => string; batches: string[][]; shows: boolean; staff?: boolean; status?: number };
    const q = encodeURIComponent;
    const reflectors: Reflector[] = [
      { path: (v) => `/talk/search?q=${q(v)}`, batches: packed(50, breakouts), shows: true },
      { path: (v) => `/tool/suit-cost?claim=${q(v)}&filedOn=${q(breakout)}&plaintiffs=${q(breakout)}`, batches: bigBatches, shows: true },
      { path: (v) => `/tool/suit-cost/popup?claim=${q(v)}&court=${q(breakout)}`, batches: bigBatches, shows: true },
      {
        path: (v) => `/tool/child-support?custodialIncome=${q(v)}&nonCustodialIncome=${q(breakout)}&childAges=${q(breakout)}&age=1`,
        batches: bigBatches.slice(0, 2),
        shows: false,
      },
      {
        path: (v) => `/tool/property-division?asset=${q(v)}&debt=${q(breakout)}&ratio=${q(breakout)}`,
        batches: bigBatches.slice(0, 2),
        shows: false,
      },
      { path: (v) => `/tool/award-analysis?q=${q(v)}&type=${q(breakout)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/tool/suit-cost/upload?error=${q(v)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/member/login?redirect=${q(v)}&error=${q(breakout)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/member/password/reset?token=${q(v)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/consult/receipt?q=${q(v)}`, batches: bigBatches.slice(0, 1), shows: false, status: 404 },
      { path: (v) => `/page/intro/hello?tab=${q(v)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/case/review?specialty=${q(v)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/case/win?before=${q(v)}&specialty=${q(breakout)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/case/review?before=${q(v)}`, batches: bigBatches.slice(0, 1), shows: false },
      { path: (v) => `/office/consults?q=${q(v)}`, batches: packed(50, breakouts), shows: true, staff: true },
      { path: (v) => `/office/users?q=${q(v)}`, batches: packed(100, breakouts), shows: true, staff: true },
      { path: (v) => `/office/blog?q=${q(v)}`, batches: packed(100, breakouts), shows: true, staff: true },
    ];
    let reflected = 0;
    let sent = 0;
    let signedIn = false;
    for (const reflector of reflectors) {
      if (reflector.staff && !signedIn) {
        await signInAs('관리자');
        signedIn = true;
      }
      for (const batch of reflector.batches) {
        const value = batch.join(' ');
        const text = await visit(page, check, reflector.path(value), reflector.shows ? [value] : [], reflector.status);
        sent += batch.length;
        if (text.includes(comparableText(value))) reflected += batch.length;
      }
    }
    // The 404 page: the payloads as the path (one segment each batch).
    await page.context().clearCookies();
    let notFound = 0;
    for (const batch of packed(3_000)) {
      await visit(page, check, `/${q(batch.join(' '))}`, [], 404);
      notFound += batch.length;
    }
    finish('reflected', check, { 'query parameters (sent)': sent, 'query parameters (shown back)': reflected, '404 path': notFound });
  });

  test.afterAll(async () => {
    // The payload-named members leave with the suite (the fixture's rule: a test removes the users it made).
    for (const author of [...authors.splice(0), ...helpers.splice(0), ...extraMembers.splice(0)]) await deleteMember(author);
    const total = report.reduce((sum, figures) => ({ loads: sum.loads + figures.loads, executions: sum.executions + figures.executions }), {
      loads: 0,
      executions: 0,
    });
    console.log(
      `[xss] corpus ${xssPayloads.length} payloads; surfaces ${report.length}; page loads ${total.loads}; executions ${total.executions}`,
    );
  });
});
