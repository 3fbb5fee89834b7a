import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as exportConsults } from '@/app/api/office/consults/export/route';
import { GET as openConsultFile } from '@/app/office/consults/[id]/files/[key]/route';
import BadgePage from '@/app/member/badge/page';
import MyPage from '@/app/member/mypage/page';
import NotificationsPage from '@/app/member/notifications/page';
import { GET as unreadNotifications } from '@/app/api/talk/notifications/route';
import { GET as talkReaderState } from '@/app/api/talk/post/[id]/reader/route';
import {
  markTalkNotificationsReadAction,
  setTalkBookmarkAction,
  setTalkReplyEmailAction,
} from '@/features/community/server/member-actions';
import OfficeAuditPage from '@/app/office/audit/page';
import OfficeMailDetailPage from '@/app/office/mail/[id]/page';
import OfficeMailPage from '@/app/office/mail/page';
import OfficeSettingsPage from '@/app/office/settings/page';
import OfficeUserPage from '@/app/office/users/[id]/page';
import OfficeUsersPage from '@/app/office/users/page';
import OfficeConsultPage from '@/app/office/consults/[id]/page';
import OfficeConsultsPage from '@/app/office/consults/page';
import OfficeHome from '@/app/office/page';
import OfficeBlogPage from '@/app/office/blog/page';
import OfficeNewPostPage from '@/app/office/blog/post/page';
import OfficeEditPostPage from '@/app/office/blog/post/[id]/page';
import OfficePostPreviewPage from '@/app/office/blog/post/[id]/preview/page';
import OfficeContentPage from '@/app/office/content/page';
import OfficeContentSectionPage from '@/app/office/content/[section]/page';
import OfficeContentNewPage from '@/app/office/content/[section]/new/page';
import OfficeContentEditPage from '@/app/office/content/[section]/[id]/page';
import OfficeFeesPage from '@/app/office/content/fees/page';
import OfficeAwardsPage from '@/app/office/content/awards/page';
import OfficeNewAwardPage from '@/app/office/content/awards/new/page';
import OfficeEditAwardPage from '@/app/office/content/awards/[id]/page';
import OfficeTalkHistoryPage from '@/app/office/talk/history/[id]/page';
import OfficeTalkPage from '@/app/office/talk/page';
import OfficeTalkSanctionsPage from '@/app/office/talk/sanctions/page';
import OfficeTalkWordsPage from '@/app/office/talk/words/page';
import OfficeTalkTakedownsPage from '@/app/office/talk/takedowns/page';
import OfficeQnaPage from '@/app/office/qna/page';
import { GET as qnaReaderState } from '@/app/api/qna/post/[id]/reader/route';
import OfficeQnaQuestionPage from '@/app/office/qna/[id]/page';
import OfficeBookingsPage from '@/app/office/bookings/page';
import OfficeBookingPage from '@/app/office/bookings/[id]/page';
import OfficeBookingSettingsPage from '@/app/office/bookings/settings/page';
import { bookingActAction, bookingBlockAction, bookingMoveAction } from '@/features/booking/server/office-actions';
import { GET as exportPayments } from '@/app/api/office/payments/export/route';
import OfficePaymentsPage from '@/app/office/payments/page';
import OfficePaymentPage from '@/app/office/payments/[orderId]/page';
import { refundAction } from '@/features/payments/server/office-actions';
import {
  addHolidayAction,
  addHolidayFormAction,
  deleteBookingOverrideAction,
  deleteBookingOverrideFormAction,
  saveBookingOverrideAction,
  saveBookingOverrideFormAction,
  setHolidayClosedAction,
  setHolidayClosedFormAction,
  updateBookingLawyerAction,
  updateBookingLawyerFormAction,
  updateBookingPlaceAction,
  updateBookingPlaceFormAction,
} from '@/features/booking/server/settings-actions';
import {
  acceptQnaAnswerAction,
  assignQnaQuestionAction,
  closeQnaQuestionAction,
  hideQnaQuestionAction,
  linkQnaLawyerAction,
  markQnaHelpfulAction,
  reviewQnaQuestionAction,
  saveQnaAnswerAction,
  setQnaAnswerHiddenAction,
  setQnaFollowUpHiddenAction,
  submitQnaFollowUpAction,
  submitQnaQuestionAction,
  withdrawQnaQuestionAction,
} from '@/features/qna/server/actions';
import { blindTalkTakedownAction, decideTalkTakedownAction, reportTalkCommentAction } from '@/features/community/server/takedown-actions';
import { addBannedWordAction, removeBannedWordAction } from '@/features/text-safety/server/word-actions';
import TalkEditPage from '@/app/talk/write/[id]/page';
import TalkWritePage from '@/app/talk/write/page';
import { GET as currentUserData } from '@/app/api/auth/me/route';
import { GET as currentUserShape } from '@/app/api/auth/user/route';
import { postMessages } from '@/features/community/domain/post-rules';
import {
  deleteTalkCommentAction,
  deleteTalkPostAction,
  moderateTalkCommentAction,
  moderateTalkPostAction,
  reportTalkPostAction,
  saveTalkCommentAction,
  restoreTalkPostAction,
  saveTalkPostAction,
  setTalkLikeAction,
  submitTalkCommentAction,
  submitTalkPostAction,
} from '@/features/community/server/actions';
import { moderationScopeMessages } from '@/features/community/domain/moderation-scope';
import { liftTalkSanctionAction, lookupTalkAuthorAction, sanctionTalkWriterAction } from '@/features/community/server/sanction-actions';
import { saveAwardAction, setAwardStatusAction } from '@/features/calculators/server/award-actions';
import {
  saveBroadcastAction,
  saveFeeScheduleAction,
  saveLawyerAction,
  savePostAction,
  savePressItemAction,
  saveReviewAction,
  saveWinCaseAction,
  setContentStatusAction,
  uploadContentImageAction,
} from '@/features/content/server/office-actions';
import {
  addConsultNoteAction,
  assignConsultAction,
  changeConsultStatusAction,
  resendPartnerNoticeAction,
} from '@/features/consult/server/office-actions';
import { updateFirmSettingsAction } from '@/features/firm/server/actions';
import { useDatabaseForTests } from '@/server/db/db';
import { consults, mails, posts, qnaQuestions, talkComments, talkPosts } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { buildAbility, roleNames, scopeOf, teamRoleNames, type Capability } from '../domain/permissions';
import { actionMessages } from './action-client';
import {
  awardBadgeAction,
  createBadgeAction,
  disableUserAction,
  enableUserAction,
  grantRoleAction,
  revokeBadgeAction,
  revokeRoleAction,
  updateBadgeAction,
  updateRoleRulesAction,
} from './user-admin-actions';
import { projectRoot, routePath, walk } from '../../../../tests/support/app-source';

// revalidatePath needs a Next server; a settings save that passes the guard calls it. The content
// modules wrap their reads in unstable_cache and refresh tags with updateTag.
vi.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  unstable_cache: <T>(fn: T) => fn,
}));
// connection() marks a page dynamic inside Next; outside a request it only throws.
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));

/**
 * The permission matrix (issue 3 section 2, issue 11 section 3): every role, a member without one,
 * the author of a community post and comment, a withdrawn (퇴사) member who kept an old role, and
 * an anonymous visitor, against every protected page, action and API route. Each surface declares
 * once what it needs (a capability, any signed-in member, or to be the author); the expected cell
 * is computed from that through the capability table; which role holds which capability is pinned
 * by hand in permissions.test.ts. For ownership surfaces every row but the author is the 'other
 * member' (staff included: moderators hide, they do not edit). The declaration check reads the
 * files and fails when a page, route handler or action appears that the matrix does not declare.
 */

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

type Row = { label: string; roles: string[] | null };
/** The member who wrote the community post and comment the ownership cells act on. */
const OWNER = '작성자 본인';
const rows: Row[] = [
  { label: '비회원', roles: null },
  { label: '회원 (역할 없음)', roles: [] },
  { label: OWNER, roles: [] },
  ...[...roleNames, ...teamRoleNames].map((name) => ({ label: name, roles: [name] })),
  { label: '퇴사 + 관리자', roles: ['퇴사', '관리자'] },
];

/** not-owner: signed in, but the post or comment is someone else's (refused, or the 404 page). */
type Outcome = 'allowed' | 'login' | 'forbidden' | 'not-owner';

let database: TestDatabase;
const users = new Map<string, TestUser | null>();
let consultId: number;
let mailId: number;
let targetUserId: string;
let postId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  for (const row of rows)
    users.set(row.label, row.roles === null ? null : await createTestUser(database.db, { roles: row.roles, name: `${row.label} 테스트` }));
  const [consult] = await database.db
    .insert(consults)
    .values({ legalCaseUuid: randomUUID(), name: '박서윤', tel: '010-2345-6789', content: '협의이혼 절차가 궁금합니다.', source: 'modal' })
    .returning();
  consultId = consult!.id;
  const [mail] = await database.db
    .insert(mails)
    .values({
      to: 'member@test.example',
      subject: '[온새미로] 비밀번호 재설정 안내',
      text: '재설정 링크',
      kind: 'password-reset',
      status: 'stored',
    })
    .returning();
  mailId = mail!.id;
  targetUserId = (await createTestUser(database.db, { name: '대상 회원' })).id;
  const [post] = await database.db
    .insert(posts)
    .values({
      slug: '권한-표-확인-글',
      category: '이혼절차',
      title: '권한 표 확인 글',
      description: '권한 표 확인용 임시 글입니다.',
      bodyHtml: '<p>본문</p>',
    })
    .returning();
  postId = post!.id;
  // The badge screen exists only with the development flag.
  process.env.DEV_MENU = '1';
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.DEV_MENU;
  resetEnvForTests();
  useDatabaseForTests(undefined);
  await database.drop();
});

const headersOf = (label: string): HeadersInit => users.get(label)?.headers ?? { 'x-forwarded-for': '192.0.2.77' };

/** What a page guard did: rendered, sent to login, or answered 403. */
async function pageOutcome(label: string, render: () => Promise<unknown>): Promise<Outcome> {
  try {
    await withRequest(headersOf(label), render);
    return 'allowed';
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT') && digest.includes('/member/login')) return 'login';
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;403') return 'forbidden';
    throw error;
  }
}

async function actionOutcome(label: string, run: () => Promise<{ ok: boolean; formError?: string }>): Promise<Outcome> {
  const result = await withRequest(headersOf(label), run);
  if (result.ok) return 'allowed';
  if (result.formError === actionMessages.signedOut) return 'login';
  if (result.formError === actionMessages.forbidden) return 'forbidden';
  // Allowed through the guard, refused by a business rule (a status that moved on, say).
  return 'allowed';
}

async function routeOutcome(label: string, call: (request: Request) => Promise<Response>, path: string): Promise<Outcome> {
  const response = await call(new Request(`http://localhost:3000${path}`, { headers: headersOf(label) }));
  if (response.status === 401) return 'login';
  if (response.status === 403) return 'forbidden';
  expect(response.status, `${label} ${path}`).toBeLessThan(400);
  return 'allowed';
}

/** What a surface needs: a capability, any signed-in member, or to be the author of the row. */
type Rule = Capability | 'signed-in' | 'owner';

function expected(row: Row, capability: Rule): Outcome {
  if (row.roles === null) return 'login';
  if (capability === 'signed-in') return 'allowed';
  if (capability === 'owner') return row.label === OWNER ? 'allowed' : 'not-owner';
  return scopeOf(buildAbility(row.roles)).includes(capability) ? 'allowed' : 'forbidden';
}

/**
 * One surface of the matrix. `name` is '<kind> <path>' as the completeness check derives it from
 * the file (page /office/x/{id}, GET /api/x, action xAction); `covers` names the file's surface when
 * the cell runs one instance of it (a section of /office/content/{section}, a development flag).
 */
type Surface = { name: string; covers?: string; capability: Rule; outcome: (label: string) => Promise<Outcome> };

/** A post and a comment written by OWNER, fresh for each cell, so an owner's delete does not change the next cell. */
async function ownersPost(): Promise<number> {
  const [post] = await database.db
    .insert(talkPosts)
    .values({ board: 'free', title: '작성자 확인용 글', body: '본인만 고치고 지울 수 있는 글입니다.', authorId: users.get(OWNER)!.id })
    .returning();
  return post!.id;
}

/** A public question waiting for an answer: anyone signed in may ask for their own state on it. */
async function publicQuestion(): Promise<number> {
  const [question] = await database.db
    .insert(qnaQuestions)
    .values({
      topic: 'property',
      title: '권한 표 확인 질문',
      body: '권한 표 확인용 공개 질문입니다.',
      visibility: 'public',
      state: 'waiting',
    })
    .returning();
  return question!.id;
}

async function ownersComment(): Promise<number> {
  const postId = await ownersPost();
  const [comment] = await database.db
    .insert(talkComments)
    .values({ postId, authorId: users.get(OWNER)!.id, body: '본인만 지울 수 있는 댓글입니다.' })
    .returning();
  return comment!.id;
}

/** An ownership action: refused with the 'not yours' message for anyone but the author. */
async function ownerActionOutcome(label: string, run: () => Promise<{ ok: boolean; formError?: string }>): Promise<Outcome> {
  const result = await withRequest(headersOf(label), run);
  if (result.ok) return 'allowed';
  if (result.formError === actionMessages.signedOut) return 'login';
  if (result.formError === actionMessages.forbidden) return 'forbidden';
  if (result.formError === postMessages.notYours || result.formError === postMessages.commentNotYours) return 'not-owner';
  throw new Error(`${label}: unexpected refusal ${result.formError}`);
}

/** A form action's state: the message it shows comes back in formError (posts) or error (comments). */
async function formStateOutcome(label: string, run: () => Promise<{ formError?: string; error?: string }>): Promise<Outcome> {
  const state = await withRequest(headersOf(label), run);
  const message = state.formError ?? state.error;
  if (message === actionMessages.signedOut) return 'login';
  if (message === actionMessages.forbidden) return 'forbidden';
  return 'allowed';
}

const emptyPostForm = () => ({ attempt: 0, values: { board: '', title: '', body: '', secret: false }, fieldErrors: {} });

const surfaces: Surface[] = [
  {
    name: 'page /member/mypage',
    capability: 'signed-in',
    outcome: (label) => pageOutcome(label, () => MyPage({ searchParams: Promise.resolve({}) })),
  },
  { name: 'page /office', capability: 'office.enter', outcome: (label) => pageOutcome(label, () => OfficeHome()) },
  {
    name: 'page /office/consults',
    capability: 'consult.read',
    outcome: (label) => pageOutcome(label, () => OfficeConsultsPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /office/consults/{id}',
    capability: 'consult.read',
    outcome: (label) => pageOutcome(label, () => OfficeConsultPage({ params: Promise.resolve({ id: String(consultId) }) })),
  },
  {
    name: 'action changeConsultStatusAction',
    capability: 'consult.update',
    // A status move the workflow refuses (new → retained): passes the guard, changes nothing.
    outcome: (label) => actionOutcome(label, () => changeConsultStatusAction({ consultId, fromStatus: 'new', toStatus: 'retained' })),
  },
  {
    name: 'action assignConsultAction',
    capability: 'consult.update',
    outcome: (label) => actionOutcome(label, () => assignConsultAction({ consultId, assigneeId: null })),
  },
  {
    name: 'action addConsultNoteAction',
    capability: 'consult.update',
    outcome: (label) => actionOutcome(label, () => addConsultNoteAction({ consultId, note: '권한 표 확인용 메모' })),
  },
  {
    name: 'action resendPartnerNoticeAction',
    capability: 'consult.update',
    outcome: (label) => actionOutcome(label, () => resendPartnerNoticeAction({ consultId })),
  },
  {
    name: 'page /office/users',
    capability: 'user.manage',
    outcome: (label) => pageOutcome(label, () => OfficeUsersPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /office/users/{id}',
    capability: 'user.manage',
    outcome: (label) => pageOutcome(label, () => OfficeUserPage({ params: Promise.resolve({ id: targetUserId }) })),
  },
  { name: 'page /office/settings', capability: 'settings.update', outcome: (label) => pageOutcome(label, () => OfficeSettingsPage()) },
  {
    name: 'page /office/audit',
    capability: 'audit.read',
    outcome: (label) => pageOutcome(label, () => OfficeAuditPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /office/mail',
    capability: 'mail.read',
    outcome: (label) => pageOutcome(label, () => OfficeMailPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /office/mail/{id}',
    capability: 'mail.read',
    outcome: (label) => pageOutcome(label, () => OfficeMailDetailPage({ params: Promise.resolve({ id: String(mailId) }) })),
  },
  {
    name: 'page /member/badge (development flag on)',
    capability: 'badge.manage',
    outcome: (label) => pageOutcome(label, () => BadgePage()),
  },
  // The write actions get input that fails validation, which runs after the guard: a permitted
  // caller gets the validation message, nothing changes, and the matrix still sees the guard.
  {
    name: 'action grantRoleAction',
    capability: 'user.manage',
    outcome: (label) => actionOutcome(label, () => grantRoleAction({ userId: '', roleId: 0 })),
  },
  {
    name: 'action revokeRoleAction',
    capability: 'user.manage',
    outcome: (label) => actionOutcome(label, () => revokeRoleAction({ userId: '', roleId: 0 })),
  },
  {
    name: 'action updateRoleRulesAction',
    capability: 'user.manage',
    outcome: (label) => actionOutcome(label, () => updateRoleRulesAction({ userId: '' })),
  },
  {
    name: 'action disableUserAction',
    capability: 'user.manage',
    outcome: (label) => actionOutcome(label, () => disableUserAction({ userId: '' })),
  },
  {
    name: 'action enableUserAction',
    capability: 'user.manage',
    outcome: (label) => actionOutcome(label, () => enableUserAction({ userId: '' })),
  },
  {
    name: 'action updateFirmSettingsAction',
    capability: 'settings.update',
    outcome: (label) => actionOutcome(label, () => updateFirmSettingsAction({})),
  },
  {
    name: 'action createBadgeAction',
    capability: 'badge.manage',
    outcome: (label) => actionOutcome(label, () => createBadgeAction({ name: '' })),
  },
  {
    name: 'action awardBadgeAction',
    capability: 'badge.manage',
    outcome: (label) => actionOutcome(label, () => awardBadgeAction({ badgeId: 0, email: '' })),
  },
  // Content (issue 4): every screen and action needs content.manage. The actions get input that
  // fails validation after the guard, so nothing is written.
  {
    name: 'page /office/blog',
    capability: 'content.manage',
    outcome: (label) => pageOutcome(label, () => OfficeBlogPage({ searchParams: Promise.resolve({}) })),
  },
  { name: 'page /office/blog/post', capability: 'content.manage', outcome: (label) => pageOutcome(label, () => OfficeNewPostPage()) },
  {
    name: 'page /office/blog/post/{id}',
    capability: 'content.manage',
    outcome: (label) => pageOutcome(label, () => OfficeEditPostPage({ params: Promise.resolve({ id: String(postId) }) })),
  },
  {
    name: 'page /office/blog/post/{id}/preview',
    capability: 'content.manage',
    outcome: (label) => pageOutcome(label, () => OfficePostPreviewPage({ params: Promise.resolve({ id: String(postId) }) })),
  },
  { name: 'page /office/content', capability: 'content.manage', outcome: (label) => pageOutcome(label, () => OfficeContentPage()) },
  ...(['lawyers', 'cases', 'reviews', 'broadcasts', 'press'] as const).flatMap((section): Surface[] => [
    {
      name: `page /office/content/${section}`,
      covers: 'page /office/content/{section}',
      capability: 'content.manage',
      outcome: (label) => pageOutcome(label, () => OfficeContentSectionPage({ params: Promise.resolve({ section }) })),
    },
    {
      name: `page /office/content/${section}/new`,
      covers: 'page /office/content/{section}/new',
      capability: 'content.manage',
      outcome: (label) => pageOutcome(label, () => OfficeContentNewPage({ params: Promise.resolve({ section }) })),
    },
  ]),
  {
    // An unknown id answers 404 only after the guard: staff see not-found, everyone else login or 403.
    name: 'page /office/content/{section}/{id}',
    capability: 'content.manage',
    outcome: (label) =>
      pageOutcome(label, async () => {
        try {
          await OfficeContentEditPage({ params: Promise.resolve({ section: 'cases', id: '999999' }) });
        } catch (error) {
          if ((error as { digest?: string }).digest !== 'NEXT_HTTP_ERROR_FALLBACK;404') throw error;
        }
      }),
  },
  { name: 'page /office/content/fees', capability: 'content.manage', outcome: (label) => pageOutcome(label, () => OfficeFeesPage()) },
  { name: 'action savePostAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => savePostAction({})) },
  { name: 'action saveLawyerAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => saveLawyerAction({})) },
  { name: 'action saveWinCaseAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => saveWinCaseAction({})) },
  { name: 'action saveReviewAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => saveReviewAction({})) },
  {
    name: 'action saveBroadcastAction',
    capability: 'content.manage',
    outcome: (label) => actionOutcome(label, () => saveBroadcastAction({})),
  },
  {
    name: 'action savePressItemAction',
    capability: 'content.manage',
    outcome: (label) => actionOutcome(label, () => savePressItemAction({})),
  },
  {
    name: 'action setContentStatusAction',
    capability: 'content.manage',
    outcome: (label) => actionOutcome(label, () => setContentStatusAction({ kind: 'post', id: 0 })),
  },
  {
    name: 'action saveFeeScheduleAction',
    capability: 'content.manage',
    outcome: (label) => actionOutcome(label, () => saveFeeScheduleAction({})),
  },
  {
    name: 'action uploadContentImageAction',
    capability: 'content.manage',
    outcome: (label) => actionOutcome(label, () => uploadContentImageAction(new FormData())),
  },
  // The award analysis's data set (issue 5): the same capability as the rest of the content.
  {
    name: 'page /office/content/awards',
    capability: 'content.manage',
    outcome: (label) => pageOutcome(label, () => OfficeAwardsPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /office/content/awards/new',
    capability: 'content.manage',
    outcome: (label) => pageOutcome(label, () => OfficeNewAwardPage()),
  },
  {
    name: 'page /office/content/awards/{id}',
    capability: 'content.manage',
    outcome: (label) =>
      pageOutcome(label, async () => {
        try {
          await OfficeEditAwardPage({ params: Promise.resolve({ id: '999999' }) });
        } catch (error) {
          if ((error as { digest?: string }).digest !== 'NEXT_HTTP_ERROR_FALLBACK;404') throw error;
        }
      }),
  },
  { name: 'action saveAwardAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => saveAwardAction({})) },
  {
    name: 'action setAwardStatusAction',
    capability: 'content.manage',
    outcome: (label) => actionOutcome(label, () => setAwardStatusAction({ id: 0 })),
  },
  {
    name: 'GET /api/office/consults/export',
    capability: 'consult.export',
    outcome: (label) => routeOutcome(label, exportConsults, '/api/office/consults/export'),
  },
  {
    // A key no consult has: permitted staff get 404 only after the guard; everyone else 401 or 403.
    name: 'GET /office/consults/{id}/files/{key}',
    capability: 'consult.read',
    outcome: async (label) => {
      const key = 'AAAAAAAAAAAAAAAAAAAAAAAA.png';
      const path = `/office/consults/${consultId}/files/${key}`;
      const response = await openConsultFile(new Request(`http://localhost:3000${path}`, { headers: headersOf(label) }), {
        params: Promise.resolve({ id: String(consultId), key }),
      });
      if (response.status === 401) return 'login';
      if (response.status === 403) return 'forbidden';
      expect(response.status, `${label} ${path}`).toBe(404);
      return 'allowed';
    },
  },
  {
    name: 'action updateBadgeAction',
    capability: 'badge.manage',
    outcome: (label) => actionOutcome(label, () => updateBadgeAction({ id: 0 })),
  },
  {
    name: 'action revokeBadgeAction',
    capability: 'badge.manage',
    outcome: (label) => actionOutcome(label, () => revokeBadgeAction({ badgeId: 0, userId: '' })),
  },
  { name: 'GET /api/auth/me', capability: 'signed-in', outcome: (label) => routeOutcome(label, currentUserData, '/api/auth/me') },
  { name: 'GET /api/auth/user', capability: 'signed-in', outcome: (label) => routeOutcome(label, currentUserShape, '/api/auth/user') },
  // The community (issue 8): members write, authors edit and delete their own, moderators moderate.
  // Writes by members get input that fails validation after the guard; ownership cells act on a
  // fresh post or comment of OWNER's, so the owner's cell really edits or deletes it.
  {
    name: 'page /office/talk',
    capability: 'community.moderate',
    outcome: (label) => pageOutcome(label, () => OfficeTalkPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /talk/write',
    capability: 'signed-in',
    outcome: (label) => pageOutcome(label, () => TalkWritePage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /talk/write/{id}',
    capability: 'owner',
    outcome: async (label) => {
      const id = await ownersPost();
      try {
        return await pageOutcome(label, () => TalkEditPage({ params: Promise.resolve({ id: String(id) }) }));
      } catch (error) {
        if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'not-owner';
        throw error;
      }
    },
  },
  {
    name: 'action saveTalkPostAction (a new post)',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => saveTalkPostAction({ board: 'free', title: '', body: '' })),
  },
  {
    name: 'action saveTalkPostAction (an edit)',
    capability: 'owner',
    outcome: async (label) => {
      const id = await ownersPost();
      return ownerActionOutcome(label, () =>
        saveTalkPostAction({ id, board: 'free', title: '고친 제목입니다', body: '작성자가 고친 본문입니다. 열 글자가 넘습니다.' }),
      );
    },
  },
  {
    name: 'action deleteTalkPostAction',
    capability: 'owner',
    outcome: async (label) => ownerActionOutcome(label, async () => deleteTalkPostAction({ id: await ownersPost() })),
  },
  {
    name: 'action deleteTalkCommentAction',
    capability: 'owner',
    outcome: async (label) => ownerActionOutcome(label, async () => deleteTalkCommentAction({ id: await ownersComment() })),
  },
  {
    name: 'action reportTalkPostAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => reportTalkPostAction({ id: 0 })),
  },
  {
    name: 'action submitTalkPostAction',
    capability: 'signed-in',
    outcome: (label) => formStateOutcome(label, () => submitTalkPostAction(emptyPostForm(), new FormData())),
  },
  {
    name: 'action saveTalkCommentAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => saveTalkCommentAction({ postId: 0, body: '' })),
  },
  {
    name: 'action submitTalkCommentAction',
    capability: 'signed-in',
    outcome: (label) => formStateOutcome(label, () => submitTalkCommentAction({ attempt: 0, body: '' }, new FormData())),
  },
  {
    name: 'action moderateTalkPostAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => moderateTalkPostAction({ id: 0 })),
  },
  {
    name: 'action moderateTalkCommentAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => moderateTalkCommentAction({ id: 0 })),
  },
  {
    name: 'action restoreTalkPostAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => restoreTalkPostAction({ id: 0 })),
  },
  {
    name: 'action setTalkLikeAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => setTalkLikeAction({ target: 'post', id: 0, liked: true })),
  },
  // A member's own 스크랩, notifications and reply email (issue 13): any signed-in member, their own rows only.
  {
    name: 'page /member/notifications',
    capability: 'signed-in',
    outcome: (label) => pageOutcome(label, () => NotificationsPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'GET /api/talk/notifications',
    capability: 'signed-in',
    outcome: (label) => routeOutcome(label, unreadNotifications, '/api/talk/notifications'),
  },
  {
    name: 'GET /api/talk/post/{id}/reader',
    capability: 'signed-in',
    outcome: async (label) => {
      const id = String(await ownersPost());
      return routeOutcome(label, (request) => talkReaderState(request, { params: Promise.resolve({ id }) }), `/api/talk/post/${id}/reader`);
    },
  },
  {
    name: 'action setTalkBookmarkAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => setTalkBookmarkAction({ postId: 0, saved: true })),
  },
  {
    name: 'action markTalkNotificationsReadAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => markTalkNotificationsReadAction({ all: true })),
  },
  {
    name: 'action setTalkReplyEmailAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => setTalkReplyEmailAction({ replyEmail: false })),
  },
  // Takedown requests (issue 13): moderators see the requests (with the requester's details) and act on them.
  {
    name: 'page /office/talk/takedowns',
    capability: 'community.moderate',
    outcome: (label) => pageOutcome(label, () => OfficeTalkTakedownsPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'action blindTalkTakedownAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => blindTalkTakedownAction({ id: 0 })),
  },
  {
    name: 'action decideTalkTakedownAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => decideTalkTakedownAction({ id: 0 })),
  },
  {
    name: 'action reportTalkCommentAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => reportTalkCommentAction({ id: 0 })),
  },
  // 수정 이력 (issue 13): earlier versions of a post are for moderators only, the author included.
  {
    name: 'page /office/talk/history/{id}',
    capability: 'community.moderate',
    outcome: async (label) => {
      const id = await ownersPost();
      return pageOutcome(label, () => OfficeTalkHistoryPage({ params: Promise.resolve({ id: String(id) }) }));
    },
  },
  // The word filter (issue 13): moderators keep it.
  {
    name: 'page /office/talk/words',
    capability: 'community.moderate',
    outcome: (label) => pageOutcome(label, () => OfficeTalkWordsPage()),
  },
  {
    name: 'action addBannedWordAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => addBannedWordAction({ word: '', rule: '' })),
  },
  {
    name: 'action removeBannedWordAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => removeBannedWordAction({ id: 0 })),
  },
  // 이용 제한 and '작성자 계정 확인' (issue 13): moderators; the boards they answer for are the block below.
  {
    name: 'page /office/talk/sanctions',
    capability: 'community.moderate',
    outcome: (label) => pageOutcome(label, () => OfficeTalkSanctionsPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'action sanctionTalkWriterAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => sanctionTalkWriterAction({ target: 'post', id: 0 })),
  },
  {
    name: 'action liftTalkSanctionAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => liftTalkSanctionAction({ id: 0 })),
  },
  {
    name: 'action lookupTalkAuthorAction',
    capability: 'community.moderate',
    outcome: (label) => actionOutcome(label, () => lookupTalkAuthorAction({ target: 'post', id: 0 })),
  },
  // The Q&A centre (issue 14): members ask and act on their own questions (the mutation checks the
  // asker: qna.integration.test.ts), qna.review checks and hides, qna.answer answers, user.manage links.
  {
    name: 'page /office/qna',
    capability: 'qna.review',
    outcome: (label) => pageOutcome(label, () => OfficeQnaPage()),
  },
  {
    name: 'page /office/qna/{id}',
    capability: 'qna.review',
    // An unknown question is the 404 page once the guard let the viewer through.
    outcome: async (label) => {
      try {
        return await pageOutcome(label, () => OfficeQnaQuestionPage({ params: Promise.resolve({ id: '999999' }) }));
      } catch (error) {
        if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'allowed';
        throw error;
      }
    },
  },
  {
    name: 'GET /api/qna/post/{id}/reader',
    capability: 'signed-in',
    outcome: async (label) => {
      const id = String(await publicQuestion());
      return routeOutcome(label, (request) => qnaReaderState(request, { params: Promise.resolve({ id }) }), `/api/qna/post/${id}/reader`);
    },
  },
  {
    name: 'action submitQnaQuestionAction',
    capability: 'signed-in',
    outcome: (label) =>
      formStateOutcome(label, () =>
        submitQnaQuestionAction(
          { attempt: 0, values: { topic: '', visibility: '', title: '', body: '', noticeTel: '' }, fieldErrors: {} },
          new FormData(),
        ),
      ),
  },
  {
    name: 'action submitQnaFollowUpAction',
    capability: 'signed-in',
    outcome: (label) => formStateOutcome(label, () => submitQnaFollowUpAction({ attempt: 0, body: '' }, new FormData())),
  },
  {
    name: 'action withdrawQnaQuestionAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => withdrawQnaQuestionAction({ questionId: 0 })),
  },
  {
    name: 'action closeQnaQuestionAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => closeQnaQuestionAction({ questionId: 0 })),
  },
  {
    name: 'action acceptQnaAnswerAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => acceptQnaAnswerAction({ answerId: 0 })),
  },
  {
    name: 'action markQnaHelpfulAction',
    capability: 'signed-in',
    outcome: (label) => actionOutcome(label, () => markQnaHelpfulAction({ answerId: 0 })),
  },
  {
    name: 'action reviewQnaQuestionAction',
    capability: 'qna.review',
    outcome: (label) => actionOutcome(label, () => reviewQnaQuestionAction({ questionId: 0 })),
  },
  {
    name: 'action assignQnaQuestionAction',
    capability: 'qna.review',
    outcome: (label) => actionOutcome(label, () => assignQnaQuestionAction({ questionId: 0 })),
  },
  {
    name: 'action hideQnaQuestionAction',
    capability: 'qna.review',
    outcome: (label) => actionOutcome(label, () => hideQnaQuestionAction({ questionId: 0 })),
  },
  {
    name: 'action setQnaAnswerHiddenAction',
    capability: 'qna.review',
    outcome: (label) => actionOutcome(label, () => setQnaAnswerHiddenAction({ answerId: 0 })),
  },
  {
    name: 'action setQnaFollowUpHiddenAction',
    capability: 'qna.review',
    outcome: (label) => actionOutcome(label, () => setQnaFollowUpHiddenAction({ followUpId: 0 })),
  },
  {
    name: 'action saveQnaAnswerAction',
    capability: 'qna.answer',
    outcome: (label) => actionOutcome(label, () => saveQnaAnswerAction({ questionId: 0 })),
  },
  {
    name: 'action linkQnaLawyerAction',
    capability: 'user.manage',
    outcome: (label) => actionOutcome(label, () => linkQnaLawyerAction({ lawyerId: 0 })),
  },
  // Visit booking (issue 15): the consult staff keep the calendar and act on bookings (booking.manage);
  // 관리자, 운영지원 and 매니저 set its hours, lawyers, exceptions and holidays (booking.configure).
  {
    name: 'page /office/bookings',
    capability: 'booking.manage',
    outcome: (label) => pageOutcome(label, () => OfficeBookingsPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /office/bookings/{id}',
    capability: 'booking.manage',
    // An unknown booking is the 404 page once the guard let the viewer through.
    outcome: async (label) => {
      try {
        return await pageOutcome(label, () => OfficeBookingPage({ params: Promise.resolve({ id: '999999' }) }));
      } catch (error) {
        if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'allowed';
        throw error;
      }
    },
  },
  {
    name: 'page /office/bookings/settings',
    capability: 'booking.configure',
    outcome: (label) => pageOutcome(label, () => OfficeBookingSettingsPage({ searchParams: Promise.resolve({}) })),
  },
  { name: 'action bookingActAction', capability: 'booking.manage', outcome: (label) => actionOutcome(label, () => bookingActAction({})) },
  { name: 'action bookingMoveAction', capability: 'booking.manage', outcome: (label) => actionOutcome(label, () => bookingMoveAction({})) },
  {
    name: 'action bookingBlockAction',
    capability: 'booking.manage',
    outcome: (label) => actionOutcome(label, () => bookingBlockAction({})),
  },
  ...(
    [
      ['updateBookingPlaceAction', updateBookingPlaceAction],
      ['updateBookingLawyerAction', updateBookingLawyerAction],
      ['saveBookingOverrideAction', saveBookingOverrideAction],
      ['deleteBookingOverrideAction', deleteBookingOverrideAction],
      ['addHolidayAction', addHolidayAction],
      ['setHolidayClosedAction', setHolidayClosedAction],
    ] as const
  ).map(([name, action]): Surface => ({
    name: `action ${name}`,
    capability: 'booking.configure',
    outcome: (label) => actionOutcome(label, () => action({})),
  })),
  ...(
    [
      ['updateBookingPlaceFormAction', updateBookingPlaceFormAction],
      ['updateBookingLawyerFormAction', updateBookingLawyerFormAction],
      ['saveBookingOverrideFormAction', saveBookingOverrideFormAction],
      ['deleteBookingOverrideFormAction', deleteBookingOverrideFormAction],
      ['addHolidayFormAction', addHolidayFormAction],
      ['setHolidayClosedFormAction', setHolidayClosedFormAction],
    ] as const
  ).map(([name, action]): Surface => ({
    name: `action ${name}`,
    capability: 'booking.configure',
    outcome: (label) => formStateOutcome(label, () => action({ attempt: 0, fieldErrors: {} }, new FormData())),
  })),
  // Online payments (issue 16): 관리자 and 매니저 list orders, open one, refund and export (payments.manage).
  {
    name: 'page /office/payments',
    capability: 'payments.manage',
    outcome: (label) => pageOutcome(label, () => OfficePaymentsPage({ searchParams: Promise.resolve({}) })),
  },
  {
    name: 'page /office/payments/{orderId}',
    capability: 'payments.manage',
    // An unknown order is the 404 page once the guard let the viewer through.
    outcome: async (label) => {
      try {
        return await pageOutcome(label, () => OfficePaymentPage({ params: Promise.resolve({ orderId: 'ONnoSuchOrder000' }) }));
      } catch (error) {
        if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'allowed';
        throw error;
      }
    },
  },
  { name: 'action refundAction', capability: 'payments.manage', outcome: (label) => actionOutcome(label, () => refundAction({})) },
  {
    name: 'GET /api/office/payments/export',
    capability: 'payments.manage',
    outcome: (label) => routeOutcome(label, exportPayments, '/api/office/payments/export'),
  },
];

/**
 * Surfaces anyone may use, each with the reason; they need no cell beyond 'anyone'. A surface
 * that is neither here nor in the matrix fails the completeness check below.
 */
const publicSurfaces: Record<string, string> = {
  'page /member/login': 'the sign-in form',
  'page /member/callback': 'the social sign-in return; better-auth checks the state',
  'page /member/callback/redirecting': 'the social sign-in hand-off page',
  'page /member/password/reset': 'the reset form; the emailed token is the credential',
  'page /talk/post/{id}': "anyone may read; the viewer's own edit and delete are the ownership cells of the actions",
  'GET /api/auth/{...all}': "better-auth's own endpoints, each checking its session or token",
  'POST /api/auth/{...all}': "better-auth's own endpoints, each checking its session or token",
  'POST /api/auth/login': 'signs in (rate-limited)',
  'POST /api/auth/logout': 'ends the caller’s own session, if any',
  'PUT /api/boon/consult/{id}': "the partner's callback (spec): no credentials by contract",
  'POST /api/office/consult': 'the public consult intake (spec)',
  'GET /api/tools/child-support': 'a public calculator',
  'POST /api/tools/evidence': 'a public calculator (rate-limited upload)',
  'GET /api/tools/property-division': 'a public calculator',
  'GET /api/tools/suit-cost': 'a public calculator',
  'GET /blog/rss.xml': 'the public feed',
  'GET /icons.svg': 'the icon sprite, the same for everyone',
  'GET /talk/feed/{board}': "the community boards' public feeds (no secret or hidden post, no writer)",
  'POST /talk/post/{id}/view': 'the view counter (same-origin, rate-limited; a secret or hidden post counts only for whoever may open it)',
  'GET /files/{key}': 'published images of the content',
  'action fileConsultBoardAction': 'the public consult form',
  'action fileBookingAction': 'the public booking form (/consult/booking, /consult/premium-pay): rate-limited, bot-checked',
  'action cancelBookingAction': "the visitor's private link: the token is the credential (rate-limited per address)",
  'action moveBookingAction': "the visitor's private link: the token is the credential (rate-limited per address)",
  'action startPaymentAction':
    'the public paid consultation form (/consult/premium-pay with Toss): rate-limited, bot-checked; the server fixes the amount',
  'action retryPaymentAction': 'another try for a refused payment: the unguessable order id is the credential (rate-limited per address)',
  'POST /api/payments/toss/webhook':
    "Toss's webhook: the body is never trusted, the payment is read back from Toss (rate-limited per address)",
  'GET /pay/mobileCallback': "the payment app's return: a redirect into /pay/result, which checks the order and the amount",
  'POST /pay/mobileCallback': "the payment app's return: a redirect into /pay/result, which checks the order and the amount",
  'GET /pay/pmobileCallback': "the payment app's return: a redirect into /pay/result, which checks the order and the amount",
  'POST /pay/pmobileCallback': "the payment app's return: a redirect into /pay/result, which checks the order and the amount",
  'GET /consult/booking/manage/{token}/ics': "the booking's calendar file: the private link's token is the credential, anything else a 404",
  'page /talk/post/{id}/takedown':
    'the public takedown request form (정보통신망법 제44조의2): anyone, signed in or not, about a post they can see',
  'action submitTalkTakedownAction': 'the public takedown request form (rate-limited per address, bot-checked)',
  'page /qna/post/{id}':
    'anyone may read a public question; a private or unreviewed one only its asker and staff (qna.integration.test.ts)',
  'page /qna/ask': 'anyone: a member gets the form, a visitor the sign-in choices; the action checks the session',
  'GET /qna/feed': 'the Q&A centre public feed (answered public questions, no asker)',
};

/**
 * Every protected or per-viewer surface the code has: pages under /office and /member, any other
 * page that reads the viewer, every route handler and every server action.
 */
function surfacesInCode(): string[] {
  const app = walk(join(projectRoot, 'src/app'));
  const pages = app
    .filter((file) => file.endsWith(`${sep}page.tsx`))
    .filter(
      (file) =>
        /^\/(office|member)\b/.test(routePath(file)) || /\b(getViewer|requireUser|requireCapability)\(/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => `page ${routePath(file)}`);
  const routes = app
    .filter((file) => file.endsWith(`${sep}route.ts`))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export (?:const|(?:async )?function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
        (m) => `${m[1]} ${routePath(file)}`,
      ),
    );
  const actions = walk(join(projectRoot, 'src'))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export (?:const|async function) (\w+Action)\b/g)].map((m) => `action ${m[1]}`),
    );
  return [...new Set([...pages, ...routes, ...actions])].sort();
}

const declared = new Set([
  ...surfaces.map((surface) => surface.covers ?? surface.name.replace(/ \(.*\)$/, '')),
  ...Object.keys(publicSurfaces),
]);

describe('the permission matrix declaration', () => {
  it('declares every page under /office and /member, every route handler and every server action', () => {
    const found = surfacesInCode();
    expect(found.length).toBeGreaterThan(60);
    expect(found.filter((name) => !declared.has(name))).toEqual([]);
  });

  it('declares nothing the code no longer has', () => {
    const found = new Set(surfacesInCode());
    expect([...declared].filter((name) => !found.has(name))).toEqual([]);
  });
});

describe(`the permission matrix (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  for (const surface of surfaces) {
    it(`${surface.name} answers every role as its capability (${surface.capability}) says`, async () => {
      const actual: Record<string, Outcome> = {};
      const want: Record<string, Outcome> = {};
      for (const row of rows) {
        actual[row.label] = await surface.outcome(row.label);
        want[row.label] = expected(row, surface.capability);
      }
      expect(actual).toEqual(want);
    });
  }
});

/**
 * community.moderate per board (issue 13, section 4): 관리자 moderates every board, 톡 관리팀 the
 * couples board (자유수다, 익명 게시판) and the divorce board (육아·양육 이야기) only. Each moderator's
 * act on a post or comment of each writable board, for every row.
 */
describe(`community moderation per board (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const moderatedBy: Record<string, readonly string[]> = { '톡 관리팀': ['free', 'anonymous', 'parenting'] };
  type BoardOutcome = Outcome | 'other-board';
  function boardExpected(row: Row, board: string): BoardOutcome {
    const base = expected(row, 'community.moderate');
    if (base !== 'allowed') return base;
    if (row.roles!.includes('관리자')) return 'allowed';
    return row.roles!.some((role) => moderatedBy[role]?.includes(board)) ? 'allowed' : 'other-board';
  }
  async function boardOutcome(label: string, run: () => Promise<{ ok: boolean; formError?: string }>): Promise<BoardOutcome> {
    const result = await withRequest(headersOf(label), run);
    if (result.formError === moderationScopeMessages.otherBoard) return 'other-board';
    return actionOutcome(label, async () => result);
  }
  async function postOn(board: string): Promise<{ post: number; comment: number }> {
    const [post] = await database.db
      .insert(talkPosts)
      .values({ board, title: '게시판 권한 확인 글', body: '게시판별 관리 권한을 확인하는 글입니다.', authorId: targetUserId })
      .returning();
    const [comment] = await database.db
      .insert(talkComments)
      .values({ postId: post!.id, authorId: targetUserId, body: '게시판별 관리 권한을 확인하는 댓글입니다.' })
      .returning();
    return { post: post!.id, comment: comment!.id };
  }
  const acts: Array<{ name: string; run: (target: { post: number; comment: number }) => Promise<{ ok: boolean; formError?: string }> }> = [
    { name: 'moderateTalkPostAction', run: (target) => moderateTalkPostAction({ id: target.post, action: 'hide' }) },
    { name: 'moderateTalkCommentAction', run: (target) => moderateTalkCommentAction({ id: target.comment, action: 'hide' }) },
    { name: 'restoreTalkPostAction', run: (target) => restoreTalkPostAction({ id: target.post }) },
    { name: 'lookupTalkAuthorAction', run: (target) => lookupTalkAuthorAction({ target: 'comment', id: target.comment }) },
    {
      name: 'sanctionTalkWriterAction',
      // A valid input, so the board is what decides (a second sanction of the same writer is refused by its own rule).
      run: (target) => sanctionTalkWriterAction({ target: 'post', id: target.post, period: '1', reason: '권한 확인용 제한입니다.' }),
    },
  ];
  for (const act of acts) {
    it(`${act.name} acts on the boards each role moderates and refuses the others`, async () => {
      const actual: Record<string, BoardOutcome> = {};
      const want: Record<string, BoardOutcome> = {};
      for (const board of ['free', 'anonymous', 'public', 'parenting']) {
        for (const row of rows) {
          const key = `${board} · ${row.label}`;
          actual[key] = await boardOutcome(row.label, async () => act.run(await postOn(board)));
          want[key] = boardExpected(row, board);
        }
      }
      expect(actual).toEqual(want);
    });
  }
});
