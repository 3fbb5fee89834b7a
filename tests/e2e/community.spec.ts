import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { pseudonymPattern } from '../../src/features/text-safety/domain/pseudonym';
import { routes, talkSearchPath, talkWritePath } from '../../src/lib/routes';
import { desktop, expect, phone, test } from './support/fixtures';

/**
 * The couples community (/talk): a member writes on 익명 게시판 under a pseudonym, finds the post
 * by search, a moderator hides it and the public loses it; visitors are sent to login from the
 * write form; the pages pass axe.
 */

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    page.url(),
  ).toEqual([]);
}

test.describe('community', () => {
  test.use({ viewport: desktop });

  test('an anonymous visitor is sent to login from the write form, with the way back', async ({ page }) => {
    await page.goto(talkWritePath());
    await expect(page).toHaveURL(`${routes.login}?redirect=${encodeURIComponent(talkWritePath())}`);
    await page.goto(`${talkWritePath()}?board=parenting`);
    await expect(page).toHaveURL(`${routes.login}?redirect=${encodeURIComponent(`${talkWritePath()}?board=parenting`)}`);
  });

  test('a member writes on 익명 게시판 under a pseudonym, finds it by search; a moderator hides it from the public', async ({
    page,
    browser,
    baseURL,
    consoleGuard,
    signInAs,
  }) => {
    test.slow();
    const stamp = `${Date.now().toString(36)}`;
    const title = `퇴근 후 대화가 어려워요 ${stamp}`;
    const member = await signInAs();
    await page.goto(talkWritePath());
    const form = page.getByTestId('talk-post-form');
    await form.getByRole('radio', { name: /익명 게시판/ }).check();

    // The warning comes before the body field and the field points to it.
    const body = form.getByLabel('본문');
    await expect(page.getByTestId('talk-privacy-warning')).toContainText('이름, 전화번호, 주소, 직장');
    await expect(body).toHaveAccessibleDescription(/공개 게시물/);

    // A title too short comes back with its message, and nothing typed is lost.
    const text = '요즘 퇴근하고 나면 서로 말이 없어요.\n어떻게 대화를 다시 시작하셨는지 궁금해요. <b>태그</b>는 글자로 보여야 해요.';
    await form.getByLabel('제목').fill('가');
    await body.fill(text);
    await form.getByRole('button', { name: '글 올리기' }).click();
    await expect(page.getByTestId('talk-post-form').getByLabel('제목')).toHaveAccessibleDescription(/제목을 2자 이상 적어 주세요/);
    await expect(page.getByTestId('talk-post-form').getByLabel('본문')).toHaveValue(text);

    await page.getByTestId('talk-post-form').getByLabel('제목').fill(title);
    await page.getByTestId('talk-post-form').getByRole('button', { name: '글 올리기' }).click();
    await expect(page).toHaveURL(/\/talk\/post\/\d+$/);
    const postPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const author = page.getByTestId('talk-post-author');
    await expect(author).toHaveText(pseudonymPattern);
    await expect(author).not.toContainText(member.name);
    await expect(page.getByTestId('talk-post-body')).toContainText('<b>태그</b>는 글자로 보여야 해요.');
    await expect(page.getByTestId('talk-post-body').locator('b')).toHaveCount(0);

    // The author answers under the post: the comment carries the post's pseudonym, marked 글쓴이.
    const pseudonym = (await author.textContent())!;
    await page.getByTestId('talk-comment-form').getByLabel('댓글 쓰기').fill('읽어 주셔서 고마워요. 조금 마음이 놓여요.');
    await page.getByTestId('talk-comment-form').getByRole('button', { name: '댓글 달기' }).click();
    const comment = page.getByTestId('talk-comments').getByRole('listitem').filter({ hasText: '읽어 주셔서 고마워요' });
    await expect(comment).toContainText(pseudonym);
    await expect(comment).toContainText('글쓴이');

    await page.goto(talkSearchPath(stamp));
    await expect(page.getByTestId('talk-post-list').getByRole('link', { name: new RegExp(title) })).toBeVisible();

    // A moderator (관리자) hides it from the post page.
    const staffContext = await browser.newContext({ baseURL, viewport: desktop, locale: 'ko-KR' });
    const staff = await staffContext.newPage();
    consoleGuard.watch(staff);
    await signInAs('관리자', { page: staff });
    await staff.goto(postPath);
    const moderation = staff.getByTestId('talk-moderation');
    await moderation.getByRole('button', { name: '숨기기' }).click();
    await expect(moderation.getByRole('status')).toHaveText('숨겼습니다. 목록과 검색에서 빠집니다.');
    await expect(staff.getByRole('note')).toContainText('숨김 처리된 글입니다');
    await staff.goto('/office/talk');
    await expect(staff.getByRole('heading', { level: 1, name: '커뮤니티 관리' })).toBeVisible();
    await expect(staff.getByTestId('office-talk-row').filter({ hasText: title })).toContainText('숨김');
    await staffContext.close();

    // The public no longer finds or opens it.
    const publicContext = await browser.newContext({ baseURL, viewport: desktop, locale: 'ko-KR' });
    const visitor = await publicContext.newPage();
    consoleGuard.watch(visitor);
    const response = await visitor.goto(postPath);
    expect(response?.status()).toBe(404);
    await visitor.goto(talkSearchPath(stamp));
    await expect(visitor.getByText('찾는 말이 들어간 글이 없어요')).toBeVisible();
    await visitor.goto('/talk/section/88');
    await expect(visitor.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    await publicContext.close();

    // The author still sees it, with the notice, and my page lists it as hidden.
    await page.goto(postPath);
    await expect(page.getByRole('note')).toContainText('숨김 처리된 글입니다');
    await page.goto('/member/mypage');
    const mine = page.getByTestId('my-posts').getByRole('listitem').filter({ hasText: title });
    await expect(mine).toContainText('운영진이 숨긴 글');
    await expect(mine).toContainText('댓글 1');
  });

  test('unknown boards and posts are the 404 page', async ({ request }) => {
    for (const path of ['/talk/category/26', '/talk/section/87', '/talk/section/abc', '/talk/post/99999999', '/talk/post/x']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

for (const screen of [
  { name: 'phone', viewport: phone },
  { name: 'desktop', viewport: desktop },
] as const) {
  test.describe(`community pages at ${screen.name} width`, () => {
    test.use({ viewport: screen.viewport });

    test('the home, a board and a post have no serious or critical axe violations', async ({ page }) => {
      test.slow();
      await page.goto(routes.talk);
      await expect(page.getByRole('heading', { level: 1, name: '부부 커뮤니티' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.goto('/talk/section/89');
      await expect(page.getByRole('heading', { level: 1, name: '공개 게시판' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByTestId('talk-post-list').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/talk\/post\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
