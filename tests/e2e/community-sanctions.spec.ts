import { talkWritePath } from '../../src/lib/routes';
import { submitTalkPost } from './support/talk-form';
import { expect, phone, test } from './support/fixtures';

/**
 * 이용 제한 (issue 13, section 2), at phone width: a moderator of 톡 관리팀 suspends the writer of a
 * 자유수다 post for a day from the post page's panel, without the page ever showing who the writer
 * is; the writer then reads the reason on the write page instead of the form, and the server refuses
 * their comment with the same reason.
 */

test.use({ viewport: phone });

test('a moderator suspends a writer for a day; the writer sees the reason on the write page and cannot write', async ({
  page,
  browser,
  signInAs,
  consoleGuard,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const reason = `다른 회원을 비하하는 표현을 반복했습니다 ${stamp}`;
  const writer = await signInAs();
  await submitTalkPost(page, { title: `오늘 있었던 일 ${stamp}`, body: '남편과 또 다퉜어요. 서로 말을 조심하자고 해 놓고 쉽지 않네요.' });
  await expect(page).toHaveURL(/\/talk\/post\/\d+$/);
  const postUrl = page.url();

  const context = await browser.newContext({ viewport: phone });
  try {
    const staff = await context.newPage();
    consoleGuard.watch(staff);
    await signInAs('톡 관리팀', { page: staff });
    await staff.goto(postUrl);
    const form = staff.getByTestId('talk-sanction-form');
    await form.getByRole('radio', { name: '1일' }).check();
    await form.getByLabel('제한 사유 (회원에게 그대로 보입니다)').fill(reason);
    staff.once('dialog', (dialog) => void dialog.accept());
    await form.getByRole('button', { name: '이용 제한하기' }).click();
    await expect(form.getByRole('status')).toContainText('글쓴이의 이용을 제한했습니다');
    // The moderator's page never shows who the writer is.
    const html = await staff.content();
    for (const secret of [writer.email, writer.name, writer.id]) expect(html).not.toContain(secret);
  } finally {
    await context.close();
  }

  await page.goto(talkWritePath());
  const notice = page.getByTestId('talk-sanction-notice');
  await expect(notice).toContainText('커뮤니티 이용이 제한되어 있어요');
  await expect(notice).toContainText(reason);
  await expect(notice).toContainText(/\d{4}\. \d{1,2}\. \d{1,2}\..*까지/);
  await expect(page.getByTestId('talk-post-form')).toHaveCount(0);

  // The server refuses a write too: a comment comes back with the reason.
  await page.goto(postUrl);
  const comment = page.getByTestId('talk-comment-form');
  await comment.getByLabel('댓글 쓰기').fill('제 생각도 적어 볼게요.');
  await comment.getByRole('button', { name: '댓글 달기' }).click();
  await expect(comment.getByLabel('댓글 쓰기')).toHaveAccessibleDescription(new RegExp(`사유: ${reason}`));
});
