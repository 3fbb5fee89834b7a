import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as awardQueries from '@/features/calculators/server/award-queries';
import * as communityQueries from '@/features/community/server/queries';
import { parseInboxFilters } from '@/features/consult/domain/office-inbox';
import * as consultOfficeQueries from '@/features/consult/server/office-queries';
import * as contentOfficeQueries from '@/features/content/server/office-queries';
import * as firmAdminQueries from '@/features/firm/server/admin-queries';
import * as mailQueries from '@/features/notifications/server/mail-queries';
import { getDb, useDatabaseForTests } from '@/server/db/db';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { buildAbility, roleNames, scopeOf, teamRoleNames, type Capability } from '../domain/permissions';
import { ActionError, actionMessages } from './action-client';
import * as auditQueries from './audit-queries';
import { StaffAccessError } from './staff-query';
import * as userAdmin from './user-admin';
import { getViewer } from './viewer';

vi.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  unstable_cache: <T>(fn: T) => fn,
}));

/**
 * Every back-office read checks its capability where the data is read (DESIGN section 3,
 * decision 004), not only on its page: called straight, outside any page, each refuses a visitor,
 * a member and every role without the capability, and answers every role holding it. The page
 * matrix cannot see this (the page's own guard answers first), so this test calls the reads.
 */

type Read = { capability: Capability; read: () => Promise<unknown> };

const viewer = () => getViewer();

/** Each back-office read, by its module and export name. */
const reads: Record<string, Read> = {
  'content.listPostsForOffice': { capability: 'content.manage', read: () => contentOfficeQueries.listPostsForOffice() },
  'content.getPostForEdit': { capability: 'content.manage', read: () => contentOfficeQueries.getPostForEdit(1) },
  'content.listLawyerOptions': { capability: 'content.manage', read: () => contentOfficeQueries.listLawyerOptions() },
  'content.listLawyersForOffice': { capability: 'content.manage', read: () => contentOfficeQueries.listLawyersForOffice() },
  'content.listWinCasesForOffice': { capability: 'content.manage', read: () => contentOfficeQueries.listWinCasesForOffice() },
  'content.listReviewsForOffice': { capability: 'content.manage', read: () => contentOfficeQueries.listReviewsForOffice() },
  'content.listBroadcastsForOffice': { capability: 'content.manage', read: () => contentOfficeQueries.listBroadcastsForOffice() },
  'content.listPressForOffice': { capability: 'content.manage', read: () => contentOfficeQueries.listPressForOffice() },
  'content.getLawyerForEdit': { capability: 'content.manage', read: () => contentOfficeQueries.getLawyerForEdit(1) },
  'content.getWinCaseForEdit': { capability: 'content.manage', read: () => contentOfficeQueries.getWinCaseForEdit(1) },
  'content.getReviewForEdit': { capability: 'content.manage', read: () => contentOfficeQueries.getReviewForEdit(1) },
  'content.getBroadcastForEdit': { capability: 'content.manage', read: () => contentOfficeQueries.getBroadcastForEdit(1) },
  'content.getPressItemForEdit': { capability: 'content.manage', read: () => contentOfficeQueries.getPressItemForEdit(1) },
  'content.getFeeScheduleForEdit': { capability: 'content.manage', read: () => contentOfficeQueries.getFeeScheduleForEdit() },
  'award.listAwardsForOffice': { capability: 'content.manage', read: () => awardQueries.listAwardsForOffice() },
  'award.getAwardForEdit': { capability: 'content.manage', read: () => awardQueries.getAwardForEdit(1) },
  'mail.listMails': { capability: 'mail.read', read: () => mailQueries.listMails() },
  'mail.readMail': { capability: 'mail.read', read: () => mailQueries.readMail(1) },
  'audit.listAuditLogs': { capability: 'audit.read', read: () => auditQueries.listAuditLogs() },
  'audit.listAuditFacets': { capability: 'audit.read', read: () => auditQueries.listAuditFacets() },
  'firm.getFirmSettingsForEdit': { capability: 'settings.update', read: () => firmAdminQueries.getFirmSettingsForEdit() },
  'users.listUsers': { capability: 'user.manage', read: () => userAdmin.listUsers() },
  'users.getUserDetail': { capability: 'user.manage', read: () => userAdmin.getUserDetail('00000000-0000-4000-8000-000000000000') },
  'users.listBadges': { capability: 'badge.manage', read: () => userAdmin.listBadges() },
  // The consult and community reads take the viewer as an argument (their modules' way).
  'consult.listOfficeConsults': {
    capability: 'consult.read',
    read: async () =>
      consultOfficeQueries.listOfficeConsults(await viewer(), parseInboxFilters({}).filters, { ipAddress: null, answerTargetMinutes: 60 }),
  },
  'consult.getConsultInboxSummary': {
    capability: 'consult.read',
    read: async () => consultOfficeQueries.getConsultInboxSummary(await viewer(), { answerTargetMinutes: 60 }),
  },
  'consult.getOfficeConsult': {
    capability: 'consult.read',
    read: async () => consultOfficeQueries.getOfficeConsult(await viewer(), 1, { ipAddress: null, answerTargetMinutes: 60 }),
  },
  'consult.exportOfficeConsults': {
    capability: 'consult.export',
    read: async () => consultOfficeQueries.exportOfficeConsults(await viewer(), parseInboxFilters({}).filters, { ipAddress: null }),
  },
  'consult.listAssignableStaff': {
    capability: 'consult.read',
    read: async () => consultOfficeQueries.listAssignableStaff(await viewer(), await getDb()),
  },
  'community.listPostsForModeration': {
    capability: 'community.moderate',
    read: async () => communityQueries.listPostsForModeration(await viewer()),
  },
};

/**
 * Exports of the back-office query modules that are not guarded reads, each with the reason. A new
 * export of these modules is neither here nor in `reads` until someone decides which it is.
 */
const notBackOfficeReads: Record<string, string> = {
  'award.listPublishedAwards': 'the public page reads published cases only',
  'mail.isMailStatus': 'a pure check of a filter value',
  'audit.parseAuditFilter': 'parses the query string; reads nothing',
  'consult.isAssignableStaff': 'runs inside assignConsultAction, after its consult.update guard, in its transaction',
};

const modules: Record<string, Record<string, unknown>> = {
  content: contentOfficeQueries,
  award: awardQueries,
  mail: mailQueries,
  audit: auditQueries,
  firm: firmAdminQueries,
  consult: consultOfficeQueries,
};

const roleRows: Array<{ label: string; roles: string[] | null }> = [
  { label: '비회원', roles: null },
  { label: '회원 (역할 없음)', roles: [] },
  ...[...roleNames, ...teamRoleNames].map((name) => ({ label: name, roles: [name] })),
];

let database: TestDatabase;
const users = new Map<string, TestUser | null>();

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  resetEnvForTests();
  for (const row of roleRows)
    users.set(row.label, row.roles === null ? null : await createTestUser(database.db, { roles: row.roles, name: `${row.label} 조회` }));
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

type Outcome = 'read' | 'refused';

async function outcomeOf(label: string, read: () => Promise<unknown>): Promise<Outcome> {
  try {
    await withRequest(users.get(label)?.headers ?? { 'x-forwarded-for': '192.0.2.88' }, read);
    return 'read';
  } catch (error) {
    if (error instanceof StaffAccessError) return 'refused';
    if (error instanceof ActionError && error.message === actionMessages.forbidden) return 'refused';
    throw error;
  }
}

describe(`back-office reads (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('declares every function the back-office query modules export', () => {
    const exported = Object.entries(modules).flatMap(([prefix, module]) =>
      Object.entries(module)
        .filter(([name, value]) => typeof value === 'function' && !/^[A-Z]/.test(name))
        .map(([name]) => `${prefix}.${name}`),
    );
    expect(exported.filter((name) => !(name in reads) && !(name in notBackOfficeReads))).toEqual([]);
  });

  for (const [name, { capability, read }] of Object.entries(reads)) {
    it(`${name} checks ${capability} itself: refuses a visitor, a member and every role without it`, async () => {
      const actual: Record<string, Outcome> = {};
      const want: Record<string, Outcome> = {};
      for (const row of roleRows) {
        actual[row.label] = await outcomeOf(row.label, read);
        want[row.label] = row.roles !== null && scopeOf(buildAbility(row.roles)).includes(capability) ? 'read' : 'refused';
      }
      expect(actual).toEqual(want);
    });
  }
});
