import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { demoAccount, expect, phone, test, type ConsoleGuard } from './support/fixtures';

/**
 * The Q&A centre (issue 14) at phone width: a member asks with a phone number in the text and is
 * asked to remove it; staff let the question through; the demo lawyer (linked to the 김도윤
 * profile) answers in the back office; the asker sees the notice, reads the answer with the
 * lawyer's card and accepts it; a visitor reads the cached page, whose structured data is an
 * Article by the lawyer (decision 014).
 */

test.use({ viewport: phone });

/** A browser signed in as one of the embedded demo accounts (the lawyer is linked to a profile). */
async function demoPage(browser: Browser, kind: 'lawyer', guard: ConsoleGuard): Promise<Page> {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  guard.watch(page);
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const response = await page.request.post('/api/auth/sign-in/email', { data: demoAccount(kind), headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

test('a member asks, staff let it through, a lawyer answers, the asker is told and accepts; visitors read an Article by the lawyer', async ({
  page,
  browser,
  signInAs,
  memberPage,
  visitorPage,
  consoleGuard,
}) => {
  test.setTimeout(300_000);
  await signInAs(null, { name: '질문하는 회원' });
  const title = `협의이혼 중 아파트 처분이 걱정됩니다 ${Date.now().toString(36)}`;

  // The form shows the privacy notice and the warning before the fields, and refuses a phone number.
  await page.goto('/qna/ask');
  await expect(page.getByRole('heading', { level: 1, name: '변호사에게 질문하기' })).toBeVisible();
  await expect(page.getByTestId('qna-sensitive-warning')).toBeVisible();
  // The consent notice: purpose, items, retention and the right to refuse, open above the button.
  for (const heading of ['수집 목적', '수집 항목', '보유 기간', '동의 거부'])
    await expect(page.getByTestId('qna-ask-form').getByText(heading, { exact: true })).toBeVisible();
  await page.getByLabel(/^주제/).selectOption('property');
  await page.getByTestId('qna-ask-title').fill(title);
  const body =
    '숙려기간 중인데 남편이 공동으로 모은 돈으로 산 아파트를 팔려고 합니다. 연락은 010-3456-7890으로 주세요. 막을 방법이 있을까요?';
  await page.getByTestId('qna-ask-body').fill(body);
  await page.getByTestId('qna-ask-consent').check();
  await page.getByTestId('qna-ask-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '전화번호' }).first()).toBeVisible();
  await expect(page.getByTestId('qna-ask-body')).toHaveValue(body);

  await page.getByTestId('qna-ask-body').fill(body.replace(' 연락은 010-3456-7890으로 주세요.', ''));
  await page.getByTestId('qna-ask-consent').check();
  await page.getByTestId('qna-ask-submit').click();
  await expect(page).toHaveURL(/\/qna\/post\/\d+\?asked=1$/);
  const questionPath = new URL(page.url()).pathname;
  const questionId = Number(questionPath.split('/').pop());
  await expect(page.getByTestId('qna-state').first()).toHaveText('검토 대기');
  await expect(page.getByTestId('qna-state-note')).toContainText('개인정보');

  // Not yet public: a visitor reads that it is private, and not a word of it.
  const visitor = await visitorPage();
  await visitor.goto(questionPath);
  await expect(visitor.getByTestId('qna-locked')).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(title);
  await expect(visitor.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);

  // A manager lets it through in the back office.
  const manager = await memberPage({ role: '매니저', name: '검토 매니저' });
  await manager.goto('/office/qna');
  await manager.getByRole('link', { name: title }).click();
  await expect(manager).toHaveURL(`/office/qna/${questionId}`);
  await manager.getByTestId('qna-approve').click();
  await expect(manager.getByRole('status').filter({ hasText: '게시를 승인했습니다' })).toBeVisible();

  // The demo lawyer answers with the blog's editor; the advertising check is clear.
  const lawyer = await demoPage(browser, 'lawyer', consoleGuard);
  await lawyer.goto(`/office/qna/${questionId}`);
  const editor = lawyer.locator('#answer-body');
  await expect(editor).toBeVisible();
  await editor.click();
  await lawyer.keyboard.type(
    '민법 제839조의3에 따라 배우자가 재산분할청구권을 해치려고 재산을 처분하면 그 행위의 취소를 구할 수 있고, 처분 전이라면 가압류나 처분금지가처분을 먼저 검토합니다. 사정에 따라 달라지니 상담에서 자료를 함께 보겠습니다.',
  );
  await expect(lawyer.getByTestId('ad-rules-clear')).toBeVisible();
  await lawyer.getByTestId('qna-answer-publish').click();
  await expect(lawyer.getByRole('status').filter({ hasText: '답변을 게시했습니다' })).toBeVisible();
  await lawyer.context().close();

  // The asker sees the notice in the drawer's account card and opens it.
  await page.goto('/');
  await page.getByTestId('drawer-open').click();
  const bell = page.getByTestId('site-drawer').getByTestId('account-notifications');
  await expect(bell.getByTestId('notification-unread-count')).toHaveText('1');
  await bell.click();
  await expect(page.getByTestId('notification-item').first()).toContainText('변호사 답변이 등록되었어요');
  await page.getByTestId('notification-item').first().getByRole('link').first().click();
  await expect(page).toHaveURL(questionPath);

  // The answer with the lawyer's card and the firm's note; the asker accepts it.
  const answer = page.getByTestId('qna-answer').first();
  await expect(answer).toContainText('제839조의3');
  await expect(answer.getByTestId('qna-answer-lawyer')).toHaveText(/김도윤/);
  await expect(answer.getByTestId('qna-disclaimer')).toContainText('상담을 대신하지 않습니다');
  page.once('dialog', (dialog) => void dialog.accept());
  await answer.getByTestId('qna-accept').click();
  await expect(page.getByTestId('qna-accepted')).toBeVisible();

  // My page lists the question as answered.
  await page.goto('/member/mypage');
  await expect(page.getByTestId('my-questions')).toContainText(title);
  await expect(page.getByTestId('my-questions')).toContainText('답변 완료');

  // A visitor reads the cached page; its structured data is an Article whose author is the lawyer, with a profile link.
  await expect
    .poll(
      async () => {
        await visitor.goto(questionPath);
        return visitor.getByTestId('qna-locked').count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
  await expect(visitor.getByTestId('qna-accepted')).toBeVisible();
  const ld = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const objects = ld.map((text) => JSON.parse(text) as Record<string, unknown>);
  const article = objects.find((object) => object['@type'] === 'Article') as {
    headline: string;
    author: { '@type': string; name: string; url: string };
  };
  expect(article.headline).toBe(title);
  expect(article.author).toMatchObject({ '@type': 'Person', name: '김도윤' });
  expect(decodeURI(new URL(article.author.url).pathname)).toMatch(/^\/page\/intro\/전문가\/\d+$/);
  expect(objects.some((object) => object['@type'] === 'QAPage' || object['@type'] === 'FAQPage')).toBe(false);
  expect(objects.some((object) => object['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(visitor.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  // The helpful button asks a visitor to sign in; another member gets it from the island on the cached page and presses it once.
  await expect(visitor.getByRole('link', { name: /도움이 됐어요/ }).first()).toHaveAttribute('href', /\/member\/login\?redirect=/);
  const reader = await memberPage({ name: '읽는 회원' });
  await reader.goto(questionPath);
  const helpful = reader.getByTestId('qna-helpful').first();
  await expect(helpful).toHaveText('도움이 됐어요 0');
  await helpful.click();
  await expect(helpful).toHaveText('도움이 됐어요 1');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await expect(helpful).toBeDisabled();
  await reader.reload();
  await expect(reader.getByTestId('qna-helpful').first()).toHaveAttribute('aria-pressed', 'true');
  // The member's page came from the cache: no asker's panel, no 채택 button.
  await expect(reader.getByTestId('qna-asker-controls')).toHaveCount(0);
  await expect(reader.getByTestId('qna-accept')).toHaveCount(0);
});

test('a private question stays with its asker: others read that it is private, and the ask page offers a guest sign-in or a private consultation', async ({
  page,
  signInAs,
  visitorPage,
  memberPage,
}) => {
  const visitor = await visitorPage();
  await visitor.goto('/qna/ask');
  await expect(visitor.getByTestId('qna-ask-guest')).toBeVisible();
  await expect(visitor.getByTestId('qna-ask-login')).toHaveAttribute('href', /\/member\/login\?redirect=%2Fqna%2Fask/);
  await expect(visitor.getByRole('link', { name: '상담 신청하기' })).toHaveAttribute('href', '/consult/board');

  await signInAs(null, { name: '비공개 질문 회원' });
  await page.goto('/qna/ask?topic=children');
  await expect(page.getByLabel(/^주제/)).toHaveValue('children');
  await page.getByLabel(/비공개 질문/).check();
  await page.getByTestId('qna-ask-title').fill('면접교섭을 아이가 거부하면 어떻게 하나요');
  await page
    .getByTestId('qna-ask-body')
    .fill('초등학생 아이가 아빠를 만나기 싫다고 울어요. 면접교섭을 억지로 시켜야 하는지, 조정할 방법이 있는지 궁금합니다.');
  await page.getByTestId('qna-ask-consent').check();
  await page.getByTestId('qna-ask-submit').click();
  await expect(page).toHaveURL(/\/qna\/post\/\d+\?asked=1$/);
  await expect(page.getByText('비공개 질문', { exact: true })).toBeVisible();
  const path = new URL(page.url()).pathname;
  await visitor.goto(path);
  await expect(visitor.getByTestId('qna-locked')).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText('면접교섭을 아이가 거부하면');
  // Another member, served from the cache with the island, reads no more.
  const stranger = await memberPage({ name: '다른 회원' });
  await stranger.goto(path);
  await expect(stranger.getByTestId('qna-locked')).toBeVisible();
  await expect(stranger.locator('body')).not.toContainText('면접교섭을 아이가 거부하면');

  // The asker withdraws it while nobody has answered.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('qna-withdraw').click();
  await expect(page.getByTestId('qna-state').first()).toHaveText('질문 철회');
});

test('the centre lists answered questions, finds a two-syllable word and has no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/qna');
  await expect(page.getByRole('heading', { level: 1, name: '변호사가 답하는 법률 Q&A' })).toBeVisible();
  // The centre's six newest answers; the topics and the search have the rest.
  await expect(page.getByTestId('qna-question-list').first().locator('.qna-card')).toHaveCount(6);
  await page.getByLabel('법률 Q&A 검색').fill('양육비');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/qna\/search\?q=/);
  await expect(page.getByTestId('qna-search-summary')).toContainText('양육비');
  await expect(page.locator('.qna-card').first()).toBeVisible();
  await page.locator('.qna-card').first().getByRole('link').last().click();
  await expect(page).toHaveURL(/\/qna\/post\/\d+$/);
  await expect(page.getByTestId('qna-answer').first().or(page.getByText('아직 답변이 없어요.'))).toBeVisible();

  for (const path of ['/qna', page.url(), '/qna/category/damages', '/qna/ask']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      path,
    ).toEqual([]);
  }
});
