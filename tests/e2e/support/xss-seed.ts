import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from './fixtures';
import { decodeEntities } from './html';
import { talkFullViewCookie } from '../../../src/lib/routes';

/**
 * Fast seeding for the security suites: members signed up through better-auth's endpoint, and
 * community posts and comments sent the way the site's forms send them without JavaScript (a
 * multipart post of the form's own hidden action fields, which Next.js answers with a 303 to the
 * new post). No browser is needed until the pages are checked.
 */

export type Member = { request: APIRequestContext; id: string; email: string; name: string; password: string };

let members = 0;

/**
 * Signs a new member up (better-auth signs them in at once) in a request context of their own. The
 * context carries the community's routing hint (talkFullViewCookie), so post pages come rendered
 * for the member with their forms in the HTML, as a browser gets them once the page's island asks
 * (decision 013); without it a member reads the cached page, whose forms only the island draws.
 */
export async function signUpMember(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  name: string,
  label = 'xss',
): Promise<Member> {
  members += 1;
  const email = `${label}-${Date.now().toString(36)}-${process.pid}-${members}@test.example`;
  const password = `pw-${members}-${Date.now().toString(36)}!`;
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
    storageState: {
      cookies: [
        {
          name: talkFullViewCookie,
          value: '1',
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name, ageConfirmed: true, privacyConsent: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return { request, id: body.user.id, email, name, password };
}

/** Deletes a member made by signUpMember (better-auth's delete-user, as 회원 탈퇴 does) and closes its context. */
export async function deleteMember(member: Member): Promise<void> {
  try {
    const deleted = await member.request.post('/api/auth/delete-user', { data: { password: member.password } });
    expect(deleted.status(), `delete ${member.email}: ${await deleted.text()}`).toBe(200);
  } finally {
    await member.request.dispose();
  }
}

/** The hidden inputs of the form marked `data-testid={testId}` in a page's HTML. */
export function hiddenFields(html: string, testId: string): Record<string, string> {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, `form ${testId} in the page`).toBeGreaterThan(-1);
  const form = html.slice(html.lastIndexOf('<form', start), html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    fields[decodeEntities(match[1]!)] = decodeEntities(match[2] ?? '');
  }
  return fields;
}

/** Posts a form the no-JavaScript way; answers the path the action redirected to. */
async function submitForm(request: APIRequestContext, path: string, fields: Record<string, string>): Promise<string> {
  const response = await request.post(path, { multipart: fields, maxRedirects: 0 });
  expect(response.status(), `${path}: ${(await response.text()).slice(0, 300)}`).toBe(303);
  return response.headers()['location'] ?? '';
}

const talkFormCache = new WeakMap<APIRequestContext, Record<string, string>>();

/** A new community post by `member`; answers its path (/talk/post/{id}). */
export async function writeTalkPost(member: Member, input: { board: string; title: string; body: string }): Promise<string> {
  let hidden = talkFormCache.get(member.request);
  if (!hidden) {
    hidden = hiddenFields(await (await member.request.get('/talk/write')).text(), 'talk-post-form');
    talkFormCache.set(member.request, hidden);
  }
  const location = await submitForm(member.request, '/talk/write', { ...hidden, ...input });
  expect(location).toMatch(/^\/talk\/post\/\d+$/);
  return location;
}

/** A comment by `member` under the post at `postPath`. */
export async function writeTalkComment(member: Member, postPath: string, body: string): Promise<void> {
  const hidden = hiddenFields(await (await member.request.get(postPath)).text(), 'talk-comment-form');
  const response = await member.request.post(postPath, { multipart: { ...hidden, body }, maxRedirects: 0 });
  expect(response.status(), (await response.text()).slice(0, 300)).toBeLessThan(400);
}

/** A reply by `member` to the first comment under the post at `postPath` (the page's first reply form). */
export async function writeTalkReply(member: Member, postPath: string, body: string): Promise<void> {
  const hidden = hiddenFields(await (await member.request.get(postPath)).text(), 'talk-reply-form');
  expect(hidden['parentId'], 'the reply form names its comment').toMatch(/^\d+$/);
  const response = await member.request.post(postPath, { multipart: { ...hidden, body }, maxRedirects: 0 });
  expect(response.status(), (await response.text()).slice(0, 300)).toBeLessThan(400);
}

/** Puts a member's session into a browser page's context (replacing any other). */
export async function useSession(page: Page, member: Member): Promise<void> {
  const state = await member.request.storageState();
  await page.context().clearCookies();
  await page.context().addCookies(state.cookies);
}
