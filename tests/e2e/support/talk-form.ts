import type { Page } from '@playwright/test';
import { talkWritePath } from '../../../src/lib/routes';

/**
 * Fills /talk/write as a member does (자유수다 unless told) and submits it. It does not wait for
 * the post: a refused one stays on the form with its messages.
 */
export async function submitTalkPost(page: Page, post: { title: string; body: string; secret?: boolean; board?: RegExp }): Promise<void> {
  await page.goto(talkWritePath());
  const form = page.getByTestId('talk-post-form');
  await form.getByRole('radio', { name: post.board ?? /자유수다/ }).check();
  await form.getByLabel('제목').fill(post.title);
  await form.getByLabel('본문').fill(post.body);
  if (post.secret) await form.getByLabel('비밀글로 올리기').check();
  await form.getByRole('button', { name: '글 올리기' }).click();
}
