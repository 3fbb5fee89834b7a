import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { ActionError, actionMessages } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { Db, DbOrTx } from '@/server/db/client';
import { broadcasts, contentBlocks, lawyers, posts, pressItems, reviews, slugRedirects, winCases } from '@/server/db/schema';
import { checkAdRules, textOfHtml, type AdRuleWarning } from '../domain/ad-rules';
import type { ContentKind } from '../domain/catalog';
import { feeScheduleKey } from '../domain/fee-schedule';
import { isValidSlug, makeSlug } from '../domain/slug';
import type { FeeSchedule } from '../domain/types';
import type { BroadcastInput, LawyerInput, PostInput, PressInput, ReviewInput, StatusInput, WinCaseInput } from '../schemas';
import type { ContentTag } from './cached';
import { contentTags, revalidateContent } from './revalidate';
import { sanitizeContentHtml } from './sanitize';
import { seoulHour } from '@/lib/seoul-date';

/**
 * The back office's writes to the firm's content (issue 4). Every save sanitizes its HTML,
 * keeps slugs unique and stable (a published item's old slug redirects), refuses to publish over
 * advertising-rule warnings the editor did not confirm, and a review without the client's
 * recorded consent; every write is audit-logged in its transaction and refreshes the cache tags
 * of the public pages that show it.
 */

export type Actor = { id: string; name: string };
export type WriteContext = { db: Db; actor: Actor; ipAddress: string };
export type SaveResult = { id: number; status: 'draft' | 'published'; slug?: string };

export const contentMessages = {
  notFound: '이 항목을 찾을 수 없습니다. 목록에서 다시 열어 주세요.',
  slugTaken: '이미 다른 항목이 쓰는 주소(slug)입니다. 다른 주소를 적어 주세요.',
  slugInvalid: '주소(slug)는 한글, 영문 소문자, 숫자를 하이픈(-) 하나로 이어 적어 주세요. 예: 상간녀-위자료-산정',
  slugEmpty: '제목으로 주소를 만들 수 없습니다. 주소(slug)를 직접 적어 주세요.',
  consentMissing: '의뢰인의 게시 동의를 받은 날을 기록해야 후기를 게시할 수 있습니다.',
  lawyerMissing: '고른 담당 변호사를 찾을 수 없습니다. 다시 골라 주세요.',
  adRulesField: '게시하려면 경고 내용을 확인하고 이 칸에 표시해 주세요.',
};

export function adRulesMessage(warnings: AdRuleWarning[]): string {
  const words = warnings.map((warning) => `‘${warning.word}’`).join(', ');
  return `광고 규정 경고가 있습니다(${words}). 표현을 고치거나, 경고를 확인한 뒤 ‘광고 규정 경고를 확인했습니다’에 표시하고 다시 게시해 주세요.`;
}

const tables = { lawyer: lawyers, winCase: winCases, review: reviews, post: posts, broadcast: broadcasts, press: pressItems } as const;
type AnyTable = (typeof tables)[ContentKind];

const kindInfo: Record<ContentKind, { tag: ContentTag; subject: string; text: string[]; html: string[]; lines: string[] }> = {
  lawyer: {
    tag: contentTags.lawyers,
    subject: 'lawyer',
    text: ['name', 'title', 'summary'],
    html: ['introHtml'],
    lines: ['education', 'career', 'registeredSpecialties'],
  },
  winCase: { tag: contentTags.winCases, subject: 'win_case', text: ['title', 'summary', 'outcome'], html: ['bodyHtml'], lines: [] },
  review: { tag: contentTags.reviews, subject: 'review', text: ['title'], html: ['bodyHtml'], lines: [] },
  post: { tag: contentTags.posts, subject: 'post', text: ['title', 'description'], html: ['bodyHtml'], lines: [] },
  broadcast: { tag: contentTags.broadcasts, subject: 'broadcast', text: ['title', 'summary'], html: ['bodyHtml'], lines: [] },
  press: { tag: contentTags.press, subject: 'press_item', text: ['title', 'summary'], html: [], lines: [] },
};

/** What a reader of the item sees, for the advertising-rule check. */
export function adTextsOf(kind: ContentKind, item: Record<string, unknown>): string[] {
  const info = kindInfo[kind];
  return [
    ...info.text.map((key) => String(item[key] ?? '')),
    ...info.html.map((key) => textOfHtml(String(item[key] ?? ''))),
    ...info.lines.flatMap((key) => (Array.isArray(item[key]) ? (item[key] as unknown[]).map(String) : [])),
  ];
}

function assertAdRules(texts: string[], confirmed: boolean): void {
  const warnings = checkAdRules(texts);
  if (warnings.length > 0 && !confirmed) throw new ActionError(adRulesMessage(warnings), { confirmAdRules: contentMessages.adRulesField });
}

type Row = Record<string, unknown> & { id: number; status: string; publishedAt: Date | null; title?: string; name?: string; slug?: string };

async function loadForUpdate(tx: DbOrTx, kind: ContentKind, id: number): Promise<Row> {
  const table = tables[kind] as typeof posts;
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw new ActionError(contentMessages.notFound);
  return row as unknown as Row;
}

async function assertLawyer(tx: DbOrTx, lawyerId: number | null): Promise<void> {
  if (lawyerId === null) return;
  const [row] = await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, lawyerId));
  if (!row) throw new ActionError(actionMessages.invalid, { lawyerId: contentMessages.lawyerMissing });
}

/** The slug to store: the one typed, or one made from the title; valid and not used by another row. */
async function resolveSlug(tx: DbOrTx, kind: 'post' | 'broadcast', typed: string, title: string, id: number | undefined): Promise<string> {
  const slug = typed.trim() ? typed.trim().normalize('NFC') : makeSlug(title);
  if (!slug) throw new ActionError(actionMessages.invalid, { slug: contentMessages.slugEmpty });
  if (!isValidSlug(slug)) throw new ActionError(actionMessages.invalid, { slug: contentMessages.slugInvalid });
  const table = kind === 'post' ? posts : broadcasts;
  const [other] = await tx
    .select({ id: table.id })
    .from(table)
    .where(id ? and(eq(table.slug, slug), ne(table.id, id)) : eq(table.slug, slug));
  if (other) throw new ActionError(contentMessages.slugTaken, { slug: contentMessages.slugTaken });
  return slug;
}

function changedFields(before: Record<string, unknown> | null, values: Record<string, unknown>): string[] {
  if (!before) return Object.keys(values);
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(a instanceof Date ? a.toISOString() : a) === JSON.stringify(b instanceof Date ? b.toISOString() : b);
  return Object.keys(values).filter((key) => !same(before[key], values[key]));
}

type SaveOptions = { publish: boolean; confirmAdRules: boolean };

/**
 * The shared save: insert or update one row with `values` (already sanitized), publishing it when
 * asked. An item that stays published is checked like a new publication, since the public page
 * shows the edit.
 */
async function saveItem(
  { db, actor, ipAddress }: WriteContext,
  kind: ContentKind,
  id: number | undefined,
  build: (tx: DbOrTx, existing: Row | null) => Promise<Record<string, unknown>>,
  options: SaveOptions,
): Promise<SaveResult> {
  const table = tables[kind] as AnyTable as typeof posts;
  const result = await db.transaction(async (tx) => {
    const existing = id ? await loadForUpdate(tx, kind, id) : null;
    const values = await build(tx, existing);
    const status: 'draft' | 'published' = options.publish || existing?.status === 'published' ? 'published' : 'draft';
    if (status === 'published') {
      if (kind === 'review' && !values.consentRecordedAt)
        throw new ActionError(contentMessages.consentMissing, { consentRecordedOn: contentMessages.consentMissing });
      assertAdRules(adTextsOf(kind, values), options.confirmAdRules);
    }
    const now = new Date();
    const publishedAt = status === 'published' ? (existing?.publishedAt ?? now) : (existing?.publishedAt ?? null);
    const changes = changedFields(existing, values);
    let savedId: number;
    if (existing) {
      await tx
        .update(table)
        .set({ ...values, status, publishedAt, updatedAt: now } as never)
        .where(eq(table.id, existing.id));
      savedId = existing.id;
    } else {
      const [row] = await tx
        .insert(table)
        .values({ ...values, status, publishedAt } as never)
        .returning({ id: table.id });
      savedId = row!.id;
    }
    const slug = typeof values.slug === 'string' ? values.slug : undefined;
    if ((kind === 'post' || kind === 'broadcast') && slug) {
      // The slug is this item's again (or a new item's): an old redirect from it would shadow nothing, drop it.
      await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
      if (existing?.status === 'published' && existing.slug && existing.slug !== slug) {
        await tx
          .insert(slugRedirects)
          .values({ kind, oldSlug: existing.slug, targetId: savedId })
          .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.oldSlug], set: { targetId: savedId, createdAt: now } });
      }
    }
    const action = !existing
      ? 'content.create'
      : existing.status !== status
        ? status === 'published'
          ? 'content.publish'
          : 'content.unpublish'
        : 'content.update';
    await recordAudit(tx, {
      actor,
      action,
      subjectType: kindInfo[kind].subject,
      subjectId: savedId,
      detail: {
        title: String(values.title ?? values.name ?? ''),
        status,
        changedFields: changes,
        ...(existing?.slug && slug && existing.slug !== slug ? { slug: { from: existing.slug, to: slug } } : {}),
        ...(status === 'published' && options.confirmAdRules
          ? { adRuleWarnings: checkAdRules(adTextsOf(kind, values)).map((w) => w.word) }
          : {}),
      },
      ipAddress,
    });
    return { id: savedId, status, ...(slug ? { slug } : {}) };
  });
  revalidateContent(kindInfo[kind].tag);
  return result;
}

const html = (value: string) => sanitizeContentHtml(value);

export function saveLawyer(context: WriteContext, input: LawyerInput): Promise<SaveResult> {
  const { id, publish, confirmAdRules, photoPath, officeName, introHtml, ...rest } = input;
  return saveItem(
    context,
    'lawyer',
    id,
    async () => ({ ...rest, photoPath: photoPath || null, officeName: officeName || null, introHtml: html(introHtml) }),
    {
      publish,
      confirmAdRules,
    },
  );
}

export function saveWinCase(context: WriteContext, input: WinCaseInput): Promise<SaveResult> {
  const { id, publish, confirmAdRules, bodyHtml, ...rest } = input;
  return saveItem(
    context,
    'winCase',
    id,
    async (tx) => {
      await assertLawyer(tx, rest.lawyerId);
      return { ...rest, bodyHtml: html(bodyHtml) };
    },
    { publish, confirmAdRules },
  );
}

/** A consent day is stored as that morning in Seoul. */
const consentAt = (day: string): Date | null => (day ? seoulHour(day, 9) : null);

export function saveReview(context: WriteContext, input: ReviewInput): Promise<SaveResult> {
  const { id, publish, confirmAdRules, bodyHtml, consentRecordedOn, consentNote, ...rest } = input;
  return saveItem(
    context,
    'review',
    id,
    async (tx) => {
      await assertLawyer(tx, rest.lawyerId);
      return { ...rest, bodyHtml: html(bodyHtml), consentRecordedAt: consentAt(consentRecordedOn), consentNote: consentNote || null };
    },
    { publish, confirmAdRules },
  );
}

export function savePost(context: WriteContext, input: PostInput): Promise<SaveResult> {
  const { id, publish, confirmAdRules, bodyHtml, slug, ...rest } = input;
  return saveItem(
    context,
    'post',
    id,
    async (tx) => {
      await assertLawyer(tx, rest.lawyerId);
      return { ...rest, slug: await resolveSlug(tx, 'post', slug, rest.title, id), bodyHtml: html(bodyHtml) };
    },
    { publish, confirmAdRules },
  );
}

export function saveBroadcast(context: WriteContext, input: BroadcastInput): Promise<SaveResult> {
  const { id, publish, confirmAdRules, bodyHtml, slug, videoUrl, ...rest } = input;
  return saveItem(
    context,
    'broadcast',
    id,
    async (tx) => {
      await assertLawyer(tx, rest.lawyerId);
      return {
        ...rest,
        slug: await resolveSlug(tx, 'broadcast', slug, rest.title, id),
        bodyHtml: html(bodyHtml),
        videoUrl: videoUrl || null,
      };
    },
    { publish, confirmAdRules },
  );
}

export function savePressItem(context: WriteContext, input: PressInput): Promise<SaveResult> {
  const { id, publish, confirmAdRules, ...rest } = input;
  return saveItem(
    context,
    'press',
    id,
    async (tx) => {
      await assertLawyer(tx, rest.lawyerId);
      return rest;
    },
    { publish, confirmAdRules },
  );
}

/** Publish or unpublish a stored item as it is (the list's buttons, the editor's 게시 중지). */
export async function setContentStatus({ db, actor, ipAddress }: WriteContext, input: StatusInput): Promise<SaveResult> {
  const { kind, id, status, confirmAdRules } = input;
  const table = tables[kind] as AnyTable as typeof posts;
  const result = await db.transaction(async (tx) => {
    const row = await loadForUpdate(tx, kind, id);
    if (row.status === status) return { id, status };
    if (status === 'published') {
      if (kind === 'review' && !row.consentRecordedAt)
        throw new ActionError(contentMessages.consentMissing, { consentRecordedOn: contentMessages.consentMissing });
      assertAdRules(adTextsOf(kind, row), confirmAdRules);
    }
    const now = new Date();
    await tx
      .update(table)
      .set({ status, publishedAt: row.publishedAt ?? (status === 'published' ? now : null), updatedAt: now } as never)
      .where(eq(table.id, id));
    await recordAudit(tx, {
      actor,
      action: status === 'published' ? 'content.publish' : 'content.unpublish',
      subjectType: kindInfo[kind].subject,
      subjectId: id,
      detail: { title: String(row.title ?? row.name ?? ''), status },
      ipAddress,
    });
    return { id, status };
  });
  revalidateContent(kindInfo[kind].tag);
  return result;
}

/** The fee schedule of /page/intro/이혼변호사선임비용: shown publicly as soon as it is saved. */
export async function saveFeeSchedule(
  { db, actor, ipAddress }: WriteContext,
  input: { schedule: FeeSchedule; confirmAdRules: boolean },
): Promise<{ updatedAt: string }> {
  const { schedule, confirmAdRules } = input;
  assertAdRules(
    [schedule.intro, ...schedule.items.flatMap((item) => [item.service, item.fee, item.note]), ...schedule.notes],
    confirmAdRules,
  );
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(contentBlocks)
      .values({ key: feeScheduleKey, data: schedule, updatedAt: now })
      .onConflictDoUpdate({ target: contentBlocks.key, set: { data: schedule, updatedAt: now } });
    await recordAudit(tx, {
      actor,
      action: 'content.fee-schedule.update',
      subjectType: 'content_block',
      subjectId: feeScheduleKey,
      detail: { items: schedule.items.length, notes: schedule.notes.length },
      ipAddress,
    });
  });
  revalidateContent(contentTags.feeSchedule);
  return { updatedAt: now.toISOString() };
}
