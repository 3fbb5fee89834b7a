import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as exportConsults } from '@/app/api/office/consults/export/route';
import { GET as openConsultFile } from '@/app/office/consults/[id]/files/[key]/route';
import BadgePage from '@/app/member/badge/page';
import MyPage from '@/app/member/mypage/page';
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
import { addConsultNoteAction, assignConsultAction, changeConsultStatusAction, resendPartnerNoticeAction } from '@/features/consult/server/office-actions';
import { updateFirmSettingsAction } from '@/features/firm/server/actions';
import { useDatabaseForTests } from '@/server/db/db';
import { consults, mails, posts } from '@/server/db/schema';
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
  revokeRoleAction,
  updateRoleRulesAction,
} from './user-admin';

// revalidatePath needs a Next server; a settings save that passes the guard calls it. The content
// modules wrap their reads in unstable_cache and refresh tags with updateTag.
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined, unstable_cache: <T>(fn: T) => fn }));
// connection() marks a page dynamic inside Next; outside a request it only throws.
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));

/**
 * The permission matrix (issue 3, section 2): every role, a member without one, a withdrawn
 * (퇴사) member who kept an old role, and an anonymous visitor, against every protected page,
 * action and API route. The expected answer of each cell comes from the capability the surface
 * declares; which role holds which capability is pinned by hand in permissions.test.ts.
 */

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

type Row = { label: string; roles: string[] | null };
const rows: Row[] = [
  { label: '비회원', roles: null },
  { label: '회원 (역할 없음)', roles: [] },
  ...[...roleNames, ...teamRoleNames].map((name) => ({ label: name, roles: [name] })),
  { label: '퇴사 + 관리자', roles: ['퇴사', '관리자'] },
];

type Outcome = 'allowed' | 'login' | 'forbidden';

let database: TestDatabase;
const users = new Map<string, TestUser | null>();
let consultId: number;
let mailId: number;
let targetUserId: string;
let postId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  for (const row of rows) users.set(row.label, row.roles === null ? null : await createTestUser(database.db, { roles: row.roles, name: `${row.label} 테스트` }));
  const [consult] = await database.db
    .insert(consults)
    .values({ legalCaseUuid: randomUUID(), name: '박서윤', tel: '010-2345-6789', content: '협의이혼 절차가 궁금합니다.', source: 'modal' })
    .returning();
  consultId = consult!.id;
  const [mail] = await database.db
    .insert(mails)
    .values({ to: 'member@test.example', subject: '[온새미로] 비밀번호 재설정 안내', text: '재설정 링크', kind: 'password-reset', status: 'stored' })
    .returning();
  mailId = mail!.id;
  targetUserId = (await createTestUser(database.db, { name: '대상 회원' })).id;
  const [post] = await database.db
    .insert(posts)
    .values({ slug: '권한-표-확인-글', category: '이혼절차', title: '권한 표 확인 글', description: '권한 표 확인용 임시 글입니다.', bodyHtml: '<p>본문</p>' })
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

function expected(row: Row, capability: Capability | 'signed-in'): Outcome {
  if (row.roles === null) return 'login';
  if (capability === 'signed-in') return 'allowed';
  return scopeOf(buildAbility(row.roles)).includes(capability) ? 'allowed' : 'forbidden';
}

type Surface = { name: string; capability: Capability | 'signed-in'; outcome: (label: string) => Promise<Outcome> };

const surfaces: Surface[] = [
  { name: 'page /member/mypage', capability: 'signed-in', outcome: (label) => pageOutcome(label, () => MyPage({ searchParams: Promise.resolve({}) })) },
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
  { name: 'page /office/users', capability: 'user.manage', outcome: (label) => pageOutcome(label, () => OfficeUsersPage({ searchParams: Promise.resolve({}) })) },
  {
    name: 'page /office/users/{id}',
    capability: 'user.manage',
    outcome: (label) => pageOutcome(label, () => OfficeUserPage({ params: Promise.resolve({ id: targetUserId }) })),
  },
  { name: 'page /office/settings', capability: 'settings.update', outcome: (label) => pageOutcome(label, () => OfficeSettingsPage()) },
  { name: 'page /office/audit', capability: 'audit.read', outcome: (label) => pageOutcome(label, () => OfficeAuditPage({ searchParams: Promise.resolve({}) })) },
  { name: 'page /office/mail', capability: 'mail.read', outcome: (label) => pageOutcome(label, () => OfficeMailPage({ searchParams: Promise.resolve({}) })) },
  {
    name: 'page /office/mail/{id}',
    capability: 'mail.read',
    outcome: (label) => pageOutcome(label, () => OfficeMailDetailPage({ params: Promise.resolve({ id: String(mailId) }) })),
  },
  { name: 'page /member/badge (development flag on)', capability: 'badge.manage', outcome: (label) => pageOutcome(label, () => BadgePage()) },
  // The write actions get input that fails validation, which runs after the guard: a permitted
  // caller gets the validation message, nothing changes, and the matrix still sees the guard.
  { name: 'action grantRoleAction', capability: 'user.manage', outcome: (label) => actionOutcome(label, () => grantRoleAction({ userId: '', roleId: 0 })) },
  { name: 'action revokeRoleAction', capability: 'user.manage', outcome: (label) => actionOutcome(label, () => revokeRoleAction({ userId: '', roleId: 0 })) },
  { name: 'action updateRoleRulesAction', capability: 'user.manage', outcome: (label) => actionOutcome(label, () => updateRoleRulesAction({ userId: '' })) },
  { name: 'action disableUserAction', capability: 'user.manage', outcome: (label) => actionOutcome(label, () => disableUserAction({ userId: '' })) },
  { name: 'action enableUserAction', capability: 'user.manage', outcome: (label) => actionOutcome(label, () => enableUserAction({ userId: '' })) },
  { name: 'action updateFirmSettingsAction', capability: 'settings.update', outcome: (label) => actionOutcome(label, () => updateFirmSettingsAction({})) },
  { name: 'action createBadgeAction', capability: 'badge.manage', outcome: (label) => actionOutcome(label, () => createBadgeAction({ name: '' })) },
  { name: 'action awardBadgeAction', capability: 'badge.manage', outcome: (label) => actionOutcome(label, () => awardBadgeAction({ badgeId: 0, email: '' })) },
  // Content (issue 4): every screen and action needs content.manage. The actions get input that
  // fails validation after the guard, so nothing is written.
  { name: 'page /office/blog', capability: 'content.manage', outcome: (label) => pageOutcome(label, () => OfficeBlogPage({ searchParams: Promise.resolve({}) })) },
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
      capability: 'content.manage',
      outcome: (label) => pageOutcome(label, () => OfficeContentSectionPage({ params: Promise.resolve({ section }) })),
    },
    {
      name: `page /office/content/${section}/new`,
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
  { name: 'action saveBroadcastAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => saveBroadcastAction({})) },
  { name: 'action savePressItemAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => savePressItemAction({})) },
  { name: 'action setContentStatusAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => setContentStatusAction({ kind: 'post', id: 0 })) },
  { name: 'action saveFeeScheduleAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => saveFeeScheduleAction({})) },
  {
    name: 'action uploadContentImageAction',
    capability: 'content.manage',
    outcome: (label) => actionOutcome(label, () => uploadContentImageAction(new FormData())),
  },
  // The award analysis's data set (issue 5): the same capability as the rest of the content.
  { name: 'page /office/content/awards', capability: 'content.manage', outcome: (label) => pageOutcome(label, () => OfficeAwardsPage({ searchParams: Promise.resolve({}) })) },
  { name: 'page /office/content/awards/new', capability: 'content.manage', outcome: (label) => pageOutcome(label, () => OfficeNewAwardPage()) },
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
  { name: 'action setAwardStatusAction', capability: 'content.manage', outcome: (label) => actionOutcome(label, () => setAwardStatusAction({ id: 0 })) },
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
];

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
