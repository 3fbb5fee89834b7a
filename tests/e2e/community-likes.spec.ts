import type { Page } from '@playwright/test';
import { expect, phone, test } from './support/fixtures';
import { submitTalkPost } from './support/talk-form';

/**
 * 공감, 비밀글 and replies at phone width (issue 13): a member likes someone else's post and its comment,
 * the count survives a reload and undoes; a secret post is '비밀글입니다' to everyone but its author;
 * a reply sits under its comment.
 */

test.use({ viewport: phone });

async function writePost(page: Page, title: string, options: { secret?: boolean } = {}): Promise<string> {
  await submitTalkPost(page, { title, body: '요즘 마음이 복잡해서 글로 정리해 봐요. 읽어 주셔서 고마워요.', secret: options.secret });
  await expect(page).toHaveURL(/\/talk\/post\/\d+$/);
  return new URL(page.url()).pathname;
}

test('a member likes another member post and comment; the count stays after a reload and undoes', async ({
  page,
  signInAs,
  memberPage,
}) => {
  test.slow();
  await signInAs();
  const postPath = await writePost(page, `공감 받을 글 ${Date.now().toString(36)}`);
  await page.getByTestId('talk-comment-form').getByLabel('댓글 쓰기').fill('제 글에 먼저 댓글을 달아 둘게요.');
  await page.getByTestId('talk-comment-form').getByRole('button', { name: '댓글 달기' }).click();
  await expect(page.getByTestId('talk-comments')).toContainText('제 글에 먼저 댓글을 달아 둘게요.');
  // The author has no like button on their own writing.
  await expect(page.getByTestId('talk-like-post')).toHaveCount(0);

  const reader = await memberPage();
  await reader.goto(postPath);
  const like = reader.getByTestId('talk-like-post');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('talk-like-count')).toHaveText('1');
  await reader.getByTestId('talk-like-comment').click();
  await expect(reader.getByTestId('talk-like-comment')).toHaveAttribute('aria-pressed', 'true');

  await reader.reload();
  await expect(reader.getByTestId('talk-like-post')).toHaveAttribute('aria-pressed', 'true');
  await expect(reader.getByTestId('talk-like-post').getByTestId('talk-like-count')).toHaveText('1');
  await reader.getByTestId('talk-like-post').click();
  await expect(reader.getByTestId('talk-like-post')).toHaveAttribute('aria-pressed', 'false');
  await expect(reader.getByTestId('talk-like-post').getByTestId('talk-like-count')).toHaveText('0');
});

test('a secret post opens for its author only; others see that it is secret', async ({ page, signInAs, visitorPage }) => {
  await signInAs();
  const title = `혼자만 보는 기록 ${Date.now().toString(36)}`;
  const postPath = await writePost(page, title, { secret: true });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('비밀글입니다');

  const visitor = await visitorPage();
  await visitor.goto(postPath);
  await expect(visitor.getByRole('heading', { level: 1, name: '비밀글입니다' })).toBeVisible();
  expect(await visitor.content()).not.toContain(title);
  await visitor.goto('/talk/category/25');
  await expect(visitor.getByTestId('talk-post-list')).not.toContainText(title);
  await expect(visitor.locator(`a[href="${postPath}"]`)).toContainText('비밀글입니다');
});

test('a member replies to a comment under it; the reply sits in the thread with the pseudonym', async ({ page, signInAs, memberPage }) => {
  await signInAs();
  const postPath = await writePost(page, `답글 받을 글 ${Date.now().toString(36)}`);
  await page.getByTestId('talk-comment-form').getByLabel('댓글 쓰기').fill('먼저 댓글을 남겨 둘게요.');
  await page.getByTestId('talk-comment-form').getByRole('button', { name: '댓글 달기' }).click();
  await expect(page.getByTestId('talk-comments')).toContainText('먼저 댓글을 남겨 둘게요.');

  const reader = await memberPage();
  await reader.goto(postPath);
  await reader.locator('summary', { hasText: '답글' }).click();
  const form = reader.getByTestId('talk-reply-form');
  await form.getByLabel('답글 쓰기').fill('저도 같은 마음이에요. 힘내세요.');
  await form.getByRole('button', { name: '답글 달기' }).click();
  const thread = reader.getByRole('list', { name: '답글' });
  await expect(thread).toContainText('저도 같은 마음이에요. 힘내세요.');
  await expect(thread).toContainText(/[가-힣]+ [가-힣]+ \d{1,2}/);
  await expect(reader.getByRole('heading', { name: '댓글 2개' })).toBeVisible();
});
