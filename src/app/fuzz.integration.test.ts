import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { availability } from '@/features/booking/server/calendar';
import type { WeeklyHours } from '@/features/booking/domain/slots';
import { reserve } from '@/features/booking/server/mutations';
import { manageToken } from '@/features/booking/server/token';
import { addSeoulDays, seoulDay } from '@/lib/seoul-date';
import { useDatabaseForTests } from '@/server/db/db';
import {
  badges,
  bookingLawyers,
  bookingOverrides,
  bookingPlaces,
  consults,
  firmSettings,
  holidays,
  lawyers,
  posts,
  qnaQuestions,
  roles,
  talkComments,
  talkPosts,
} from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../tests/support/auth-factory';
import {
  formDataOf,
  hostileAuthHeaders,
  hostileJsonBodies,
  hostileMultipartBodies,
  hostileQueries,
  hostileSegments,
  mutateFormData,
  mutateObject,
  notFormData,
  oddPreviousStates,
  type BodyCase,
} from '../../tests/support/fuzz-inputs';
import { withRequest } from '../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../tests/support/test-db';
import { projectRoot, routePath, walk } from '../../tests/support/app-source';

// Outside a Next server: the cache helpers are no-ops, connection() resolves.
vi.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  unstable_cache: <T>(fn: T) => fn,
}));
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));

/**
 * The fuzz pass (issue 11 section 3, "Bad input"): every route handler and every server action
 * gets wrong types, missing and extra fields, 10 MB bodies, invalid UTF-8, NUL bytes, 100,000-
 * character strings, wrong content types and malformed JSON (tests/support/fuzz-inputs.ts), as an
 * anonymous visitor and as a member holding every capability, so validation runs, not only the
 * guard. No answer may be a 5xx or a throw (the action client's 'failed' result counts as one);
 * every refusal is a 4xx (or the action result's refusal) with a Korean message; what was saved
 * before the fuzz is still there after it. The declaration check fails when a route handler or
 * server action appears that the fuzz table does not name.
 */

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

const HANGUL = /[\uAC00-\uD7A3]/;
const SITE = 'http://localhost:3000';

let database: TestDatabase;
let admin: TestUser;
let member: TestUser;
let victim: TestUser;
/** better-auth's endpoints may sign this one out or rename it. */
let authMember: TestUser;
/** A 변호사 linked to a lawyer profile: the Q&A answer editor's caller. */
let lawyer: TestUser;
const ids = { consult: 0, consultUuid: '', post: 0, talkPost: 0, talkComment: 0, badge: 0, roleId: 0, award: 0, qnaQuestion: 0 };
/**
 * The booking calendar's fuzz targets (issue 15): the demo place and lawyer, a booking for each act
 * (staff acts, a staff move, the visitor's cancel and move through their private links), and free
 * times to move to, book and block. Each valid call may succeed once; the rest meet a refusal.
 */
const booking = {
  placeId: 0,
  lawyerId: 0,
  actId: 0,
  moveId: 0,
  cancelToken: '',
  moveToken: '',
  staffMoveTo: { day: '', time: '' },
  visitorMoveTo: { day: '', time: '' },
  fileAt: { day: '', time: '' },
  blockAt: { day: '', from: '', to: '' },
  /** The settings' own place, lawyer profile, day exception and holiday (booking.configure). */
  settingsPlaceId: 0,
  settingsLawyerId: 0,
  overrideId: 0,
  overrideDay: '',
  holidayDay: '',
};
const sentinel = { consultId: 0, consultUuid: '', talkPostId: 0, postId: 0, settingsData: null as unknown };
const figures = { targets: 0, routes: 0, actions: 0, requests: 0, serverErrors: 0, refusals: 0, betterAuthLogs: 0, started: 0 };

/** Each request comes from its own address, so the per-address limits do not hide validation. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

beforeAll(async () => {
  figures.started = performance.now();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  process.env.DEV_MENU = '1';
  process.env.JOB_WORKER = 'off';
  resetEnvForTests();
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '퍼즈 관리자' });
  member = await createTestUser(database.db, { name: '퍼즈 회원' });
  victim = await createTestUser(database.db, { name: '퍼즈 대상 회원' });
  authMember = await createTestUser(database.db, { name: '퍼즈 인증 회원' });
  lawyer = await createTestUser(database.db, { roles: ['변호사'], name: '퍼즈 변호사' });
  await database.db
    .insert(lawyers)
    .values({ name: '퍼즈 변호사', title: '변호사', summary: '퍼즈용 프로필', status: 'published', accountId: lawyer.id });
  const [question] = await database.db
    .insert(qnaQuestions)
    .values({
      topic: 'property',
      title: '퍼즈 대상 질문입니다',
      body: '퍼즈 대상 질문의 본문입니다. 스무 글자를 넘깁니다.',
      visibility: 'public',
      state: 'waiting',
      authorId: member.id,
    })
    .returning({ id: qnaQuestions.id });
  ids.qnaQuestion = question!.id;

  // What must survive the fuzz: a consult filed through the API, a community post, a blog post, the firm's facts.
  const { POST } = await import('@/app/api/office/consult/route');
  const filed = await POST(
    new Request(`${SITE}/api/office/consult`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({
        tel: '010-2345-6789',
        name: '박서윤',
        content: '퍼즈 전에 접수한 상담입니다. 재산분할이 궁금합니다.',
        consent: true,
      }),
    }),
  );
  expect(filed.status).toBe(200);
  const { model } = (await filed.json()) as { model: { id: number; legal_case_uuid: string } };
  sentinel.consultId = model.id;
  sentinel.consultUuid = model.legal_case_uuid;
  const [keptTalk] = await database.db
    .insert(talkPosts)
    .values({ board: 'free', title: '퍼즈 전에 쓴 글', body: '이 글은 퍼즈가 끝난 뒤에도 그대로 있어야 합니다.', authorId: member.id })
    .returning();
  sentinel.talkPostId = keptTalk!.id;
  const [keptPost] = await database.db
    .insert(posts)
    .values({
      slug: '퍼즈-보존-글',
      category: '이혼절차',
      title: '퍼즈 보존 글',
      description: '퍼즈 뒤에도 남아야 하는 글',
      bodyHtml: '<p>본문</p>',
    })
    .returning();
  sentinel.postId = keptPost!.id;
  sentinel.settingsData = (await database.db.select().from(firmSettings).where(eq(firmSettings.id, 1)))[0]!.data;

  // What the fuzz may change: its own consult, posts, comment and badge.
  ids.consultUuid = randomUUID();
  const [consult] = await database.db
    .insert(consults)
    .values({ legalCaseUuid: ids.consultUuid, name: '김퍼즈', tel: '010-3456-7890', content: '퍼즈 대상 상담입니다.', source: 'modal' })
    .returning();
  ids.consult = consult!.id;
  const [post] = await database.db
    .insert(posts)
    .values({ slug: '퍼즈-대상-글', category: '이혼절차', title: '퍼즈 대상 글', description: '퍼즈가 고치는 글', bodyHtml: '<p>본문</p>' })
    .returning();
  ids.post = post!.id;
  const [talk] = await database.db
    .insert(talkPosts)
    .values({ board: 'free', title: '퍼즈 대상 글', body: '퍼즈가 댓글을 다는 글입니다.', authorId: admin.id })
    .returning();
  ids.talkPost = talk!.id;
  const [comment] = await database.db
    .insert(talkComments)
    .values({ postId: talk!.id, authorId: admin.id, body: '퍼즈 대상 댓글입니다.' })
    .returning();
  ids.talkComment = comment!.id;
  const [badge] = await database.db.insert(badges).values({ name: '퍼즈 배지', description: '퍼즈용 배지입니다.' }).returning();
  ids.badge = badge!.id;
  const [role] = await database.db.select().from(roles).where(eq(roles.name, '파트너'));
  ids.roleId = role!.id;
  await seedBookings();
});

/** A place and a lawyer of the fuzz's own (open every day), and the bookings the fuzz acts on. */
async function seedBookings(): Promise<void> {
  const hours: Array<[string, string]> = [
    ['10:00', '12:00'],
    ['13:00', '18:00'],
  ];
  const weeklyHours = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((weekday) => [weekday, hours])) as WeeklyHours;
  const [place] = await database.db
    .insert(bookingPlaces)
    .values({ name: '퍼즈 상담실', kind: 'office', officeName: null, weeklyHours, horizonDays: 365, minNoticeHours: 0 })
    .returning({ id: bookingPlaces.id });
  const [person] = await database.db
    .insert(lawyers)
    .values({ name: '퍼즈 예약 변호사', title: '변호사', summary: '퍼즈용 예약 프로필', status: 'published' })
    .returning({ id: lawyers.id });
  await database.db.insert(bookingLawyers).values({ lawyerId: person!.id, placeIds: [place!.id], weeklyHours });
  booking.placeId = place!.id;
  booking.lawyerId = person!.id;
  const today = seoulDay();
  const found = await availability(database.db, {
    placeId: booking.placeId,
    lawyerId: booking.lawyerId,
    from: addSeoulDays(today, 7),
    to: addSeoulDays(today, 40),
  });
  // One free time per day, so a booking, a move and a block never meet.
  const free = (found?.days ?? []).flatMap((day) => day.times.slice(0, 1).map((time) => ({ day: day.day, time: time.time })));
  expect(free.length).toBeGreaterThanOrEqual(8);
  const book = async (at: { day: string; time: string }, name: string) => {
    const [consult] = await database.db
      .insert(consults)
      .values({ legalCaseUuid: randomUUID(), name, tel: '010-4567-8901', content: '퍼즈 대상 예약입니다.', source: 'booking' })
      .returning();
    const row = await database.db.transaction((tx) =>
      reserve(tx, { kind: 'visit', placeId: booking.placeId, lawyerId: booking.lawyerId, ...at, email: null, consultId: consult!.id }),
    );
    expect(row, `${at.day} ${at.time}`).not.toBeNull();
    return row!;
  };
  booking.actId = (await book(free[0]!, '예약퍼즈')).id;
  booking.moveId = (await book(free[1]!, '이동퍼즈')).id;
  booking.cancelToken = await manageToken(database.db, await book(free[2]!, '취소퍼즈'));
  booking.moveToken = await manageToken(database.db, await book(free[3]!, '변경퍼즈'));
  booking.staffMoveTo = free[4]!;
  booking.visitorMoveTo = free[5]!;
  booking.fileAt = free[6]!;
  booking.blockAt = { day: free[7]!.day, from: '10:00', to: '11:00' };

  // The settings act on a place and a lawyer of their own, so no save changes the calendar booked above.
  const [settingsPlace] = await database.db
    .insert(bookingPlaces)
    .values({ name: '퍼즈 설정 상담실', kind: 'office', officeName: null, weeklyHours, horizonDays: 365, minNoticeHours: 0 })
    .returning({ id: bookingPlaces.id });
  booking.settingsPlaceId = settingsPlace!.id;
  const [profile] = await database.db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.accountId, lawyer.id));
  booking.settingsLawyerId = profile!.id;
  booking.overrideDay = addSeoulDays(today, 60);
  const [override] = await database.db
    .insert(bookingOverrides)
    .values({ placeId: booking.settingsPlaceId, day: addSeoulDays(today, 61), hours: [], note: '퍼즈가 지우는 예외' })
    .returning({ id: bookingOverrides.id });
  booking.overrideId = override!.id;
  booking.holidayDay = addSeoulDays(today, 200);
  await database.db.insert(holidays).values({ day: booking.holidayDay, name: '퍼즈 휴일', source: 'staff' });
}

afterAll(async () => {
  delete process.env.DEV_MENU;
  delete process.env.JOB_WORKER;
  resetEnvForTests();
  useDatabaseForTests(undefined);
  await database?.drop();
  const seconds = ((performance.now() - figures.started) / 1000).toFixed(1);
  console.log(
    `[fuzz] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${figures.targets} targets (${figures.routes} route handlers, ${figures.actions} server actions), ${figures.requests} fuzz requests, ${figures.refusals} refusals, ${figures.serverErrors} 5xx or crashes (${figures.betterAuthLogs} client mistakes logged by better-auth), ${seconds} s`,
  );
});

// ---------------------------------------------------------------------------------------------
// Checking answers
// ---------------------------------------------------------------------------------------------

type Failure = string;

/** A route's answer: never 5xx; a refusal is a 4xx whose body carries Korean. */
async function checkResponse(failures: Failure[], label: string, call: () => Promise<Response>): Promise<void> {
  figures.requests += 1;
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    figures.serverErrors += 1;
    failures.push(`${label}: threw ${String(error).slice(0, 200)}`);
    return;
  }
  if (response.status >= 500) {
    figures.serverErrors += 1;
    failures.push(`${label}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    return;
  }
  if (response.status >= 400) {
    figures.refusals += 1;
    const text = await response.text();
    if (!HANGUL.test(text)) failures.push(`${label}: ${response.status} without a Korean message: ${text.slice(0, 200)}`);
  } else {
    await response.body?.cancel();
  }
}

type ActionLike = { ok?: boolean; formError?: string; fieldErrors?: Record<string, string>; error?: string };

/** An action's answer: never a throw or the 'failed' result; a refusal carries a Korean message. */
async function checkAction(failures: Failure[], label: string, headers: HeadersInit, run: () => Promise<unknown>): Promise<void> {
  figures.requests += 1;
  let result: ActionLike;
  try {
    result = (await withRequest(headers, run)) as ActionLike;
  } catch (error) {
    // A form action that succeeded sends the browser on with redirect().
    if (String((error as { digest?: unknown }).digest ?? '').startsWith('NEXT_REDIRECT')) return;
    figures.serverErrors += 1;
    failures.push(`${label}: threw ${String(error).slice(0, 200)}`);
    return;
  }
  if (result === null || typeof result !== 'object') {
    failures.push(`${label}: answered ${String(result)}`);
    return;
  }
  if (result.formError === actionMessages.failed) {
    figures.serverErrors += 1;
    failures.push(`${label}: the action failed unexpectedly`);
    return;
  }
  const fieldMessages = Object.values(result.fieldErrors ?? {});
  const refused = result.ok === false || Boolean(result.formError ?? result.error) || fieldMessages.length > 0;
  if (!refused) return;
  figures.refusals += 1;
  const message = result.formError ?? result.error ?? fieldMessages[0];
  if (!message || !HANGUL.test(message))
    failures.push(`${label}: refused without a Korean message: ${JSON.stringify(result).slice(0, 200)}`);
}

/**
 * better-auth logs some of a client's mistakes as errors of its own while answering them with a
 * 4xx or a redirect to the error page: a forged social sign-in state, a provider that is not
 * configured (errors.integration.test.ts and social.integration.test.ts expect the same logs), a
 * verification mail or an email change while either is off. Those logs are counted; any other console.error
 * still fails the test (tests/support/integration-setup.ts), which matters because the catch-all
 * answers better-auth's JSON 5xx as 400 (api.ts).
 */
const betterAuthClientErrorLogs =
  /\[Better Auth\]:.*(State not found|Failed to parse state|Provider not found|Verification email isn't enabled|Change email is disabled)/;

function toleratingBetterAuthClientErrors(): void {
  const spy = vi.mocked(console.error);
  const previous = spy.getMockImplementation();
  spy.mockImplementation((...args: unknown[]) => {
    if (betterAuthClientErrorLogs.test(String(args[0]))) {
      figures.betterAuthLogs += 1;
      return;
    }
    previous?.(...args);
  });
}

// ---------------------------------------------------------------------------------------------
// Route handlers
// ---------------------------------------------------------------------------------------------

type Handler = (request: Request, context?: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;
type Caller = { label: string; headers: () => Record<string, string> };

const anonymous: Caller = { label: '비회원', headers: () => ({}) };
const asAdmin: Caller = { label: '관리자', headers: () => Object.fromEntries(admin.headers.entries()) };
const asMember: Caller = { label: '회원', headers: () => Object.fromEntries(member.headers.entries()) };
const asLawyer: Caller = { label: '변호사', headers: () => Object.fromEntries(lawyer.headers.entries()) };
const asAuthMember: Caller = { label: '회원', headers: () => Object.fromEntries(authMember.headers.entries()) };

type RouteFuzz = {
  /** Who calls: signed-in callers reach the validation behind the guard. */
  callers: Caller[];
  /** The path's parameters when valid, and which of them the fuzz breaks. */
  params?: () => Record<string, string>;
  /** A body endpoint: JSON or multipart, with a valid body to break. */
  body?: { kind: 'json'; valid: () => Record<string, unknown> } | { kind: 'multipart'; valid: () => Record<string, string> };
  /** A GET endpoint's valid query to break. */
  query?: () => Record<string, string>;
  /** Extra headers every call sends (Accept: application/json for the evidence upload). */
  headers?: Record<string, string>;
  /** The catch-all: the concrete paths it serves. */
  paths?: string[];
};

const validConsult = () => ({
  tel: '010-5678-1234',
  name: '이퍼즈',
  content: '퍼즈 입력으로 보낸 상담 내용입니다. 양육비가 궁금합니다.',
  consent: true,
  category: '이혼',
});

/** Endpoints that act on the caller's session: fuzzed signed in too, so they get past it. */
const authSessionPaths = new Set(['change-password', 'update-user', 'change-email', 'sign-out', 'list-sessions', 'get-session']);

/** better-auth's endpoints a stranger or a member reaches, each with a valid-looking body. */
const authPostPaths: Record<string, () => Record<string, unknown>> = {
  'sign-in/email': () => ({ email: 'fuzz-login@test.example', password: '틀린-비밀번호-123', callbackURL: '/member/mypage' }),
  'sign-up/email': () => ({
    email: `fuzz${Date.now()}@test.example`,
    password: '안전한-비밀번호-2026',
    name: '퍼즈 가입',
    ageConfirmed: true,
    privacyConsent: true,
  }),
  'request-password-reset': () => ({ email: 'fuzz-reset@test.example', redirectTo: '/member/password/reset' }),
  'forget-password': () => ({ email: 'fuzz-reset@test.example', redirectTo: '/member/password/reset' }),
  'reset-password': () => ({ newPassword: '새로운-비밀번호-2026', token: 'not-a-real-token' }),
  'send-verification-email': () => ({ email: 'fuzz-verify@test.example', callbackURL: '/' }),
  'change-password': () => ({ currentPassword: '틀린-비밀번호-123', newPassword: '새로운-비밀번호-2026', revokeOtherSessions: false }),
  'update-user': () => ({ name: '퍼즈 이름 변경' }),
  'change-email': () => ({ newEmail: 'fuzz-new@test.example', callbackURL: '/' }),
  'sign-in/social': () => ({ provider: 'kakao', callbackURL: '/member/mypage' }),
  'sign-out': () => ({}),
};
const authGetPaths: Record<string, () => Record<string, string>> = {
  'verify-email': () => ({ token: 'not-a-real-token', callbackURL: '/' }),
  'get-session': () => ({}),
  'reset-password/not-a-real-token': () => ({ callbackURL: '/member/password/reset' }),
  'list-sessions': () => ({}),
  'callback/kakao': () => ({ code: 'x', state: 'y' }),
};

const routeFuzz: Record<string, RouteFuzz> = {
  'POST /api/office/consult': { callers: [anonymous], body: { kind: 'json', valid: validConsult } },
  'PUT /api/boon/consult/{id}': {
    callers: [anonymous],
    params: () => ({ id: String(ids.consult) }),
    body: { kind: 'json', valid: () => ({ uuid: ids.consultUuid }) },
  },
  'POST /api/auth/login': {
    callers: [anonymous],
    body: { kind: 'json', valid: () => ({ email: 'fuzz-login@test.example', password: '틀린-비밀번호-123' }) },
  },
  'POST /api/auth/logout': { callers: [anonymous], body: { kind: 'json', valid: () => ({}) } },
  'GET /api/auth/me': { callers: [anonymous, asMember], query: () => ({}) },
  'GET /api/auth/user': { callers: [anonymous, asMember], query: () => ({}) },
  'POST /api/auth/{...all}': { callers: [anonymous, asAuthMember], paths: Object.keys(authPostPaths) },
  'GET /api/auth/{...all}': { callers: [anonymous, asAuthMember], paths: Object.keys(authGetPaths) },
  'GET /api/office/consults/export': {
    callers: [anonymous, asAdmin],
    query: () => ({
      status: 'new',
      region: '서울',
      category: '이혼',
      from: '2026-01-01',
      to: '2026-12-31',
      assignee: 'unassigned',
      q: '퍼즈',
    }),
  },
  'GET /api/tools/child-support': {
    callers: [anonymous],
    query: () => ({ custodialIncome: '3000000', nonCustodialIncome: '4000000', childAges: '15,8' }),
  },
  'GET /api/tools/property-division': {
    callers: [anonymous],
    query: () => ({ asset: 'c:deposit:30000000', debt: 's:100000000', ratio: '50' }),
  },
  'GET /api/tools/suit-cost': {
    callers: [anonymous],
    query: () => ({
      claim: '30000000',
      court: 'civil',
      instance: '1',
      efiling: 'true',
      filedOn: '2026-03-02',
      plaintiffs: '1',
      defendants: '1',
    }),
  },
  'POST /api/tools/evidence': {
    callers: [anonymous],
    headers: { accept: 'application/json' },
    body: {
      kind: 'multipart',
      valid: () => ({ name: '최퍼즈', tel: '010-6789-1234', description: '증거 검토 요청입니다.', consent: 'on' }),
    },
  },
  'GET /blog/rss.xml': { callers: [anonymous], query: () => ({}) },
  'GET /icons.svg': { callers: [anonymous], query: () => ({}) },
  'GET /talk/feed/{board}': { callers: [anonymous], params: () => ({ board: 'free' }), query: () => ({}) },
  'GET /qna/feed': { callers: [anonymous], query: () => ({}) },
  'GET /api/qna/post/{id}/reader': { callers: [anonymous, asMember], params: () => ({ id: String(ids.qnaQuestion) }), query: () => ({}) },
  'GET /api/talk/notifications': { callers: [anonymous, asMember], query: () => ({}) },
  'GET /api/talk/post/{id}/reader': { callers: [anonymous, asMember], params: () => ({ id: String(ids.talkPost) }), query: () => ({}) },
  // The view counter reads no body: whatever comes is ignored.
  'POST /talk/post/{id}/view': {
    callers: [anonymous, asMember],
    params: () => ({ id: String(ids.talkPost) }),
    body: { kind: 'json', valid: () => ({}) },
  },
  'GET /files/{key}': { callers: [anonymous], params: () => ({ key: 'AAAAAAAAAAAAAAAAAAAAAAAA.png' }) },
  'GET /office/consults/{id}/files/{key}': {
    callers: [anonymous, asAdmin],
    params: () => ({ id: String(ids.consult), key: 'AAAAAAAAAAAAAAAAAAAAAAAA.png' }),
  },
  // The booking's calendar file (issue 15): the private link's token is the key; anything else is a Korean 404.
  'GET /consult/booking/manage/{token}/ics': {
    callers: [anonymous],
    params: () => ({ token: booking.moveToken }),
    query: () => ({}),
  },
  // Toss's webhook (issue 16): never trusted; without TOSS_* configured it is a Korean 404.
  'POST /api/payments/toss/webhook': {
    callers: [anonymous],
    body: {
      kind: 'json',
      valid: () => ({
        eventType: 'PAYMENT_STATUS_CHANGED',
        data: { paymentKey: 'tfakeFuzz0000000000000', orderId: 'ONfuzz000000000000000' },
      }),
    },
  },
  // The payment app's returns: a redirect into the one result handling, whatever arrives.
  'GET /pay/mobileCallback': {
    callers: [anonymous],
    query: () => ({ orderId: 'ONfuzz000000000000000', paymentKey: 'tfakeFuzz0000000000000', amount: '220000' }),
  },
  'POST /pay/mobileCallback': {
    callers: [anonymous],
    body: { kind: 'multipart', valid: () => ({ orderId: 'ONfuzz000000000000000', code: 'PAY_PROCESS_CANCELED', message: '취소' }) },
  },
  'GET /pay/pmobileCallback': {
    callers: [anonymous],
    query: () => ({ orderId: 'ONfuzz000000000000000', code: 'PAY_PROCESS_CANCELED', message: '사용자 취소' }),
  },
  'POST /pay/pmobileCallback': {
    callers: [anonymous],
    body: { kind: 'multipart', valid: () => ({ orderId: 'ONfuzz000000000000000', paymentKey: 'tfakeFuzz0000000000000', amount: '1' }) },
  },
  // The payment list's CSV (issue 16, payments.manage), with the list's filters.
  'GET /api/office/payments/export': {
    callers: [anonymous, asAdmin],
    query: () => ({ status: 'paid', method: '카드', from: '2026-01-01', to: '2026-12-31', q: '퍼즈' }),
  },
};

/** A lone surrogate has no percent-encoding; the handler gets the raw value through params anyway. */
const encodeSegment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return 'x';
  }
};

type RouteCase = {
  label: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyCase;
  params: Record<string, string>;
};

function routeCases(name: string, fuzz: RouteFuzz): RouteCase[] {
  const [method, template] = name.split(' ') as [string, string];
  const cases: RouteCase[] = [];
  const validParams = fuzz.params?.() ?? {};
  const pathOf = (params: Record<string, string>) =>
    template.replace(/\{([^}]+)\}/g, (_, key: string) => encodeSegment(params[key] ?? 'x'));
  for (const caller of fuzz.callers) {
    const base = { ...caller.headers(), ...fuzz.headers };
    const add = (label: string, extra: Partial<RouteCase> = {}) =>
      cases.push({ label: `${caller.label} ${label}`, path: pathOf(validParams), method, headers: base, params: validParams, ...extra });
    if (fuzz.paths) {
      // Password hashing makes these slow: a signed-in caller only where the session matters.
      for (const sub of fuzz.paths.filter((path) => caller === anonymous || authSessionPaths.has(path))) {
        const path = `/api/auth/${sub}`;
        if (method === 'POST') {
          for (const body of hostileJsonBodies(authPostPaths[sub]!()))
            cases.push({ label: `${caller.label} ${sub} ${body.label}`, path, method, headers: base, body, params: {} });
        } else {
          for (const query of hostileQueries(authGetPaths[sub]!()))
            cases.push({
              label: `${caller.label} ${sub} ${query.label}`,
              path: `${path}${query.value}`,
              method,
              headers: base,
              params: {},
            });
        }
      }
      continue;
    }
    if (fuzz.body) {
      const bodies = fuzz.body.kind === 'json' ? hostileJsonBodies(fuzz.body.valid()) : hostileMultipartBodies(fuzz.body.valid());
      for (const body of bodies) add(body.label, { body });
    }
    if (fuzz.query)
      for (const query of hostileQueries(fuzz.query())) add(`query ${query.label}`, { path: `${pathOf(validParams)}${query.value}` });
    for (const key of Object.keys(validParams)) {
      for (const segment of hostileSegments) {
        const params = { ...validParams, [key]: segment.value };
        add(`${key} = ${segment.label}`, { path: pathOf(params), params });
      }
    }
    for (const auth of hostileAuthHeaders) add(`headers ${auth.label}`, { headers: { ...fuzz.headers, ...auth.value } });
    add('a foreign Origin', { headers: { ...base, origin: 'https://evil.example' } });
  }
  return cases;
}

function requestOf(routeCase: RouteCase): Request {
  const headers = new Headers({ 'x-forwarded-for': nextAddress() });
  for (const [key, value] of Object.entries(routeCase.headers)) headers.set(key, value);
  const url = `${SITE}${routeCase.path}`;
  if (routeCase.method === 'GET' || !routeCase.body) return new Request(url, { method: routeCase.method, headers });
  const body = routeCase.body.body();
  if (routeCase.body.contentType) headers.set('content-type', routeCase.body.contentType);
  return new Request(url, { method: routeCase.method, headers, body });
}

// ---------------------------------------------------------------------------------------------
// Server actions
// ---------------------------------------------------------------------------------------------

type ActionFuzz =
  | { kind: 'object'; signedIn: Caller; valid: () => Record<string, unknown> }
  | { kind: 'form'; signedIn: Caller; valid: () => Record<string, string>; previous: () => unknown }
  | { kind: 'upload'; signedIn: Caller; valid: () => Record<string, string | File> };

const emptyConsultState = () => ({
  attempt: 0,
  values: { tel: '', content: '', name: '', address: '', category: '', consent: false },
  fieldErrors: {},
});
const settingsInput = () => ({ settings: sentinel.settingsData, version: '' });
/** The booking settings' week as staff type it ('0' Sunday … '6' Saturday), and their rules. */
const weekHours = () => Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, '10:00-12:00, 13:00-18:00']));
const weekHoursForm = () => Object.fromEntries(Object.entries(weekHours()).map(([day, text]) => [`hours${day}`, text]));
const placeRules = { slotMinutes: 60, bufferMinutes: 0, horizonDays: 365, minNoticeHours: 0 };
/** A lawyer's own rules: blank follows the place. */
const lawyerRules = { slotMinutes: '', bufferMinutes: '', horizonDays: '', minNoticeHours: '' };
const rulesForm = (rules: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(rules).map(([key, value]) => [key, String(value)]));
const emptySettingsState = () => ({ attempt: 0, fieldErrors: {} });
const contentBase = { publish: false, confirmAdRules: false, lawyerId: null };

const actionFuzz: Record<string, ActionFuzz> = {
  // The consult forms (public): anonymous visitors reach the validation.
  fileConsultBoardAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({
      tel: '010-1234-5678',
      content: '협의이혼 절차와 양육권이 궁금합니다.',
      name: '정퍼즈',
      address: '서울',
      category: '이혼',
      consent: 'on',
      website: '',
    }),
    previous: emptyConsultState,
  },
  // Visit booking (issue 15): the public form books a free time (the first valid call takes it,
  // the rest hear it was taken); the private link cancels or moves a booking, and a bad token is not found.
  fileBookingAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({
      kind: 'visit',
      placeId: String(booking.placeId),
      lawyer: 'any',
      day: booking.fileAt.day,
      time: booking.fileAt.time,
      tel: '010-1234-5678',
      name: '정퍼즈',
      category: '이혼',
      content: '방문 상담을 원합니다. 양육권이 궁금합니다.',
      consent: 'on',
      email: '',
      website: '',
      pick: '',
    }),
    previous: () => ({
      attempt: 0,
      values: {
        tel: '',
        content: '',
        name: '',
        category: '',
        consent: false,
        email: '',
        placeId: '',
        lawyer: 'any',
        day: '',
        time: '',
      },
      fieldErrors: {},
    }),
  },
  // The paid consultation paid online (issue 16): without TOSS_* configured it refuses in Korean.
  startPaymentAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({
      kind: 'premium',
      placeId: String(booking.placeId),
      lawyer: 'any',
      day: booking.fileAt.day,
      time: booking.fileAt.time,
      tel: '010-1234-5678',
      name: '정퍼즈',
      category: '이혼',
      content: '심층 상담을 원합니다. 재산분할이 궁금합니다.',
      consent: 'on',
      email: '',
      website: '',
      pick: '',
    }),
    previous: () => ({
      attempt: 0,
      values: { tel: '', content: '', name: '', category: '', consent: false, email: '', placeId: '', lawyer: 'any', day: '', time: '' },
      fieldErrors: {},
    }),
  },
  retryPaymentAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({ orderId: 'ONfuzz000000000000000' }),
    previous: () => ({ attempt: 0 }),
  },
  cancelBookingAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({ token: booking.cancelToken, reason: '일정이 생겼습니다.' }),
    previous: () => ({ attempt: 0 }),
  },
  moveBookingAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({ token: booking.moveToken, day: booking.visitorMoveTo.day, time: booking.visitorMoveTo.time, pick: '' }),
    previous: () => ({ attempt: 0 }),
  },
  // The booking calendar's acts (booking.manage).
  bookingActAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ bookingId: booking.actId, version: 1, act: 'cancel', reason: '퍼즈 취소 사유입니다.' }),
  },
  bookingMoveAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ bookingId: booking.moveId, version: 1, ...booking.staffMoveTo, lawyerId: '' }),
  },
  bookingBlockAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ placeId: booking.placeId, lawyerId: booking.lawyerId, ...booking.blockAt, note: '퍼즈로 막은 시간' }),
  },
  // The booking settings (booking.configure), each as an object action and as its plain form.
  updateBookingPlaceAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ placeId: booking.settingsPlaceId, hours: weekHours(), ...placeRules, active: true }),
  },
  updateBookingLawyerAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      lawyerId: booking.settingsLawyerId,
      placeIds: [booking.settingsPlaceId],
      hours: weekHours(),
      ...lawyerRules,
      active: true,
    }),
  },
  saveBookingOverrideAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ owner: `place-${booking.settingsPlaceId}`, day: booking.overrideDay, hours: '10:00-12:00', note: '퍼즈 예외' }),
  },
  deleteBookingOverrideAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ overrideId: booking.overrideId }) },
  addHolidayAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ day: booking.holidayDay, name: '퍼즈 휴일' }) },
  setHolidayClosedAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ day: booking.holidayDay, closed: true }) },
  updateBookingPlaceFormAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({ placeId: String(booking.settingsPlaceId), ...weekHoursForm(), ...rulesForm(placeRules), active: 'on' }),
    previous: emptySettingsState,
  },
  updateBookingLawyerFormAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({
      lawyerId: String(booking.settingsLawyerId),
      placeIds: String(booking.settingsPlaceId),
      ...weekHoursForm(),
      ...rulesForm(lawyerRules),
      active: 'on',
    }),
    previous: emptySettingsState,
  },
  saveBookingOverrideFormAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({ owner: `place-${booking.settingsPlaceId}`, day: booking.overrideDay, hours: '휴무', note: '퍼즈 예외' }),
    previous: emptySettingsState,
  },
  deleteBookingOverrideFormAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({ overrideId: String(booking.overrideId) }),
    previous: emptySettingsState,
  },
  addHolidayFormAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({ day: booking.holidayDay, name: '퍼즈 휴일' }),
    previous: emptySettingsState,
  },
  setHolidayClosedFormAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({ day: booking.holidayDay, closed: 'true' }),
    previous: emptySettingsState,
  },
  // Online payments (payments.manage): a refund. Toss Payments is not configured here, so a valid
  // input passes validation and meets the Korean refusal; office.integration.test.ts refunds for real.
  refundAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ orderId: 'ONfuzzNoSuchOrder0', amount: 10_000, reason: '퍼즈 환불 사유입니다.' }),
  },
  // The inbox (consult.update).
  changeConsultStatusAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ consultId: ids.consult, fromStatus: 'new', toStatus: 'contacting', note: '퍼즈 메모' }),
  },
  assignConsultAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ consultId: ids.consult, assigneeId: '' }) },
  addConsultNoteAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ consultId: ids.consult, note: '퍼즈 메모입니다.' }) },
  resendPartnerNoticeAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ consultId: ids.consult }) },
  // Members, roles and badges (user.manage, badge.manage), against a member made for the fuzz.
  grantRoleAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ userId: victim.id, roleId: ids.roleId }) },
  revokeRoleAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ userId: victim.id, roleId: ids.roleId }) },
  updateRoleRulesAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ userId: victim.id, roleRules: '[]' }) },
  disableUserAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ userId: victim.id }) },
  enableUserAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ userId: victim.id }) },
  createBadgeAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ name: '퍼즈 새 배지', description: '퍼즈로 만든 배지입니다.' }) },
  updateBadgeAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ id: ids.badge, name: '퍼즈 배지', description: '고친 설명입니다.' }),
  },
  awardBadgeAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ badgeId: ids.badge, email: victim.email }) },
  revokeBadgeAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ badgeId: ids.badge, userId: victim.id }) },
  // The firm's facts (settings.update): the current settings, so a save that passes changes nothing.
  updateFirmSettingsAction: { kind: 'object', signedIn: asAdmin, valid: settingsInput },
  // Content (content.manage).
  savePostAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      ...contentBase,
      id: ids.post,
      title: '퍼즈 대상 글',
      slug: '퍼즈-대상-글',
      category: '이혼절차',
      description: '퍼즈가 고치는 글',
      bodyHtml: '<p>본문</p>',
    }),
  },
  saveLawyerAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      name: '퍼즈 변호사',
      title: '변호사',
      photoPath: '',
      summary: '퍼즈 소개',
      introHtml: '<p>소개</p>',
      education: ['서울대학교'],
      publish: false,
    }),
  },
  saveWinCaseAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      ...contentBase,
      title: '퍼즈 승소사례',
      specialty: 'divorce',
      resolution: 'judgment',
      court: '서울가정법원',
      decidedOn: '2025-01-15',
      summary: '요약',
      outcome: '결과',
      bodyHtml: '<p>본문</p>',
    }),
  },
  saveReviewAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      ...contentBase,
      title: '퍼즈 후기',
      specialty: 'divorce',
      clientLabel: '김○○ 님',
      bodyHtml: '<p>후기</p>',
      consentRecordedOn: '',
      consentNote: '',
    }),
  },
  saveBroadcastAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      ...contentBase,
      title: '퍼즈 방송',
      slug: '',
      channel: 'KBS',
      program: '아침마당',
      airedOn: '2025-02-01',
      summary: '요약',
      bodyHtml: '',
      videoUrl: '',
    }),
  },
  savePressItemAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      ...contentBase,
      title: '퍼즈 기사',
      outlet: '법률신문',
      publishedOn: '2025-03-01',
      url: 'https://news.example/a',
      summary: '요약',
    }),
  },
  setContentStatusAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ kind: 'post', id: ids.post, status: 'draft', confirmAdRules: false }),
  },
  saveFeeScheduleAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ schedule: { items: [] }, confirmAdRules: false }) },
  uploadContentImageAction: {
    kind: 'upload',
    signedIn: asAdmin,
    valid: () => ({ file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', { type: 'image/png' }) }),
  },
  saveAwardAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      caseLabel: '퍼즈 사건',
      court: '서울중앙지방법원',
      decidedOn: '2024-03-15',
      amount: '15,000,000',
      marriageYears: 10,
      affairMonths: 12,
      divorced: true,
      hasMinorChildren: false,
      cohabitation: false,
      pregnancy: false,
      knewOfMarriage: true,
      continuedAfterDiscovery: false,
      summary: '퍼즈 요약',
      publish: false,
    }),
  },
  setAwardStatusAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: 999_999, status: 'draft' }) },
  // The community (a signed-in member; moderation needs community.moderate).
  saveTalkPostAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ board: 'free', title: '퍼즈로 쓴 제목입니다', body: '퍼즈로 쓴 본문입니다. 열 글자가 넘습니다.' }),
  },
  submitTalkPostAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({ board: 'free', title: '퍼즈로 쓴 제목입니다', body: '퍼즈로 쓴 본문입니다. 열 글자가 넘습니다.' }),
    previous: () => ({ attempt: 0, values: { board: '', title: '', body: '', secret: false }, fieldErrors: {} }),
  },
  deleteTalkPostAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: 999_999 }) },
  reportTalkPostAction: {
    kind: 'object',
    signedIn: asMember,
    valid: () => ({ id: ids.talkPost, kind: 'other', reason: '광고 글입니다.' }),
  },
  moderateTalkPostAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: ids.talkPost, action: 'recommend' }) },
  saveTalkCommentAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ postId: ids.talkPost, body: '퍼즈 댓글입니다.' }) },
  submitTalkCommentAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({ postId: String(ids.talkPost), body: '퍼즈 댓글입니다.' }),
    previous: () => ({ attempt: 0, body: '' }),
  },
  deleteTalkCommentAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: 999_999 }) },
  moderateTalkCommentAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: ids.talkComment, action: 'hide' }) },
  restoreTalkPostAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: 999_999 }) },
  setTalkLikeAction: { kind: 'object', signedIn: asMember, valid: () => ({ target: 'post', id: ids.talkPost, liked: true }) },
  setTalkBookmarkAction: { kind: 'object', signedIn: asMember, valid: () => ({ postId: ids.talkPost, saved: true }) },
  markTalkNotificationsReadAction: { kind: 'object', signedIn: asMember, valid: () => ({ ids: [1] }) },
  setTalkReplyEmailAction: { kind: 'object', signedIn: asMember, valid: () => ({ replyEmail: true }) },
  // Takedown requests (anyone files one; moderators blind and decide) and comment reports (members).
  submitTalkTakedownAction: {
    kind: 'form',
    signedIn: asAdmin,
    valid: () => ({
      postId: String(ids.talkPost),
      name: '김퍼즈',
      contact: '010-2345-6789',
      relation: 'self',
      ground: 'privacy',
      reason: '제 직장과 사는 동네가 적혀 있어 누구인지 알 수 있습니다.',
      consent: 'on',
    }),
    previous: () => ({
      attempt: 0,
      values: { name: '', contact: '', relation: '', ground: '', reason: '', consent: false },
      fieldErrors: {},
    }),
  },
  blindTalkTakedownAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: 999_999, days: 30 }) },
  decideTalkTakedownAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ id: 999_999, decision: 'reject', note: '퍼즈 기각 사유' }),
  },
  reportTalkCommentAction: {
    kind: 'object',
    signedIn: asMember,
    valid: () => ({ id: ids.talkComment, kind: 'other', reason: '광고 댓글입니다.' }),
  },
  // 이용 제한 and '작성자 계정 확인' (community.moderate; the fuzz post and comment are the admin's own, so a sanction is refused).
  sanctionTalkWriterAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({ target: 'comment', id: ids.talkComment, period: '1', reason: '퍼즈 제한 사유입니다.' }),
  },
  liftTalkSanctionAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: 999_999 }) },
  lookupTalkAuthorAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ target: 'post', id: ids.talkPost }) },
  // The word filter (community.moderate).
  addBannedWordAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ word: '퍼즈금지어', rule: 'other' }) },
  removeBannedWordAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ id: 999_999 }) },
  // The Q&A centre (issue 14): members ask and act on their own questions, staff review, a lawyer answers.
  submitQnaQuestionAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({
      topic: 'property',
      visibility: 'public',
      title: '퍼즈로 묻는 재산분할 질문',
      body: '퍼즈로 쓴 질문 본문입니다. 스무 글자를 넘기는 내용입니다.',
      consent: 'on',
    }),
    previous: () => ({ attempt: 0, values: { topic: '', visibility: '', title: '', body: '', noticeTel: '' }, fieldErrors: {} }),
  },
  submitQnaFollowUpAction: {
    kind: 'form',
    signedIn: asMember,
    valid: () => ({ questionId: String(ids.qnaQuestion), body: '퍼즈 추가 질문입니다.' }),
    previous: () => ({ attempt: 0, body: '' }),
  },
  withdrawQnaQuestionAction: { kind: 'object', signedIn: asMember, valid: () => ({ questionId: 999_999 }) },
  closeQnaQuestionAction: { kind: 'object', signedIn: asMember, valid: () => ({ questionId: 999_999 }) },
  acceptQnaAnswerAction: { kind: 'object', signedIn: asMember, valid: () => ({ answerId: 999_999 }) },
  markQnaHelpfulAction: { kind: 'object', signedIn: asMember, valid: () => ({ answerId: 999_999 }) },
  reviewQnaQuestionAction: {
    kind: 'object',
    signedIn: asAdmin,
    valid: () => ({
      questionId: ids.qnaQuestion,
      decision: 'edit',
      title: '퍼즈 대상 질문입니다',
      body: '퍼즈 대상 질문의 본문입니다. 스무 글자를 넘깁니다.',
      note: '퍼즈 수정 안내입니다.',
    }),
  },
  assignQnaQuestionAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ questionId: ids.qnaQuestion, assignee: '' }) },
  hideQnaQuestionAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ questionId: 999_999, hidden: true }) },
  setQnaAnswerHiddenAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ answerId: 999_999, hidden: true }) },
  setQnaFollowUpHiddenAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ followUpId: 999_999, hidden: true }) },
  saveQnaAnswerAction: {
    kind: 'object',
    signedIn: asLawyer,
    valid: () => ({
      questionId: 999_999,
      bodyHtml: '<p>퍼즈 답변입니다. 민법 제839조의2에 따라 재산분할은 기여도에 따라 정해집니다. 구체적인 사정은 상담에서 확인합니다.</p>',
      publish: false,
    }),
  },
  linkQnaLawyerAction: { kind: 'object', signedIn: asAdmin, valid: () => ({ lawyerId: 999_999, email: '' }) },
};

type ActionCase = { label: string; caller: Caller; args: unknown[] };

function actionCases(fuzz: ActionFuzz): ActionCase[] {
  const cases: ActionCase[] = [];
  for (const caller of [anonymous, fuzz.signedIn]) {
    const add = (label: string, args: unknown[]) => cases.push({ label: `${caller.label} ${label}`, caller, args });
    // An anonymous visitor of a guarded action meets the guard first: a handful of cases show it holds for any input.
    const full = caller !== anonymous || fuzz.kind === 'form';
    if (fuzz.kind === 'object') {
      const mutations = mutateObject(fuzz.valid());
      for (const mutation of full ? mutations : mutations.slice(0, 8)) add(mutation.label, [mutation.value]);
      add('a FormData', [formDataOf({ id: '1' })]);
      add('two arguments', [fuzz.valid(), fuzz.valid()]);
    } else if (fuzz.kind === 'form') {
      for (const form of mutateFormData(fuzz.valid())) add(form.label, [fuzz.previous(), form.value]);
      for (const previous of oddPreviousStates) add(previous.label, [previous.value, formDataOf(fuzz.valid())]);
      for (const odd of notFormData) add(`form = ${odd.label}`, [fuzz.previous(), odd.value]);
    } else {
      const valid = fuzz.valid();
      const form = new FormData();
      for (const [key, value] of Object.entries(valid)) form.append(key, value);
      add('a valid FormData', [form]);
      for (const mutation of mutateFormData({ file: 'not a file' })) add(mutation.label, [mutation.value]);
      for (const odd of notFormData) add(`form = ${odd.label}`, [odd.value]);
      add('an empty file', [
        (() => {
          const empty = new FormData();
          empty.append('file', new File([], 'empty.png', { type: 'image/png' }));
          return empty;
        })(),
      ]);
      add('a 10 MB file', [
        (() => {
          const huge = new FormData();
          huge.append('file', new File([new Uint8Array(10 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
          return huge;
        })(),
      ]);
      add('a file named with NUL and 1,000 characters', [
        (() => {
          const odd = new FormData();
          odd.append(
            'file',
            new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], `${'가'.repeat(1_000)}\u0000.png`, { type: 'text/html' }),
          );
          return odd;
        })(),
      ]);
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// What the code has
// ---------------------------------------------------------------------------------------------

/** Every route handler: 'METHOD /path' → its file. */
function routesInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of walk(join(projectRoot, 'src/app')).filter((name) => name.endsWith(`${sep}route.ts`))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/export (?:const|(?:async )?function) (GET|POST|PUT|PATCH|DELETE)\b/g))
      found.set(`${match[1]} ${routePath(file)}`, file);
  }
  return found;
}

/** Every server action: exported from a 'use server' module, or an exported function named …Action. */
function actionsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of walk(join(projectRoot, 'src')).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))) {
    const source = readFileSync(file, 'utf8');
    const serverModule = /^\s*['"]use server['"]/.test(source);
    for (const match of source.matchAll(/export (?:const|async function) (\w+)\b/g)) {
      if (serverModule || match[1]!.endsWith('Action')) found.set(match[1]!, file);
    }
  }
  return found;
}

const routeFiles = routesInCode();
const actionFiles = actionsInCode();
figures.routes = Object.keys(routeFuzz).filter((name) => routeFiles.has(name)).length;
figures.actions = Object.keys(actionFuzz).filter((name) => actionFiles.has(name)).length;
figures.targets = figures.routes + figures.actions;

describe('the fuzz table', () => {
  it('names every route handler and every server action the code has', () => {
    expect(routeFiles.size).toBeGreaterThan(10);
    expect(actionFiles.size).toBeGreaterThan(30);
    expect([...routeFiles.keys()].filter((name) => !(name in routeFuzz))).toEqual([]);
    expect([...actionFiles.keys()].filter((name) => !(name in actionFuzz))).toEqual([]);
  });

  it('names nothing the code no longer has', () => {
    expect(Object.keys(routeFuzz).filter((name) => !routeFiles.has(name))).toEqual([]);
    expect(Object.keys(actionFuzz).filter((name) => !actionFiles.has(name))).toEqual([]);
  });
});

describe(`the fuzz pass (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  // The catch-all gets one test per endpoint it serves: password hashing makes each one slow.
  const routeTests = Object.entries(routeFuzz).flatMap(([name, fuzz]) =>
    fuzz.paths
      ? fuzz.paths.map((path) => ({ name, title: `${name} (${path})`, fuzz: { ...fuzz, paths: [path] } }))
      : [{ name, title: name, fuzz }],
  );
  for (const { name, title, fuzz } of routeTests) {
    it(`${title} answers bad input with a Korean 4xx, never a 5xx`, async () => {
      const file = routeFiles.get(name);
      if (!file) return;
      const routeModule = (await import(/* @vite-ignore */ file)) as Record<string, Handler>;
      const handler = routeModule[name.split(' ')[0]!]!;
      const failures: Failure[] = [];
      if (fuzz.paths) toleratingBetterAuthClientErrors();
      for (const routeCase of routeCases(name, fuzz)) {
        await checkResponse(failures, routeCase.label, async () =>
          handler(requestOf(routeCase), { params: Promise.resolve(routeCase.params) }),
        );
      }
      expect(failures).toEqual([]);
    });
  }

  for (const [name, fuzz] of Object.entries(actionFuzz)) {
    it(`${name} refuses bad input with a Korean message, never a crash`, async () => {
      const file = actionFiles.get(name);
      if (!file) return;
      const actionModule = (await import(/* @vite-ignore */ file)) as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const action = actionModule[name]!;
      const failures: Failure[] = [];
      for (const actionCase of actionCases(fuzz)) {
        await checkAction(failures, actionCase.label, { ...actionCase.caller.headers(), 'x-forwarded-for': nextAddress() }, () =>
          action(...actionCase.args),
        );
      }
      expect(failures).toEqual([]);
    });
  }

  it('keeps what was saved before the fuzz', async () => {
    const [consult] = await database.db.select().from(consults).where(eq(consults.id, sentinel.consultId));
    expect(consult).toMatchObject({
      legalCaseUuid: sentinel.consultUuid,
      name: '박서윤',
      tel: '010-2345-6789',
      content: '퍼즈 전에 접수한 상담입니다. 재산분할이 궁금합니다.',
    });
    const [talk] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, sentinel.talkPostId));
    expect(talk).toMatchObject({ title: '퍼즈 전에 쓴 글', body: '이 글은 퍼즈가 끝난 뒤에도 그대로 있어야 합니다.', deletedAt: null });
    const [post] = await database.db.select().from(posts).where(eq(posts.id, sentinel.postId));
    expect(post).toMatchObject({ slug: '퍼즈-보존-글', title: '퍼즈 보존 글' });
    const [settings] = await database.db.select().from(firmSettings).where(eq(firmSettings.id, 1));
    expect(settings!.data).toEqual(sentinel.settingsData);
    // The admin who fuzzed is still signed in and still an admin.
    const { GET } = await import('@/app/api/auth/me/route');
    const me = await GET(new Request(`${SITE}/api/auth/me`, { headers: admin.headers }));
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { roles: Array<{ name: string }> } }).data.roles).toContainEqual({ name: '관리자' });
  });
});
