import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { desktop, expect, phone, test, uniquePhone } from './support/fixtures';

/**
 * Issue 15, visit booking at phone width: a visitor picks a place, a lawyer, a free day and a free
 * time (server-rendered links, the state in the address) and books it at once; the booking has its
 * own private page to move or cancel it and an .ics file; two visitors racing for one time are
 * told and offered the nearest free ones; the paid consultation holds its time until staff confirm
 * it in the back office's calendar, where staff also cancel with a reason.
 *
 * The tests share one database with other specs running beside them, so each books on a day and a
 * lawyer of its own: next month's nth free day, with lawyers that do not meet visitors elsewhere
 * on that day (김도윤 sees visitors at 본사 and by video, 한유진 at 사당 and by video).
 */

test.use({ viewport: phone });

const weekdayNames = ['일', '월', '화', '수', '목', '금', '토'];

/** '12월 3일(목)' for '2026-12-03', as the calendar's labels begin. */
function dayText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCMonth() + 1}월 ${date.getUTCDate()}일(${weekdayNames[date.getUTCDay()]})`;
}

/** '2026년 12월 3일(목) 오후 2:00' for '2026-12-03' and '14:00'. */
function whenText(day: string, time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${day.slice(0, 4)}년 ${dayText(day)} ${hour < 12 ? '오전' : '오후'} ${shown}:${String(minute).padStart(2, '0')}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The calendar's link for `day` (its aria-label begins with the day: '12월 3일(목), 예약 가능 7개'). */
function dayLink(page: Page, day: string): Locator {
  return page.getByTestId('booking-calendar').getByRole('link', { name: new RegExp(`^${escape(dayText(day))}, 예약 가능 \\d+개$`) });
}

/** The free times listed for the chosen day. */
async function listedTimes(page: Page): Promise<string[]> {
  return (await page.getByTestId('booking-times').getByRole('link').allInnerTexts()).map((text) => text.trim());
}

type Chosen = { placeId: string; lawyer: string; day: string; free: number; dayUrl: string };

/**
 * Steps 1–3 by clicking: the place, the lawyer, '다음 달 ›', then next month's `nth` free day.
 * Answers the day chosen, how many free times its label counted and the address of that step.
 */
async function chooseDay(
  page: Page,
  { path = '/consult/booking', place, lawyer, nth }: { path?: string; place: string; lawyer: string; nth: number },
): Promise<Chosen> {
  await page.goto(path);
  const picker = page.getByTestId('booking-picker');
  await picker.getByRole('link', { name: place, exact: true }).click();
  await expect(page).toHaveURL(/[?&]place=\d+#step-lawyer$/);
  await expect(picker.getByRole('link', { name: place, exact: true })).toHaveAttribute('aria-current', 'true');
  const lawyerLink = picker.getByRole('link', { name: new RegExp(`^${escape(lawyer)}`) });
  await lawyerLink.click();
  await expect(page).toHaveURL(/#step-day$/);
  await expect(lawyerLink).toHaveAttribute('aria-current', 'true');
  const monthBefore = await page.getByTestId('booking-calendar').locator('caption').innerText();
  await picker.getByRole('link', { name: '다음 달 ›' }).click();
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  await expect(page.getByTestId('booking-calendar').locator('caption')).not.toHaveText(monthBefore);
  await expect(picker.getByRole('link', { name: '‹ 이전 달' })).toBeVisible();
  const link = page
    .getByTestId('booking-calendar')
    .getByRole('link', { name: /, 예약 가능 \d+개$/ })
    .nth(nth);
  const label = (await link.getAttribute('aria-label')) ?? '';
  await link.click();
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('booking-times').getByRole('link').first()).toBeVisible();
  const url = new URL(page.url());
  const day = url.searchParams.get('day')!;
  expect(label.startsWith(`${dayText(day)}, 예약 가능 `), label).toBe(true);
  await expect(dayLink(page, day)).toHaveAttribute('aria-current', 'date');
  return {
    placeId: url.searchParams.get('place')!,
    lawyer: url.searchParams.get('lawyer') ?? 'any',
    day,
    free: Number(/예약 가능 (\d+)개/.exec(label)?.[1]),
    dayUrl: `${url.pathname}${url.search}`,
  };
}

/** Step 4: the `nth` listed time (or the one given); answers it once the form shows it. */
async function chooseTime(page: Page, day: string, pick: number | string = 0): Promise<string> {
  const times = page.getByTestId('booking-times');
  const link = typeof pick === 'number' ? times.getByRole('link').nth(pick) : times.getByRole('link', { name: pick, exact: true });
  const time = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/[?&]time=\d{2}(%3A|:)\d{2}/);
  await expect(page.getByTestId('booking-choice')).toContainText(whenText(day, time));
  await expect(times.getByRole('link', { name: time, exact: true })).toHaveAttribute('aria-current', 'true');
  return time;
}

type Visitor = { name: string; tel: string; masked: string; content: string; email?: string };

function visitorDetails(name: string, email?: string): Visitor {
  const { tel, masked } = uniquePhone();
  return { name, tel, masked, email, content: '협의이혼을 준비 중인데 아파트 명의와 양육비를 어떻게 정리해야 할지 상담받고 싶습니다.' };
}

/** Step 5: who is coming and what about, and the consent. */
async function fillDetails(form: Locator, visitor: Visitor) {
  await form.getByLabel(/^이름/).fill(visitor.name);
  await form.getByLabel(/^휴대전화/).fill(visitor.tel);
  if (visitor.email) await form.getByLabel(/^이메일/).fill(visitor.email);
  await form.getByLabel(/^상담 분야/).selectOption('재산분할');
  await form.getByLabel(/^상담받고 싶은 내용/).fill(visitor.content);
  await form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
}

const managePage = /\/consult\/booking\/manage\/[^/?#]+\?done=1$/;

/** Books the chosen time on /consult/booking and answers the private page's path (without ?done=1). */
async function bookVisit(page: Page, visitor: Visitor, expectWhen: string): Promise<string> {
  const form = page.getByTestId('booking-visit-form');
  await fillDetails(form, visitor);
  const submit = form.getByRole('button', { name: /예약하기$/ });
  await expect(submit).toHaveText(`${expectWhen} 예약하기`);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(managePage);
  return new URL(page.url()).pathname;
}

/** Tabs forward until `target` has the focus (never a click). */
async function tabTo(page: Page, target: Locator, limit = 200) {
  await expect(target).toBeVisible();
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

test('a visitor books a free time at 본사 with 김도윤 and the private page shows it; the next visitor no longer sees that time', async ({
  page,
  visitorPage,
}) => {
  test.setTimeout(120_000);
  const visitor = visitorDetails('윤서아');
  await page.goto('/consult/booking');
  await expect(page.getByRole('heading', { level: 1, name: '방문 상담 예약' })).toBeVisible();
  for (const place of ['본사 (교대)', '사당 분사무소', '화상 상담'])
    await expect(page.getByTestId('booking-picker').getByRole('link', { name: place, exact: true })).toBeVisible();
  // Nothing to fill before a time is chosen.
  await expect(page.getByTestId('booking-visit-form')).toHaveCount(0);

  const chosen = await chooseDay(page, { place: '본사 (교대)', lawyer: '김도윤 변호사', nth: 0 });
  const times = await listedTimes(page);
  expect(times.length).toBe(chosen.free);
  const time = await chooseTime(page, chosen.day, 0);
  await expect(page.getByTestId('booking-choice')).toHaveText(`본사 (교대) · ${whenText(chosen.day, time)}`);
  const path = await bookVisit(page, visitor, whenText(chosen.day, time));

  // The private page: confirmed, when, where and how to get there, and what to do next.
  await expect(page.getByTestId('booking-banner')).toContainText('예약이 확정되었습니다');
  await expect(page.getByTestId('booking-status')).toHaveText('예약 확정');
  await expect(page.getByTestId('booking-when')).toHaveText(whenText(chosen.day, time));
  const summary = page.getByTestId('booking-summary');
  await expect(summary).toContainText('본사 (교대)');
  await expect(summary).toContainText('김도윤 변호사');
  await expect(summary).toContainText(`윤서아 (${visitor.masked})`);
  await expect(summary).toContainText('교대역');
  await expect(summary).toContainText('9번 출구');
  await expect(summary).not.toContainText(visitor.tel);
  await expect(summary.getByRole('link', { name: /^카카오맵/ })).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\//);
  await expect(summary.getByRole('link', { name: /^네이버 지도/ })).toHaveAttribute('href', /^https:\/\/map\.naver\.com\//);
  await expect(summary.getByRole('link', { name: '내 캘린더에 추가 (.ics)' })).toHaveAttribute('href', `${path}/ics`);
  await expect(page.getByRole('link', { name: '다른 시간 고르기' })).toBeVisible();
  await expect(page.getByTestId('booking-cancel-form').getByRole('button', { name: '예약 취소하기' })).toBeVisible();
  // A private page: not indexed, and its address (the key) not sent on as a referrer.
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(1);
  await expect(page.locator('meta[name="referrer"][content="no-referrer"]')).toHaveCount(1);
  // Opened again later (without ?done=1), it still shows the booking, without the banner.
  await page.goto(path);
  await expect(page.getByTestId('booking-status')).toHaveText('예약 확정');
  await expect(page.getByTestId('booking-banner')).toHaveCount(0);

  // Another visitor opening the same day: one time fewer, and not this one.
  const other = await visitorPage();
  await other.goto(chosen.dayUrl);
  await expect(other.getByTestId('booking-times').getByRole('link').first()).toBeVisible();
  expect(await listedTimes(other)).toEqual(times.filter((listed) => listed !== time));
  await expect(dayLink(other, chosen.day)).toHaveAttribute('aria-label', `${dayText(chosen.day)}, 예약 가능 ${chosen.free - 1}개`);
  // Even with the taken time in the address, no form is offered for it.
  await other.goto(`${chosen.dayUrl}&time=${encodeURIComponent(time)}`);
  await expect(other.getByTestId('booking-times')).toBeVisible();
  await expect(other.getByTestId('booking-visit-form')).toHaveCount(0);
});

test('the visitor moves the booking to another time with the private link, then cancels it, and the times are free again', async ({
  page,
  visitorPage,
}) => {
  test.setTimeout(150_000);
  const visitor = visitorDetails('한지우');
  const chosen = await chooseDay(page, { place: '본사 (교대)', lawyer: '박지안 변호사', nth: 1 });
  const original = await chooseTime(page, chosen.day, 0);
  const path = await bookVisit(page, visitor, whenText(chosen.day, original));
  await expect(page.getByTestId('booking-when')).toHaveText(whenText(chosen.day, original));

  // Move: the calendar and the times again, for the same place and lawyer.
  await page.getByRole('link', { name: '다른 시간 고르기' }).click();
  await expect(page).toHaveURL(/[?&]move=1/);
  await expect(page.getByTestId('booking-calendar')).toBeVisible();
  await expect(page.getByTestId('booking-cancel-form')).toHaveCount(0);
  for (let months = 0; (await dayLink(page, chosen.day).count()) === 0; months += 1) {
    expect(months, `${chosen.day} in the move calendar`).toBeLessThan(3);
    await page.getByRole('link', { name: '다음 달 ›' }).click();
    await expect(page).toHaveURL(/[?&]month=/);
    await expect(page.getByTestId('booking-calendar')).toBeVisible();
  }
  await dayLink(page, chosen.day).click();
  await expect(page).toHaveURL(/[?&]day=/);
  await expect(page).toHaveURL(/[?&]move=1/);
  await expect(page.getByTestId('booking-times').getByRole('link').first()).toBeVisible();
  const times = await listedTimes(page);
  const moved = times.filter((time) => time !== original).at(-1)!;
  expect(moved).toBeDefined();
  await page.getByTestId('booking-times').getByRole('link', { name: moved, exact: true }).click();
  const moveForm = page.getByTestId('booking-move-form');
  const moveButton = moveForm.getByRole('button', { name: /\(으\)로 바꾸기$/ });
  await expect(moveButton).toHaveText(`${whenText(chosen.day, moved)}(으)로 바꾸기`);
  await moveButton.click();
  await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?changed=moved$`));
  await expect(page.getByTestId('booking-banner')).toContainText('예약 시간을 바꿨습니다');
  await expect(page.getByTestId('booking-status')).toHaveText('예약 확정');
  await expect(page.getByTestId('booking-when')).toHaveText(whenText(chosen.day, moved));

  // A new visitor sees the original time free and the new one taken.
  const other = await visitorPage();
  await other.goto(chosen.dayUrl);
  await expect(other.getByTestId('booking-times').getByRole('link', { name: original, exact: true })).toBeVisible();
  await expect(other.getByTestId('booking-times').getByRole('link', { name: moved, exact: true })).toHaveCount(0);

  // Cancel, with a reason for the firm.
  const cancelForm = page.getByTestId('booking-cancel-form');
  await cancelForm.getByLabel(/^취소 사유/).fill('일정이 생겨서 다음에 다시 예약하겠습니다.');
  await cancelForm.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(path)}\\?changed=cancelled$`));
  await expect(page.getByTestId('booking-banner')).toContainText('예약을 취소했습니다');
  await expect(page.getByTestId('booking-status')).toHaveText('취소');
  await expect(page.getByRole('link', { name: '다른 시간 고르기' })).toHaveCount(0);
  await expect(page.getByTestId('booking-cancel-form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '내 캘린더에 추가 (.ics)' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '새로 예약하기' })).toHaveAttribute('href', '/consult/booking');

  // Both times are free again, and a new visitor books the original one.
  await other.goto(chosen.dayUrl);
  expect(await listedTimes(other)).toEqual(expect.arrayContaining([original, moved]));
  await expect(dayLink(other, chosen.day)).toHaveAttribute('aria-label', `${dayText(chosen.day)}, 예약 가능 ${chosen.free}개`);
  await chooseTime(other, chosen.day, original);
  await bookVisit(other, visitorDetails('서민재'), whenText(chosen.day, original));
  await expect(other.getByTestId('booking-status')).toHaveText('예약 확정');
  await expect(other.getByTestId('booking-when')).toHaveText(whenText(chosen.day, original));
});

test('the steps and the form work with the keyboard alone: Tab to a link, Enter to follow it', async ({ page }) => {
  test.setTimeout(120_000);
  const visitor = visitorDetails('정다은');
  await page.goto('/consult/booking');
  const picker = page.getByTestId('booking-picker');

  await tabTo(page, picker.getByRole('link', { name: '사당 분사무소', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]place=\d+#step-lawyer$/);

  await tabTo(page, picker.getByRole('link', { name: /^오세린 변호사/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]lawyer=\d+#step-day$/);

  await tabTo(page, picker.getByRole('link', { name: '다음 달 ›' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}#step-day$/);

  const firstDay = page
    .getByTestId('booking-calendar')
    .getByRole('link', { name: /, 예약 가능 \d+개$/ })
    .first();
  await tabTo(page, firstDay);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}#step-time$/);
  const day = new URL(page.url()).searchParams.get('day')!;

  const firstTime = page.getByTestId('booking-times').getByRole('link').first();
  const time = (await firstTime.innerText()).trim();
  await tabTo(page, firstTime);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]time=.*#step-details$/);
  const form = page.getByTestId('booking-visit-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('booking-choice')).toHaveText(`사당 분사무소 · ${whenText(day, time)}`);

  // The form too: type into each field, Space for the consent, Enter on the button.
  for (const [label, text] of [
    [/^이름/, visitor.name],
    [/^휴대전화/, visitor.tel],
    [/^상담받고 싶은 내용/, visitor.content],
  ] as const) {
    await tabTo(page, form.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeChecked();
  const submit = form.getByRole('button', { name: /예약하기$/ });
  await expect(submit).toBeEnabled();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(managePage);
  await expect(page.getByTestId('booking-status')).toHaveText('예약 확정');
  await expect(page.getByTestId('booking-when')).toHaveText(whenText(day, time));
});

test('two visitors open the form for one time: the second is told it was just taken, keeps what was typed, picks a nearby time and books it', async ({
  page,
  visitorPage,
}) => {
  test.setTimeout(120_000);
  const first = visitorDetails('김하늘');
  const second = visitorDetails('이수빈', 'subin@test.example');
  const chosen = await chooseDay(page, { place: '사당 분사무소', lawyer: '한유진 변호사', nth: 2 });
  const time = await chooseTime(page, chosen.day, 0);
  const withTime = new URL(page.url());

  const other = await visitorPage();
  await other.goto(`${withTime.pathname}${withTime.search}`);
  const otherForm = other.getByTestId('booking-visit-form');
  await expect(other.getByTestId('booking-choice')).toContainText(whenText(chosen.day, time));
  await fillDetails(otherForm, second);

  await bookVisit(page, first, whenText(chosen.day, time));
  await expect(page.getByTestId('booking-when')).toHaveText(whenText(chosen.day, time));

  // The second visitor presses the button a moment later.
  await otherForm.getByRole('button', { name: /예약하기$/ }).click();
  await expect(otherForm.getByRole('alert').filter({ hasText: '방금 다른 분이 이 시간을 예약했어요' })).toBeVisible();
  await expect(other).not.toHaveURL(/\/manage\//);
  const alternatives = otherForm.getByTestId('booking-alternatives');
  const radios = alternatives.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  const offered = await alternatives.locator('label').allInnerTexts();
  expect(offered.map((text) => text.trim())).not.toContain(whenText(chosen.day, time));
  // Everything typed is still there.
  await expect(otherForm.getByLabel(/^이름/)).toHaveValue(second.name);
  await expect(otherForm.getByLabel(/^휴대전화/)).toHaveValue(second.tel);
  await expect(otherForm.getByLabel(/^이메일/)).toHaveValue(second.email!);
  await expect(otherForm.getByLabel(/^상담 분야/)).toHaveValue('재산분할');
  await expect(otherForm.getByLabel(/^상담받고 싶은 내용/)).toHaveValue(second.content);
  await expect(otherForm.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ })).toBeChecked();

  // A time must be picked before the button works; then it books that time.
  const submit = otherForm.getByRole('button', { name: '고른 시간으로 예약' });
  await expect(submit).toBeDisabled();
  const picked = offered[0]!.trim();
  await radios.first().check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(other).toHaveURL(managePage);
  await expect(other.getByTestId('booking-status')).toHaveText('예약 확정');
  await expect(other.getByTestId('booking-when')).toHaveText(picked);
  await expect(other.getByTestId('booking-summary')).toContainText('한유진 변호사');
  await expect(other.getByTestId('booking-summary')).toContainText(`이수빈 (${second.masked})`);
});

test('a paid consultation holds its time until staff confirm it; staff find it on the day and place, confirm it, and cancel another booking with a reason', async ({
  page,
  visitorPage,
  memberPage,
}) => {
  test.setTimeout(240_000);
  const payer = visitorDetails('박서준');
  const visitor = visitorDetails('최유나');
  // The overview names the fee and leads to the booking.
  await page.goto('/consult/premium');
  await expect(page.getByRole('heading', { level: 1, name: '변호사 심층 상담' })).toBeVisible();
  await expect(page.getByTestId('premium-fee')).toHaveText('220,000원 (부가가치세 포함)');
  await page.getByTestId('premium-book').click();
  await expect(page).toHaveURL(/\/consult\/premium-pay$/);
  await expect(page.getByTestId('premium-order')).toContainText('220,000원');
  await expect(page.getByTestId('premium-order')).toContainText('결제 전에는 어떤 비용도 청구되지 않습니다');
  const chosen = await chooseDay(page, { path: '/consult/premium-pay', place: '화상 상담', lawyer: '한유진 변호사', nth: 3 });
  await expect(page.getByRole('heading', { level: 1, name: '심층 상담 예약' })).toBeVisible();
  const heldTime = await chooseTime(page, chosen.day, 0);
  const premiumForm = page.getByTestId('booking-premium-form');
  await fillDetails(premiumForm, payer);
  const premiumSubmit = premiumForm.getByRole('button', { name: /심층 상담 신청$/ });
  await expect(premiumSubmit).toHaveText(`${whenText(chosen.day, heldTime)} 심층 상담 신청`);
  await premiumSubmit.click();
  await expect(page).toHaveURL(managePage);
  const heldPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('booking-status')).toHaveText('확정 대기');
  await expect(page.getByTestId('booking-banner')).toContainText('신청을 받았습니다');
  await expect(page.getByTestId('booking-when')).toHaveText(whenText(chosen.day, heldTime));
  await expect(page.getByTestId('booking-summary')).toContainText('화상 상담');
  await expect(page.getByTestId('booking-summary')).toContainText('접속 링크');
  // No map links for a video call.
  await expect(page.getByRole('link', { name: /^카카오맵/ })).toHaveCount(0);

  // The held time is not offered to anyone else; another visitor books a visit the same day.
  const other = await visitorPage();
  await other.goto(chosen.dayUrl.replace('/consult/premium-pay', '/consult/booking'));
  await expect(other.getByTestId('booking-times').getByRole('link').first()).toBeVisible();
  expect(await listedTimes(other)).not.toContain(heldTime);
  const visitTime = await chooseTime(other, chosen.day, 0);
  const visitPath = await bookVisit(other, visitor, whenText(chosen.day, visitTime));

  // Staff: that day and place in the back office.
  const manager = await memberPage({ role: '매니저', viewport: desktop });
  await manager.goto(`/office/bookings?day=${chosen.day}&place=${chosen.placeId}`);
  const calendar = manager.getByTestId('office-calendar');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('navigation', { name: '장소' }).getByRole('link', { name: '화상 상담' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(calendar.getByRole('link', { name: '하루' })).toHaveAttribute('aria-current', 'page');
  await expect(calendar.getByRole('heading', { level: 2, name: dayText(chosen.day) })).toBeVisible();
  const heldEntry = calendar.getByRole('link', {
    name: new RegExp(`^${heldTime}–\\d{2}:\\d{2} 박서준 \\(${escape(payer.masked)}\\) · 확정 대기$`),
  });
  const visitEntry = calendar.getByRole('link', {
    name: new RegExp(`^${visitTime}–\\d{2}:\\d{2} 최유나 \\(${escape(visitor.masked)}\\) · 예약 확정$`),
  });
  await expect(heldEntry).toBeVisible();
  await expect(visitEntry).toBeVisible();
  // The week view shows them too; the lawyer's own column narrows it.
  await calendar.getByRole('link', { name: '한 주' }).click();
  await expect(manager).toHaveURL(/[?&]view=week/);
  await expect(calendar.getByRole('link', { name: '한 주' })).toHaveAttribute('aria-current', 'page');
  await expect(heldEntry).toBeVisible();
  await calendar.getByRole('navigation', { name: '변호사' }).getByRole('link', { name: '한유진' }).click();
  await expect(manager).toHaveURL(/[?&]lawyer=\d+/);
  await expect(calendar.getByTestId('office-calendar-lawyer').first()).toContainText('한유진 변호사');
  await expect(heldEntry).toBeVisible();
  await calendar.getByRole('link', { name: '하루' }).click();
  await expect(manager).toHaveURL(/[?&]view=day/);

  // Confirm the paid consultation.
  await heldEntry.click();
  await expect(manager).toHaveURL(/\/office\/bookings\/\d+$/);
  const detail = manager.getByTestId('office-booking');
  await expect(detail.getByTestId('office-booking-status')).toHaveText('확정 대기');
  await expect(detail).toContainText('심층 상담 예약');
  await expect(detail).toContainText('박서준');
  await detail.getByRole('button', { name: '예약 확정', exact: true }).click();
  await expect(detail.getByRole('status').filter({ hasText: '예약 확정 처리했습니다.' })).toBeVisible();
  await expect(detail.getByTestId('office-booking-status')).toHaveText('예약 확정');
  await expect(detail.getByRole('button', { name: '예약 확정', exact: true })).toHaveCount(0);
  await page.goto(heldPath);
  await expect(page.getByTestId('booking-status')).toHaveText('예약 확정');

  // Cancel the other visitor's booking: the reason is required.
  await detail.getByRole('link', { name: '‹ 예약 일정으로' }).click();
  await expect(manager).toHaveURL(/\/office\/bookings\?/);
  await expect(visitEntry).toBeVisible();
  await visitEntry.click();
  await expect(detail.getByTestId('office-booking-status')).toHaveText('예약 확정');
  const cancel = detail.getByRole('button', { name: '예약 취소', exact: true });
  await expect(cancel).toBeDisabled();
  const reason = '담당 변호사의 재판 일정이 잡혀 부득이 취소합니다. 전화로 다른 시간을 안내해 드리겠습니다.';
  await detail.getByLabel(/예약 취소 사유/).fill(reason);
  await expect(cancel).toBeEnabled();
  await cancel.click();
  await expect(detail.getByRole('status').filter({ hasText: '예약을 취소했습니다' })).toBeVisible();
  await expect(detail.getByTestId('office-booking-status')).toHaveText('취소');
  await expect(detail).toContainText(reason);

  // The visitor's own page says so, with the firm's reason; the time is free again.
  await other.goto(visitPath);
  await expect(other.getByTestId('booking-status')).toHaveText('취소');
  await expect(other.getByTestId('booking-summary')).toContainText(reason);
  await other.goto(chosen.dayUrl.replace('/consult/premium-pay', '/consult/booking'));
  await expect(other.getByTestId('booking-times').getByRole('link', { name: visitTime, exact: true })).toBeVisible();
  expect(await listedTimes(other)).not.toContain(heldTime);
});

test('the calendar file of a booking is text/calendar with the time, the place and the lawyer', async ({ page }) => {
  test.setTimeout(90_000);
  const chosen = await chooseDay(page, { place: '화상 상담', lawyer: '김도윤 변호사', nth: 4 });
  const time = await chooseTime(page, chosen.day, 0);
  const path = await bookVisit(page, visitorDetails('오하린'), whenText(chosen.day, time));
  const link = page.getByRole('link', { name: '내 캘린더에 추가 (.ics)' });
  await expect(link).toHaveAttribute('href', `${path}/ics`);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="booking-\d+\.ics"$/);
  const body = await response.text();
  expect(body.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(body).toContain('BEGIN:VEVENT');
  expect(body).toContain('END:VCALENDAR');
  // 14:00 Seoul is 05:00 UTC.
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const utc = new Date(
    Date.UTC(Number(chosen.day.slice(0, 4)), Number(chosen.day.slice(5, 7)) - 1, Number(chosen.day.slice(8)), hour - 9, minute),
  );
  const stamp = utc.toISOString().replace(/[-:]/g, '').slice(0, 15);
  expect(body).toContain(`DTSTART:${stamp}Z`);
  expect(body.replace(/\r\n[ \t]/g, '')).toContain('김도윤 변호사');
  // A stranger's guess is not a calendar.
  const wrong = await page.request.get(`${path.slice(0, -4)}xxxx/ics`);
  expect(wrong.status()).toBe(404);
});

test('booking and the paid consultation with a time chosen, and the private page, have no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const chosen = await chooseDay(page, { place: '사당 분사무소', lawyer: '오세린 변호사', nth: 2 });
  const time = await chooseTime(page, chosen.day, 0);
  await expect(page.getByTestId('booking-visit-form')).toBeVisible();
  await expectAccessible(page, `${page.url()} (a time chosen)`);
  await page.setViewportSize(desktop);
  await expectAccessible(page, `${page.url()} (a time chosen, desktop)`);
  await page.setViewportSize(phone);
  // The paid consultation's overview, and its booking page with the same time chosen.
  await page.goto('/consult/premium');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, '/consult/premium');
  const withTime = `/consult/premium-pay?place=${chosen.placeId}&lawyer=${chosen.lawyer}&day=${chosen.day}&time=${encodeURIComponent(time)}`;
  await page.goto(withTime);
  await expect(page.getByTestId('booking-premium-form')).toBeVisible();
  await expectAccessible(page, `${withTime} (a time chosen)`);
  await page.goto(`${chosen.dayUrl}&time=${encodeURIComponent(time)}`);
  await expect(page.getByTestId('booking-visit-form')).toBeVisible();

  const path = await bookVisit(page, visitorDetails('문가은'), whenText(chosen.day, time));
  await expect(page.getByTestId('booking-status')).toHaveText('예약 확정');
  await expectAccessible(page, `${path}?done=1`);

  // Moving: the calendar, the times and the move form on the private page.
  await page.getByRole('link', { name: '다른 시간 고르기' }).click();
  await expect(page).toHaveURL(/[?&]move=1/);
  for (let months = 0; (await dayLink(page, chosen.day).count()) === 0; months += 1) {
    expect(months, `${chosen.day} in the move calendar`).toBeLessThan(3);
    await page.getByRole('link', { name: '다음 달 ›' }).click();
    await expect(page).toHaveURL(/[?&]month=/);
    await expect(page.getByTestId('booking-calendar')).toBeVisible();
  }
  await dayLink(page, chosen.day).click();
  await expect(page).toHaveURL(/[?&]day=/);
  await expect(page.getByTestId('booking-times').getByRole('link').first()).toBeVisible();
  const other = (await listedTimes(page)).find((listed) => listed !== time)!;
  await page.getByTestId('booking-times').getByRole('link', { name: other, exact: true }).click();
  await expect(page.getByTestId('booking-move-form')).toBeVisible();
  await expectAccessible(page, `${path}?move=1 (a time chosen)`);
});
