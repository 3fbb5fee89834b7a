import { desktop, expect, test } from './support/fixtures';

/**
 * Issue 4, section 2: staff write and publish a blog post in the back office's Tiptap editor,
 * edit it, and the change shows within seconds; a member is refused the editor.
 */

test.use({ viewport: desktop });

test('the admin writes a post, publishes it, edits title and body, and the change shows within seconds', async ({
  page,
  signInAs,
  visitorPage,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const firstTitle = `면접교섭 일정 정하기 ${suffix}`;
  const editedTitle = `면접교섭 일정, 이렇게 정합니다 ${suffix}`;
  const editedBody = `민법 제837조의2는 자녀를 직접 양육하지 않는 부모와 자녀의 면접교섭권을 정합니다 ${suffix}`;

  await signInAs('관리자');
  await page.goto('/office/blog');
  await expect(page.getByRole('heading', { level: 1, name: '블로그 글' })).toBeVisible();
  await page.getByRole('link', { name: '새 글 쓰기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '새 블로그 글' })).toBeVisible();

  // A new post, published straight away.
  await page.locator('#post-title').fill(firstTitle);
  await page.locator('#post-category').selectOption('양육');
  await page.locator('#post-description').fill('면접교섭의 횟수와 방법을 정할 때 가정법원이 살피는 사정을 정리했습니다.');
  const body = page.locator('#post-bodyHtml');
  await expect(body).toBeVisible();
  await body.click();
  await page.keyboard.type('면접교섭은 자녀의 복리를 먼저 생각해 정합니다.');
  await expect(page.getByTestId('ad-rules-clear')).toBeVisible();
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page).toHaveURL(/\/office\/blog\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '블로그 글 수정' })).toBeVisible();
  await expect(page.getByText('게시 중', { exact: true })).toBeVisible();
  const postUrl = page.url();

  // Edit the title and the body in the editor, then save the published post.
  await page.locator('#post-title').fill(editedTitle);
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(editedBody);
  // Bold is a stored mark at the caret: type only once the editor has it (the button says so).
  const bold = page.getByRole('button', { name: '굵게' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(' 굵은 글씨');
  await page.getByRole('button', { name: '저장 (게시 중인 글에 반영)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다' })).toBeVisible();

  // The preview shows the saved, sanitized version.
  await page.goto(`${postUrl}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();
  await expect(page.getByTestId('post-preview')).toContainText(editedBody);
  await expect(page.getByTestId('post-preview').locator('strong')).toHaveText('굵은 글씨');

  // The list shows the new title; the public link is the post's public path.
  await page.goto(`/office/blog?q=${encodeURIComponent(suffix)}`);
  await expect(page.getByTestId('post-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: editedTitle })).toBeVisible();
  await page.goto(postUrl);
  const publicHref = await page.getByRole('link', { name: '공개 페이지 보기' }).getAttribute('href');
  expect(publicHref).toMatch(/^\/blog\/양육\//);

  // The public page shows the edit within a few seconds (cache tags).
  const publicPath = encodeURI(publicHref!);
  await expect
    .poll(async () => (await (await page.request.get(publicPath)).text()).includes(editedTitle), {
      timeout: 10_000,
      intervals: [500, 1000],
    })
    .toBe(true);

  // A visitor served from the page cache in front of Next (decision 017) gets the next edit within
  // the revalidation time too: the save empties that cache.
  const visitor = await visitorPage();
  const asDocument = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const visitorCopy = () => visitor.request.get(publicPath, { headers: asDocument });
  await expect.poll(async () => (await visitorCopy()).headers()['x-page-cache'], { timeout: 10_000 }).toBe('HIT');
  const thirdTitle = `면접교섭 일정, 다시 정리했습니다 ${suffix}`;
  await page.locator('#post-title').fill(thirdTitle);
  await page.getByRole('button', { name: '저장 (게시 중인 글에 반영)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했습니다' })).toBeVisible();
  await expect
    .poll(async () => (await (await visitorCopy()).text()).includes(thirdTitle), { timeout: 6_000, intervals: [250, 500] })
    .toBe(true);
});

test('the editor asks for a link address and an image description in its own labelled panel', async ({ page, signInAs }) => {
  await signInAs('관리자');
  await page.goto('/office/blog/post');
  const body = page.locator('#post-bodyHtml');
  await body.click();
  await page.keyboard.type('가정법원 안내');
  await page.keyboard.press('ControlOrMeta+A');

  await page.getByRole('button', { name: '링크', exact: true }).click();
  const address = page.getByLabel('링크 주소');
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(page.getByTestId('editor-panel').getByRole('alert')).toHaveText('링크는 https://, /, mailto:, tel: 로 시작해야 합니다.');
  await address.fill('/page/intro');
  await page.getByRole('button', { name: '링크 적용' }).click();
  await expect(body.locator('a[href="/page/intro"]')).toHaveText('가정법원 안내');
  await expect(page.getByTestId('editor-panel')).toHaveCount(0);

  // A 1×1 PNG: the upload keeps it in the file store, then the panel asks for its description.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.locator('input[type="file"]').setInputFiles({ name: '상담실.png', mimeType: 'image/png', buffer: png });
  const alt = page.getByLabel('이미지 설명 (대체 텍스트)');
  await expect(alt).toHaveValue('상담실');
  await alt.fill('사무소 상담실 사진');
  await page.getByRole('button', { name: '이미지 넣기' }).click();
  await expect(body.locator('img[alt="사무소 상담실 사진"]')).toHaveAttribute('src', /^\/files\//);
});

test('a member gets the 403 page on the blog editor and the content screens', async ({ page, signInAs }) => {
  await signInAs();
  for (const path of ['/office/blog', '/office/blog/post', '/office/content', '/office/content/fees']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByTestId('forbidden')).toBeVisible();
  }
});
