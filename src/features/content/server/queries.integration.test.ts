import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { broadcasts, contentBlocks, lawyers, posts, pressItems, reviews, slugRedirects, winCases } from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { feeScheduleKey } from '../domain/fee-schedule';
import {
  getBroadcastBySlug,
  getFeeSchedule,
  getLawyer,
  getPostBySlug,
  getReview,
  getWinCase,
  listBroadcasts,
  listLawyers,
  listPosts,
  listPressItems,
  listReviewPage,
  listReviews,
  listWinCasePage,
  listWinCases,
} from './queries';
import { cursorParam } from '@/lib/keyset';

// queries.ts does not cache, but the content module graph may import next/cache.
vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

let database: TestDatabase;
const published = { status: 'published', publishedAt: new Date('2026-03-02T09:00:00+09:00') } as const;
const draft = { status: 'draft', publishedAt: null } as const;

/** A small factory with Korean sample values; every row is made by this test file. */
function factory(db: TestDatabase['db']) {
  return {
    async lawyer(values: Partial<typeof lawyers.$inferInsert> = {}) {
      const [row] = await db
        .insert(lawyers)
        .values({
          name: '한서윤',
          title: '변호사',
          summary: '이혼과 재산분할 사건을 주로 맡습니다.',
          registeredSpecialties: ['가사법'],
          specialties: ['재산분할'],
          ...published,
          ...values,
        })
        .returning();
      return row!;
    },
    async winCase(values: Partial<typeof winCases.$inferInsert> = {}) {
      const [row] = await db
        .insert(winCases)
        .values({
          title: '혼인 20년 차 부부의 재산분할, 퇴직금까지 분할 대상으로 인정',
          specialty: '재산분할',
          resolution: 'judgment',
          court: '서울가정법원',
          decidedOn: '2025-11-14',
          summary: '배우자 명의 퇴직금과 아파트를 분할 대상에 넣었습니다.',
          outcome: '분할 비율 50% 인정',
          bodyHtml: '<p>사건의 경과</p>',
          ...published,
          ...values,
        })
        .returning();
      return row!;
    },
    async review(values: Partial<typeof reviews.$inferInsert> = {}) {
      const [row] = await db
        .insert(reviews)
        .values({
          title: '아이 양육권을 지킬 수 있었습니다',
          specialty: '양육권-양육비',
          clientLabel: '김○○ 님 (40대)',
          bodyHtml: '<p>처음 상담부터 끝까지 같은 변호사님이 맡아 주셨습니다.</p>',
          consentRecordedAt: new Date('2026-02-01T10:00:00+09:00'),
          ...published,
          ...values,
        })
        .returning();
      return row!;
    },
    async post(values: Partial<typeof posts.$inferInsert> & { slug: string }) {
      const [row] = await db
        .insert(posts)
        .values({
          category: '재산분할',
          title: '퇴직금도 재산분할 대상이 될까',
          description: '이미 받은 퇴직금과 장래의 퇴직금을 나누어 봅니다.',
          bodyHtml: '<p>본문</p>',
          ...published,
          ...values,
        })
        .returning();
      return row!;
    },
  };
}

let make: ReturnType<typeof factory>;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  make = factory(database.db);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

describe('lawyers', () => {
  it('lists published lawyers only and filters by specialty', async () => {
    const property = await make.lawyer({ name: '윤가람', specialties: ['재산분할', '이혼소송'] });
    const affair = await make.lawyer({ name: '서지호', specialties: ['상간남-상간녀'] });
    const hidden = await make.lawyer({ name: '초안 변호사', ...draft });

    const all = (await listLawyers()).map((l) => l.id);
    expect(all).toEqual(expect.arrayContaining([property.id, affair.id]));
    expect(all).not.toContain(hidden.id);

    const affairIds = (await listLawyers({ specialty: '상간남-상간녀' })).map((l) => l.id);
    expect(affairIds).toContain(affair.id);
    expect(affairIds).not.toContain(property.id);
  });

  it('returns null for a draft lawyer and for unknown or invalid ids', async () => {
    const hidden = await make.lawyer({ ...draft });
    expect(await getLawyer(hidden.id)).toBeNull();
    expect(await getLawyer(987_654)).toBeNull();
    expect(await getLawyer(0)).toBeNull();
    expect(await getLawyer(Number.NaN)).toBeNull();
  });
});

describe('win cases', () => {
  it('never returns drafts, in lists or by id', async () => {
    const shown = await make.winCase();
    const hidden = await make.winCase({ title: '초안 사례', ...draft });
    const ids = (await listWinCases()).map((c) => c.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(await getWinCase(hidden.id)).toBeNull();
    expect((await getWinCase(shown.id))?.title).toBe(shown.title);
  });

  it('filters by specialty, lawyer and resolution', async () => {
    const lawyer = await make.lawyer({ name: '문하윤' });
    const mine = await make.winCase({ lawyerId: lawyer.id, specialty: '이혼소송', resolution: 'mediation' });
    const other = await make.winCase({ specialty: '위자료' });

    const byLawyer = await listWinCases({ lawyerId: lawyer.id });
    expect(byLawyer.map((c) => c.id)).toEqual([mine.id]);
    expect(byLawyer[0]!.lawyer).toEqual({ id: lawyer.id, name: '문하윤', title: '변호사' });

    const bySpecialty = await listWinCases({ specialty: '위자료' });
    expect(bySpecialty.every((c) => c.specialty === '위자료')).toBe(true);
    expect(bySpecialty.map((c) => c.id)).toContain(other.id);

    const mediated = await listWinCases({ resolution: 'mediation' });
    expect(mediated.map((c) => c.id)).toContain(mine.id);
    expect(mediated.every((c) => c.resolution === 'mediation')).toBe(true);
  });

  it('does not expose a draft lawyer through a published case', async () => {
    const hiddenLawyer = await make.lawyer({ name: '비공개 변호사', ...draft });
    const item = await make.winCase({ lawyerId: hiddenLawyer.id });
    expect((await getWinCase(item.id))?.lawyer).toBeNull();
    const listed = (await listWinCases()).find((c) => c.id === item.id);
    expect(listed?.lawyer).toBeNull();
  });

  it('returns null for an unknown id', async () => {
    expect(await getWinCase(999_999)).toBeNull();
    expect(await getWinCase(-3)).toBeNull();
  });
});

describe('reviews', () => {
  it('never returns a review without recorded consent, even when published', async () => {
    const consented = await make.review();
    const withoutConsent = await make.review({ title: '동의 없는 후기', consentRecordedAt: null });
    const ids = (await listReviews()).map((r) => r.id);
    expect(ids).toContain(consented.id);
    expect(ids).not.toContain(withoutConsent.id);
    expect(await getReview(withoutConsent.id)).toBeNull();
  });

  it('never returns a draft review', async () => {
    const hidden = await make.review({ ...draft });
    expect((await listReviews()).map((r) => r.id)).not.toContain(hidden.id);
    expect(await getReview(hidden.id)).toBeNull();
  });

  it('filters by specialty and lawyer and shows the masked client label', async () => {
    const lawyer = await make.lawyer({ name: '강다온' });
    const mine = await make.review({ lawyerId: lawyer.id, specialty: '상간남-상간녀', clientLabel: '이○○ 님 (30대)' });
    const byLawyer = await listReviews({ lawyerId: lawyer.id });
    expect(byLawyer.map((r) => r.id)).toEqual([mine.id]);
    expect(byLawyer[0]!.clientLabel).toBe('이○○ 님 (30대)');
    const bySpecialty = await listReviews({ specialty: '상간남-상간녀' });
    expect(bySpecialty.every((r) => r.specialty === '상간남-상간녀')).toBe(true);
    expect(await getReview(123_456)).toBeNull();
  });
});

describe('list pages (keyset, eight at a time)', () => {
  it('pages the win cases newest decision first, ties by id, without drafts, keeping the filter', async () => {
    await database.db.delete(winCases);
    // Nineteen published cases, two decided on each day, and a newer draft that never shows.
    const made = [];
    for (let i = 0; i < 19; i++) {
      const day = String(10 + Math.floor(i / 2)).padStart(2, '0');
      made.push(await make.winCase({ decidedOn: `2025-10-${day}`, specialty: i % 3 === 0 ? '위자료' : '재산분할' }));
    }
    await make.winCase({ ...draft, decidedOn: '2025-12-01' });
    const newestFirst = made.sort((a, b) => b.decidedOn.localeCompare(a.decidedOn) || b.id - a.id);

    const first = await listWinCasePage({}, null);
    expect(first.total).toBe(19);
    expect(first.items.map((c) => c.id)).toEqual(newestFirst.slice(0, 8).map((c) => c.id));
    const second = await listWinCasePage({}, cursorParam(first.nextCursor!));
    expect(second.items.map((c) => c.id)).toEqual(newestFirst.slice(8, 16).map((c) => c.id));
    const last = await listWinCasePage({}, cursorParam(second.nextCursor!));
    expect(last.items.map((c) => c.id)).toEqual(newestFirst.slice(16).map((c) => c.id));
    expect(last.nextCursor).toBeNull();

    const alimony = await listWinCasePage({ specialty: '위자료' }, null);
    expect(alimony.total).toBe(7);
    expect(alimony.items.map((c) => c.id)).toEqual(newestFirst.filter((c) => c.specialty === '위자료').map((c) => c.id));
    expect(alimony.nextCursor).toBeNull();
  });

  it('pages the reviews newest first, ties by id, only published with consent', async () => {
    await database.db.delete(reviews);
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1 + Math.floor(n / 2)));
    const made = [];
    for (let i = 0; i < 10; i++) made.push(await make.review({ publishedAt: at(i) }));
    await make.review({ publishedAt: at(20), consentRecordedAt: null });
    await make.review({ ...draft });
    const newestFirst = made.sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id);

    const first = await listReviewPage({}, null);
    expect(first.total).toBe(10);
    expect(first.items.map((r) => r.id)).toEqual(newestFirst.slice(0, 8).map((r) => r.id));
    const second = await listReviewPage({}, cursorParam(first.nextCursor!));
    expect(second.items.map((r) => r.id)).toEqual(newestFirst.slice(8).map((r) => r.id));
    expect(second.nextCursor).toBeNull();
    expect((await listReviewPage({ specialty: '재산분할' }, null)).items).toEqual([]);
  });
});

describe('posts', () => {
  it('finds a published post by slug, redirects an old slug and hides drafts', async () => {
    const post = await make.post({ slug: '퇴직금-재산분할' });
    await database.db.insert(slugRedirects).values({ kind: 'post', oldSlug: '퇴직금-분할-예전', targetId: post.id });
    const hidden = await make.post({ slug: '초안-글', ...draft });

    const found = await getPostBySlug('퇴직금-재산분할');
    expect(found && 'post' in found && found.post.id).toBe(post.id);

    const moved = await getPostBySlug('퇴직금-분할-예전');
    expect(moved && 'redirectTo' in moved && moved.redirectTo.slug).toBe('퇴직금-재산분할');

    expect(await getPostBySlug('초안-글')).toBeNull();
    expect(await getPostBySlug('없는-글')).toBeNull();
    expect((await listPosts()).map((p) => p.id)).not.toContain(hidden.id);
  });

  it('does not redirect an old slug to a draft post', async () => {
    const hidden = await make.post({ slug: '비공개-새-주소', ...draft });
    await database.db.insert(slugRedirects).values({ kind: 'post', oldSlug: '비공개-옛-주소', targetId: hidden.id });
    expect(await getPostBySlug('비공개-옛-주소')).toBeNull();
  });

  it('filters by category and lawyer', async () => {
    const lawyer = await make.lawyer({ name: '오세린' });
    const mine = await make.post({ slug: '상간자-소멸시효', category: '상간자소송', lawyerId: lawyer.id });
    expect((await listPosts({ lawyerId: lawyer.id })).map((p) => p.id)).toEqual([mine.id]);
    expect((await listPosts({ category: '상간자소송' })).every((p) => p.category === '상간자소송')).toBe(true);
  });
});

describe('broadcasts and press', () => {
  it('finds a broadcast by slug, redirects an old slug, and hides drafts', async () => {
    const [shown] = await database.db
      .insert(broadcasts)
      .values({
        slug: '라디오-재산분할',
        title: '재산분할, 무엇부터 정리할까',
        channel: '가상FM',
        program: '생활 법률',
        airedOn: '2025-10-01',
        summary: '요약',
        ...published,
      })
      .returning();
    await database.db.insert(slugRedirects).values({ kind: 'broadcast', oldSlug: '라디오-옛-주소', targetId: shown!.id });
    const [hidden] = await database.db
      .insert(broadcasts)
      .values({ slug: '초안-방송', title: '초안', channel: '가상TV', program: '초안', airedOn: '2025-10-02', summary: '요약', ...draft })
      .returning();

    const found = await getBroadcastBySlug('라디오-재산분할');
    expect(found && 'broadcast' in found && found.broadcast.id).toBe(shown!.id);
    const moved = await getBroadcastBySlug('라디오-옛-주소');
    expect(moved && 'redirectTo' in moved && moved.redirectTo.slug).toBe('라디오-재산분할');
    expect(await getBroadcastBySlug('초안-방송')).toBeNull();
    expect((await listBroadcasts()).map((b) => b.id)).not.toContain(hidden!.id);
  });

  it('lists published press items only', async () => {
    const [shown] = await database.db
      .insert(pressItems)
      .values({
        title: '이혼 뒤 양육비 이행 확보',
        outlet: '가상일보',
        publishedOn: '2025-09-10',
        url: 'https://news.example/1',
        summary: '요약',
        ...published,
      })
      .returning();
    const [hidden] = await database.db
      .insert(pressItems)
      .values({
        title: '초안 기사',
        outlet: '가상일보',
        publishedOn: '2025-09-11',
        url: 'https://news.example/2',
        summary: '요약',
        ...draft,
      })
      .returning();
    const ids = (await listPressItems()).map((p) => p.id);
    expect(ids).toContain(shown!.id);
    expect(ids).not.toContain(hidden!.id);
  });
});

describe('fee schedule', () => {
  it('is null until stored, then returns the stored schedule', async () => {
    expect(await getFeeSchedule()).toBeNull();
    const schedule = { intro: '사건별 착수금 안내입니다.', items: [{ service: '협의이혼', fee: '상담 후 안내', note: '' }], notes: [] };
    await database.db.insert(contentBlocks).values({ key: feeScheduleKey, data: schedule });
    expect(await getFeeSchedule()).toEqual(schedule);
  });
});
