import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getFile } from '@/app/files/[key]/route';
import { actionMessages } from '@/features/auth/server/action-client';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, contentBlocks, posts, reviews, slugRedirects, storedFiles } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { resetFileStorageForTests } from '@/server/storage/storage';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { feeScheduleKey } from '../domain/fee-schedule';
import {
  saveFeeScheduleAction,
  savePostAction,
  saveReviewAction,
  setContentStatusAction,
  uploadContentImageAction,
} from './office-actions';
import { contentMessages } from './office-mutations';
import { getPostBySlug } from './queries';
import { uploadMessages } from '../domain/image-upload';

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
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'content-files-'));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  resetFileStorageForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  editor = await createTestUser(database.db, { roles: ['홍보'], name: '오하린 홍보' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  member = await createTestUser(database.db, { name: '일반 회원' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
  delete process.env.DATA_DIR;
  resetEnvForTests();
  resetFileStorageForTests();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(slugRedirects);
  await database.db.delete(posts);
  await database.db.delete(reviews);
  await database.db.delete(auditLogs);
  updatedTags.length = 0;
});

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.60' }, run);

const postInput = (values: Record<string, unknown> = {}) => ({
  title: '협의이혼 숙려기간, 언제부터 세나요',
  slug: '',
  category: '이혼절차',
  description: '협의이혼 의사확인 신청 뒤 숙려기간이 시작되는 날과 줄어드는 경우를 정리했습니다.',
  bodyHtml: '<p>민법 제836조의2에 따라 양육할 자녀가 있으면 3개월, 없으면 1개월의 숙려기간이 지나야 합니다.</p>',
  lawyerId: null,
  ...values,
});

async function createPost(values: Record<string, unknown> = {}) {
  const result = await as(editor, () => savePostAction(postInput(values)));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data;
}

const postRow = async (id: number) => (await database.db.select().from(posts).where(eq(posts.id, id)))[0]!;

/** The smallest valid PNG: the signature, IHDR, IDAT and IEND of a 1×1 pixel. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function imageForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

describe(`content actions in the back office (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses anonymous callers, members and staff without content.manage, and writes nothing', async () => {
    expect(await as(null, () => savePostAction(postInput()))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await as(member, () => savePostAction(postInput()))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect(await as(manager, () => savePostAction(postInput()))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect(await as(manager, () => setContentStatusAction({ kind: 'post', id: 1, status: 'published' }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await as(manager, () => saveFeeScheduleAction({}))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect(await as(member, () => uploadContentImageAction(imageForm(png, 'a.png', 'image/png')))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await database.db.select().from(posts)).toEqual([]);
  });

  it('creates a draft with a slug made from the title, audit-logged, and refreshes the posts tag', async () => {
    const saved = await createPost();
    expect(saved).toMatchObject({ status: 'draft', slug: '협의이혼-숙려기간-언제부터-세나요' });
    const row = await postRow(saved.id);
    expect(row.status).toBe('draft');
    expect(row.publishedAt).toBeNull();
    expect(updatedTags).toContain('content:posts');
    const [audit] = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.subjectId, String(saved.id)));
    expect(audit).toMatchObject({ action: 'content.create', subjectType: 'post', actorName: '오하린 홍보' });
    // A draft is not public.
    expect(await getPostBySlug(saved.slug!)).toBeNull();
  });

  it('publishes only with the advertising-rule confirmation when a banned word is present', async () => {
    const saved = await createPost({ description: '첫 상담은 무료로 진행합니다.' });
    const refused = await as(editor, () => setContentStatusAction({ kind: 'post', id: saved.id, status: 'published' }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.formError).toContain('‘무료’');
      expect(refused.fieldErrors?.confirmAdRules).toBe(contentMessages.adRulesField);
    }
    expect((await postRow(saved.id)).status).toBe('draft');

    const viaSave = await as(editor, () =>
      savePostAction(postInput({ id: saved.id, description: '첫 상담은 무료로 진행합니다.', publish: true })),
    );
    expect(viaSave.ok).toBe(false);

    const published = await as(editor, () =>
      setContentStatusAction({ kind: 'post', id: saved.id, status: 'published', confirmAdRules: true }),
    );
    expect(published).toEqual({ ok: true, data: { id: saved.id, status: 'published' } });
    const row = await postRow(saved.id);
    expect(row.status).toBe('published');
    const firstPublishedAt = row.publishedAt;
    expect(firstPublishedAt).toBeInstanceOf(Date);

    // Unpublish, publish again: the first publication date stays.
    expect((await as(editor, () => setContentStatusAction({ kind: 'post', id: saved.id, status: 'draft' }))).ok).toBe(true);
    expect((await postRow(saved.id)).status).toBe('draft');
    expect(
      (await as(editor, () => setContentStatusAction({ kind: 'post', id: saved.id, status: 'published', confirmAdRules: true }))).ok,
    ).toBe(true);
    expect((await postRow(saved.id)).publishedAt?.toISOString()).toBe(firstPublishedAt!.toISOString());
    const actions = (
      await database.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.subjectId, String(saved.id)))
        .orderBy(auditLogs.id)
    ).map((a) => a.action);
    expect(actions).toEqual(['content.create', 'content.publish', 'content.unpublish', 'content.publish']);
  });

  it('publishes clean copy without a confirmation', async () => {
    const saved = await createPost({ publish: true });
    expect(saved.status).toBe('published');
    expect(await getPostBySlug(saved.slug!)).toMatchObject({ post: { id: saved.id } });
  });

  it('redirects the old slug of a published post to the new one', async () => {
    const saved = await createPost({ slug: '숙려기간-안내', publish: true });
    const renamed = await as(editor, () => savePostAction(postInput({ id: saved.id, slug: '협의이혼-숙려기간' })));
    expect(renamed).toMatchObject({ ok: true, data: { slug: '협의이혼-숙려기간', status: 'published' } });
    const redirects = await database.db.select().from(slugRedirects);
    expect(redirects).toMatchObject([{ kind: 'post', oldSlug: '숙려기간-안내', targetId: saved.id }]);
    expect(await getPostBySlug('숙려기간-안내')).toMatchObject({ redirectTo: { id: saved.id, slug: '협의이혼-숙려기간' } });
    expect(await getPostBySlug('협의이혼-숙려기간')).toMatchObject({ post: { id: saved.id } });

    // Back to the first slug: it is the post's own again, and the other one redirects.
    await as(editor, () => savePostAction(postInput({ id: saved.id, slug: '숙려기간-안내' })));
    expect(await getPostBySlug('숙려기간-안내')).toMatchObject({ post: { id: saved.id } });
    expect(await getPostBySlug('협의이혼-숙려기간')).toMatchObject({ redirectTo: { id: saved.id } });
  });

  it('answers a duplicate or malformed slug at the slug field', async () => {
    await createPost({ slug: '재산분할-기준' });
    const duplicate = await as(editor, () => savePostAction(postInput({ title: '다른 글', slug: '재산분할-기준' })));
    expect(duplicate).toEqual({ ok: false, formError: contentMessages.slugTaken, fieldErrors: { slug: contentMessages.slugTaken } });
    const malformed = await as(editor, () => savePostAction(postInput({ title: '다른 글', slug: '../재산 분할' })));
    expect(malformed).toMatchObject({ ok: false, fieldErrors: { slug: contentMessages.slugInvalid } });
    const invalid = await as(editor, () => savePostAction(postInput({ title: '', category: '없는분류' })));
    expect(invalid).toMatchObject({ ok: false, fieldErrors: { title: '제목을(를) 적어 주세요.', category: '분류를 골라 주세요.' } });
  });

  it('sanitizes the stored HTML: no script, no event handlers, no javascript: links', async () => {
    const saved = await createPost({
      bodyHtml:
        '<p>본문<script>alert(1)</script></p><img src="/files/x.png" onerror="alert(2)"><p><a href="javascript:alert(3)">나쁜 링크</a> <a href="https://www.scourt.go.kr">대법원</a></p><img src="https://evil.example/a.png">',
    });
    const html = (await postRow(saved.id)).bodyHtml;
    expect(html).not.toMatch(/script|onerror|javascript:|evil\.example/i);
    expect(html).toContain('<img src="/files/x.png" />');
    expect(html).toContain('<a href="https://www.scourt.go.kr" target="_blank" rel="noopener noreferrer">대법원</a>');
  });

  it('refuses to publish a review without the recorded consent', async () => {
    const review = {
      title: '재산분할에서 기여도를 인정받았습니다',
      specialty: '재산분할',
      clientLabel: '김○○ 님 (40대)',
      bodyHtml: '<p>처음부터 끝까지 진행 상황을 설명해 주셔서 안심할 수 있었습니다.</p>',
      lawyerId: null,
      consentRecordedOn: '',
    };
    const refused = await as(editor, () => saveReviewAction({ ...review, publish: true }));
    expect(refused).toEqual({
      ok: false,
      formError: contentMessages.consentMissing,
      fieldErrors: { consentRecordedOn: contentMessages.consentMissing },
    });
    const draft = await as(editor, () => saveReviewAction(review));
    expect(draft).toMatchObject({ ok: true, data: { status: 'draft' } });
    if (!draft.ok) return;
    expect(await as(editor, () => setContentStatusAction({ kind: 'review', id: draft.data.id, status: 'published' }))).toMatchObject({
      ok: false,
      formError: contentMessages.consentMissing,
    });
    const withConsent = await as(editor, () =>
      saveReviewAction({ ...review, id: draft.data.id, consentRecordedOn: '2026-03-02', publish: true }),
    );
    expect(withConsent).toMatchObject({ ok: true, data: { status: 'published' } });
    expect(updatedTags).toContain('content:reviews');
  });

  it('saves the fee schedule and refreshes its tag', async () => {
    const schedule = {
      intro: '사건의 쟁점과 난이도에 따라 비용이 달라질 수 있어, 상담 뒤 서면으로 안내합니다.',
      items: [{ service: '협의이혼', fee: '착수금 220만 원부터', note: '부가가치세 포함' }],
      notes: ['인지대·송달료 등 소송 비용은 별도입니다.'],
    };
    expect(await as(editor, () => saveFeeScheduleAction({ schedule }))).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(contentBlocks).where(eq(contentBlocks.key, feeScheduleKey));
    expect(row!.data).toEqual(schedule);
    expect(updatedTags).toContain('content:fee-schedule');
    const banned = await as(editor, () => saveFeeScheduleAction({ schedule: { ...schedule, intro: '지금 계약하면 할인해 드립니다.' } }));
    expect(banned).toMatchObject({ ok: false, fieldErrors: { confirmAdRules: contentMessages.adRulesField } });
    const empty = await as(editor, () => saveFeeScheduleAction({ schedule: { ...schedule, items: [] } }));
    expect(empty).toMatchObject({ ok: false, fieldErrors: { 'schedule.items': '항목을 하나 이상 넣어 주세요.' } });
  });

  it('refuses an upload of the wrong type or over 5 MB', async () => {
    const fakePng = await as(editor, () =>
      uploadContentImageAction(imageForm(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'photo.png', 'image/png')),
    );
    expect(fakePng).toEqual({ ok: false, formError: uploadMessages.wrongType, fieldErrors: { file: uploadMessages.wrongType } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    const tooLarge = await as(editor, () => uploadContentImageAction(imageForm(big, 'big.png', 'image/png')));
    expect(tooLarge).toEqual({ ok: false, formError: uploadMessages.tooLarge, fieldErrors: { file: uploadMessages.tooLarge } });
    const missing = await as(editor, () => uploadContentImageAction(new FormData()));
    expect(missing).toMatchObject({ ok: false, fieldErrors: { file: uploadMessages.missing } });
    expect(await database.db.select().from(storedFiles)).toEqual([]);
  });

  it('stores a valid PNG and serves it publicly at /files/{key}', async () => {
    const uploaded = await as(editor, () => uploadContentImageAction(imageForm(png, '사무실 전경.png', 'application/octet-stream')));
    expect(uploaded.ok).toBe(true);
    if (!uploaded.ok) return;
    expect(uploaded.data.url).toMatch(/^\/files\/[A-Za-z0-9_-]+\.png$/);
    const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.key, uploaded.data.key));
    expect(row).toMatchObject({
      visibility: 'public',
      contentType: 'image/png',
      size: png.byteLength,
      originalName: '사무실 전경.png',
      uploadedBy: editor.id,
    });
    const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'content.image.upload'));
    expect(audit).toMatchObject({ subjectId: uploaded.data.key, actorName: '오하린 홍보' });

    const response = await getFile(new Request(`http://localhost${uploaded.data.url}`), {
      params: Promise.resolve({ key: uploaded.data.key }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);

    // The sanitizer keeps an image from our own store.
    const saved = await createPost({ bodyHtml: `<p>사무실</p><img src="${uploaded.data.url}" alt="사무실 전경">` });
    expect((await postRow(saved.id)).bodyHtml).toContain(`<img src="${uploaded.data.url}" alt="사무실 전경" />`);

    // Private rows, unknown keys and keys that try to leave the folder are 404.
    await database.db.update(storedFiles).set({ visibility: 'private' }).where(eq(storedFiles.key, uploaded.data.key));
    const hidden = await getFile(new Request('http://localhost/files/x'), { params: Promise.resolve({ key: uploaded.data.key }) });
    expect(hidden.status).toBe(404);
    for (const key of ['AAAAAAAAAAAAAAAAAAAAAAAA.png', '..%2F..%2Fsecret', '../../demo-accounts.txt']) {
      const answer = await getFile(new Request('http://localhost/files/x'), { params: Promise.resolve({ key }) });
      expect(answer.status, key).toBe(404);
    }
  });
});
