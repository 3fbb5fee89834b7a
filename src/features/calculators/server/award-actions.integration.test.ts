import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { useDatabaseForTests } from '@/server/db/db';
import { affairAwards, auditLogs } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { demoAffairAwards } from '../demo/affair-awards';
import { saveAwardAction, setAwardStatusAction } from './award-actions';
import { awardsTag } from './award-cached';
import { awardMessages } from './award-mutations';
import { listAwardsForOffice, listPublishedAwards } from './award-queries';
import { seedAffairAwards } from './award-seed';

const updatedTags: string[] = [];
vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  updateTag: (tag: string) => updatedTags.push(tag),
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}));

let database: TestDatabase;
let editor: TestUser;
let manager: TestUser;
let member: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  editor = await createTestUser(database.db, { roles: ['홍보'], name: '오하린 홍보' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  member = await createTestUser(database.db, { name: '일반 회원' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(affairAwards);
  await database.db.delete(auditLogs);
  updatedTags.length = 0;
});

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.61' }, run);

const awardInput = (values: Record<string, unknown> = {}) => ({
  caseLabel: '서울가정법원 2024드단0000 (가상)',
  court: '서울가정법원',
  decidedOn: '2024-06-14',
  amount: '18,000,000',
  marriageYears: '12',
  affairMonths: '20',
  divorced: true,
  hasMinorChildren: true,
  cohabitation: true,
  pregnancy: false,
  knewOfMarriage: true,
  continuedAfterDiscovery: false,
  summary: '혼인 12년차 부부. 피고와 배우자가 약 1년 8개월 동안 동거함. 이혼 소송이 함께 진행됨.',
  ...values,
});

describe('award actions', () => {
  it('refuse visitors, members and staff without content.manage before reading the input', async () => {
    expect(await as(null, () => saveAwardAction(awardInput()))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await as(member, () => saveAwardAction(awardInput()))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect(await as(manager, () => saveAwardAction(awardInput()))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect(await as(manager, () => setAwardStatusAction({ id: 1, status: 'published' }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await database.db.select().from(affairAwards)).toEqual([]);
  });

  it('create a draft, publish it, and audit-log each step with the cache refreshed', async () => {
    const created = await as(editor, () => saveAwardAction(awardInput()));
    expect(created).toMatchObject({ ok: true, data: { status: 'draft' } });
    const id = created.ok ? created.data.id : 0;
    const [row] = await database.db.select().from(affairAwards).where(eq(affairAwards.id, id));
    expect(row).toMatchObject({ amount: 18_000_000, marriageYears: 12, affairMonths: 20, cohabitation: true, status: 'draft' });
    expect(await listPublishedAwards()).toEqual([]);

    expect(await as(editor, () => setAwardStatusAction({ id, status: 'published' }))).toEqual({
      ok: true,
      data: { id, status: 'published' },
    });
    expect((await listPublishedAwards()).map((item) => item.id)).toEqual([id]);

    const updated = await as(editor, () => saveAwardAction({ ...awardInput({ amount: 21_000_000 }), id }));
    expect(updated).toEqual({ ok: true, data: { id, status: 'published' } });
    expect((await listPublishedAwards())[0]!.amount).toBe(21_000_000);

    expect(await as(editor, () => setAwardStatusAction({ id, status: 'draft' }))).toMatchObject({ ok: true });
    expect(await listPublishedAwards()).toEqual([]);

    const audit = await database.db.select().from(auditLogs).orderBy(auditLogs.id);
    expect(audit.map((entry) => entry.action)).toEqual(['award.create', 'award.publish', 'award.update', 'award.unpublish']);
    expect(
      audit.every((entry) => entry.subjectType === 'affair_award' && entry.subjectId === String(id) && entry.actorId === editor.id),
    ).toBe(true);
    expect(audit[2]!.detail).toMatchObject({ amount: 21_000_000, amountFrom: 18_000_000, changedFields: ['amount'] });
    expect(updatedTags.length).toBe(4);
    expect(new Set(updatedTags)).toEqual(new Set([awardsTag]));
  });

  it('publish on create when asked', async () => {
    const created = await as(editor, () => saveAwardAction({ ...awardInput(), publish: true }));
    expect(created).toMatchObject({ ok: true, data: { status: 'published' } });
    expect(await listPublishedAwards()).toHaveLength(1);
  });

  it('answer bad input with Korean messages at the fields and write nothing', async () => {
    const result = await as(editor, () =>
      saveAwardAction(
        awardInput({
          caseLabel: ' ',
          decidedOn: '2024-02-30',
          amount: '천만 원',
          marriageYears: '-1',
          affairMonths: '',
          cohabitation: 'yes',
        }),
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.formError).toBe(actionMessages.invalid);
    expect(result.fieldErrors).toMatchObject({
      caseLabel: '사건 표시을(를) 적어 주세요.',
      decidedOn: '선고일이 올바른 날짜가 아닙니다.',
      amount: '인정 위자료을(를) 숫자로 적어 주세요.',
      marriageYears: '혼인 기간은(는) 0년 이상 70년 이하의 정수로 적어 주세요.',
      affairMonths: '부정행위 기간을(를) 숫자로 적어 주세요.',
      cohabitation: '동거 여부을(를) 골라 주세요.',
    });
    expect(await database.db.select().from(affairAwards)).toEqual([]);
    expect(await database.db.select().from(auditLogs)).toEqual([]);
  });

  it('say so when the case is gone', async () => {
    expect(await as(editor, () => setAwardStatusAction({ id: 999_999, status: 'published' }))).toEqual({
      ok: false,
      formError: awardMessages.notFound,
    });
    expect(await as(editor, () => saveAwardAction({ ...awardInput(), id: 999_999 }))).toEqual({
      ok: false,
      formError: awardMessages.notFound,
    });
  });
});

describe('award queries and seed', () => {
  it('the public query returns published cases only; the office list has drafts too, searchable', async () => {
    await database.db.insert(affairAwards).values([
      { ...demoAffairAwards[0]!, status: 'published' },
      { ...demoAffairAwards[1]!, status: 'draft', summary: '임시 저장 중인 사례' },
    ]);
    const published = await listPublishedAwards();
    expect(published).toHaveLength(1);
    expect(published[0]!.caseLabel).toBe(demoAffairAwards[0]!.caseLabel);
    expect(await as(editor, () => listAwardsForOffice())).toHaveLength(2);
    expect(await as(editor, () => listAwardsForOffice({ status: 'draft' }))).toHaveLength(1);
    expect(await as(editor, () => listAwardsForOffice({ q: '임시 저장 중' }))).toHaveLength(1);
    expect(await as(editor, () => listAwardsForOffice({ q: '100%_없는' }))).toHaveLength(0);
  });

  it('the demo seed fills an empty table once and never again', async () => {
    expect(await seedAffairAwards(database.db, demoAffairAwards)).toBe(true);
    expect(await listPublishedAwards()).toHaveLength(demoAffairAwards.length);
    expect(await seedAffairAwards(database.db, demoAffairAwards)).toBe(false);
    expect(await as(editor, () => listAwardsForOffice())).toHaveLength(demoAffairAwards.length);
  });
});
