import type { Page } from '@playwright/test';
import { expect, phone, test } from './support/fixtures';
import { submitTalkPost } from './support/talk-form';

/**
 * Notifications and 스크랩 at phone width (issue 13): a member's post gets a comment from another
 * member; the author sees the unread count in the drawer's account card and the notice in the list,
 * opens it, and the count goes back to nothing. The commenter keeps the post and finds it on my page.
 */

test.use({ viewport: phone });

async function openDrawerBell(page: Page) {
  await page.getByTestId('drawer-open').click();
  return page.getByTestId('site-drawer').getByTestId('account-notifications');
}

test('the author of a post is told of a new comment, opens the notice, and the count goes to 0; the commenter finds the bookmarked post on my page', async ({
  page,
  browser,
  signInAs,
  consoleGuard,
}) => {
  // Two members, two browsers, five pages each: longer than test.slow() on a busy machine.
  test.setTimeout(300_000);
  await signInAs();
  const title = `알림 받을 글 ${Date.now().toString(36)}`;
  await submitTalkPost(page, { title, body: '요즘 대화가 자꾸 끊겨서 고민이에요. 비슷한 경험 있으신가요?' });
  await expect(page).toHaveURL(/\/talk\/post\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  const comment = '저도 그랬어요. 짧게라도 매일 이야기해 보세요.';

  const context = await browser.newContext({ viewport: phone });
  try {
    const reader = await context.newPage();
    consoleGuard.watch(reader);
    const commenter = await signInAs(null, { page: reader });
    await reader.goto(postPath);
    await reader.getByTestId('talk-comment-form').getByLabel('댓글 쓰기').fill(comment);
    await reader.getByTestId('talk-comment-form').getByRole('button', { name: '댓글 달기' }).click();
    await expect(reader.getByTestId('talk-comments')).toContainText(comment);

    // 스크랩: the button holds its state after a reload, and the post is on my page.
    const bookmark = reader.getByTestId('talk-bookmark');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await reader.reload();
    await expect(reader.getByTestId('talk-bookmark')).toHaveAttribute('aria-pressed', 'true');
    await reader.goto('/member/mypage');
    const kept = reader.getByTestId('section-bookmarks');
    await expect(kept.getByRole('link', { name: title })).toHaveAttribute('href', postPath);

    // The author: the count in the account card, then the notice, which names no one.
    await page.goto('/talk');
    const bell = await openDrawerBell(page);
    await expect(bell.getByTestId('notification-unread-count')).toHaveText('1');
    await bell.click();
    await expect(page).toHaveURL(/\/member\/notifications$/);
    const notice = page.getByTestId('notification-item').first();
    await expect(notice).toContainText(`내 글 「${title}」에 새 댓글이 달렸어요.`);
    await expect(notice).toHaveAttribute('data-unread', 'true');
    const list = await page.getByTestId('notification-list').innerText();
    expect(list).not.toContain(commenter.name);
    expect(list).not.toContain(comment);
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${postPath}#comment-\\d+$`));
    await expect(page.getByTestId('talk-comments')).toContainText(comment);

    // Read: the bell has no number any more, on this page and after a fresh load.
    await page.reload();
    const after = await openDrawerBell(page);
    await expect(after.getByTestId('notification-unread-none')).toHaveText('새 알림 없음');
    await expect(after.getByTestId('notification-unread-count')).toHaveCount(0);
    await page.goto('/member/notifications');
    await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-unread', 'false');
  } finally {
    await context.close();
  }
});
