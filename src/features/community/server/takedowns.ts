import 'server-only';
import { and, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import type { Db, DbOrTx } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { consents, talkPosts, talkTakedowns, users } from '@/server/db/schema';
import { enqueueJob, type JobHandler } from '@/server/jobs/queue';
import { queueMail } from '@/server/mail/outbox';
import { addSeoulDays, seoulDay, seoulHour } from '@/lib/seoul-date';
import { officeTalkTakedownsPath } from '@/lib/routes';
import {
  TAKEDOWN_CONSENT_PURPOSE,
  TAKEDOWN_CONSENT_VERSION,
  openTakedownStatuses,
  takedownGrounds,
  takedownKeepYears,
  takedownMessages,
  takedownOverdue,
  type TakedownGround,
  type TakedownRelation,
  type TakedownStatus,
} from '../domain/takedowns';
import type { TalkTakedownBlindInput, TalkTakedownDecisionInput, TalkTakedownInput } from '../schemas';
import type { TalkWriteContext } from './mutations';
import { viewerModerationScope } from './moderation-scope';
import { notifyMember } from './notify';

/**
 * Takedown requests (정보통신망법 제44조의2; domain/takedowns.ts). Anyone files one through the
 * public form: the request, its consent record and the staff's alert mail (mail outbox: a row and
 * its delivery job) are written in one transaction, so a request is never saved without its alert,
 * nor an alert sent for a request that was not saved. Moderators blind the post (임시조치) — the
 * writer's notification lands in the same transaction — then remove it, restore it or reject the
 * request; each step is audit-logged. The requester's name and contact are read in the back office
 * only (listTakedownsForOffice); mails and audit entries never carry them.
 */

const DAY_MS = 24 * 60 * 60_000;

/** Per address and hour: the form is public, so it has its own allowance (decision 003). */
export function takedownRateRule(address: string) {
  return { key: `talk:takedown:${address}`, limit: 5, windowMs: 60 * 60_000 };
}

export async function fileTalkTakedown(
  db: Db,
  input: Omit<TalkTakedownInput, 'website' | 'token' | 'consent'>,
  policy: { alertTo: string | null },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: talkPosts.id, title: talkPosts.title })
      .from(talkPosts)
      // A post the public can read: a secret or hidden one is not shown to the requester (and a
      // hidden one is already taken down), so the answer says no more than 'not found'.
      .where(and(eq(talkPosts.id, input.postId), isNull(talkPosts.deletedAt), isNull(talkPosts.hiddenAt), eq(talkPosts.secret, false)));
    if (!post) throw new ActionError(takedownMessages.postGone);
    const now = new Date();
    const [row] = await tx
      .insert(talkTakedowns)
      .values({
        postId: post.id,
        postTitle: post.title,
        requesterName: input.name,
        requesterContact: input.contact,
        relation: input.relation,
        ground: input.ground,
        reason: input.reason,
      })
      .returning({ id: talkTakedowns.id });
    const id = row!.id;
    await tx
      .insert(consents)
      .values({ takedownId: id, purpose: TAKEDOWN_CONSENT_PURPOSE, textVersion: TAKEDOWN_CONSENT_VERSION, agreedAt: now });
    if (policy.alertTo) {
      await queueMail(tx, {
        kind: 'talk-takedown',
        to: policy.alertTo,
        subject: '[커뮤니티] 게시중단(임시조치) 요청이 접수되었습니다',
        text: `커뮤니티 글에 대한 게시중단 요청이 접수되었습니다. 지체 없이 확인해 주세요.\n\n글 제목: ${post.title}\n요청 사유: ${takedownGrounds[input.ground]}\n확인: ${officeTalkTakedownsPath}\n\n요청하신 분의 개인정보는 관리 화면에서만 볼 수 있습니다.`,
      });
    }
    return { id };
  });
}

async function loadOpen(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: talkTakedowns.id, postId: talkTakedowns.postId, status: talkTakedowns.status, ground: talkTakedowns.ground })
    .from(talkTakedowns)
    .where(eq(talkTakedowns.id, id))
    .for('update');
  if (!row) throw new ActionError(takedownMessages.notFound);
  if (!(openTakedownStatuses as string[]).includes(row.status)) throw new ActionError(takedownMessages.notOpen);
  return row;
}

/**
 * 임시조치: the post is hidden (reason 'takedown') for `days` days, the request is 'blinded', and
 * the writer is notified, in one transaction with the audit entry.
 */
export async function blindTalkTakedown(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkTakedownBlindInput,
): Promise<{ id: number; blindedUntil: string }> {
  return db.transaction(async (tx) => {
    const request = await loadOpen(tx, input.id);
    if (request.status !== 'received') throw new ActionError(takedownMessages.notOpen);
    const [post] = request.postId
      ? await tx
          .select({ id: talkPosts.id, authorId: talkPosts.authorId, title: talkPosts.title, hiddenAt: talkPosts.hiddenAt })
          .from(talkPosts)
          .where(and(eq(talkPosts.id, request.postId), isNull(talkPosts.deletedAt)))
          .for('update')
      : [];
    if (!post) throw new ActionError(takedownMessages.postGone);
    const now = new Date();
    const blindedUntil = new Date(now.getTime() + input.days * DAY_MS);
    // A post already hidden (by a moderator, or blinded by reports) keeps that hide and its reason:
    // deciding this request must not undo it.
    if (!post.hiddenAt) {
      await tx.update(talkPosts).set({ hiddenAt: now, hiddenBy: actor.id, hiddenReason: 'takedown' }).where(eq(talkPosts.id, post.id));
    }
    await tx.update(talkTakedowns).set({ status: 'blinded', blindedUntil, updatedAt: now }).where(eq(talkTakedowns.id, input.id));
    if (post.authorId) await notifyMember(tx, { userId: post.authorId, kind: 'takedown', postId: post.id });
    await recordAudit(tx, {
      actor,
      action: 'talk.takedown.blind',
      subjectType: 'talk_takedown',
      subjectId: input.id,
      detail: { postId: post.id, title: post.title, ground: request.ground, days: input.days },
      ipAddress,
    });
    return { id: input.id, blindedUntil: blindedUntil.toISOString() };
  });
}

const decidedStatus = { remove: 'removed', restore: 'restored', reject: 'rejected' } as const satisfies Record<string, TakedownStatus>;

/**
 * Staff decide: 삭제 (the post goes to the trash, still hidden), 복원 (shown again) or 요청 기각 (the
 * request is refused; a blinded post is shown again). Remove and restore follow a blind.
 */
export async function decideTalkTakedown(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkTakedownDecisionInput,
): Promise<{ id: number; status: TakedownStatus }> {
  return db.transaction(async (tx) => {
    const request = await loadOpen(tx, input.id);
    if (input.decision !== 'reject' && request.status !== 'blinded') throw new ActionError(takedownMessages.notBlinded);
    const now = new Date();
    if (request.postId && request.status === 'blinded') {
      const showAgain = input.decision !== 'remove';
      await tx
        .update(talkPosts)
        .set(showAgain ? { hiddenAt: null, hiddenBy: null, hiddenReason: null } : { deletedAt: now })
        .where(
          and(
            eq(talkPosts.id, request.postId),
            // Restoring undoes a takedown blind only, never a moderator's own hide, and only when no
            // other request on the post is still blinding it.
            showAgain
              ? and(
                  eq(talkPosts.hiddenReason, 'takedown'),
                  sql`not exists (select 1 from ${talkTakedowns} other where other.post_id = ${request.postId} and other.status = 'blinded' and other.id <> ${input.id})`,
                )
              : isNull(talkPosts.deletedAt),
          ),
        );
    }
    const status = decidedStatus[input.decision];
    await tx
      .update(talkTakedowns)
      .set({ status, decidedAt: now, decidedBy: actor.id, decisionNote: input.note || null, updatedAt: now })
      .where(eq(talkTakedowns.id, input.id));
    await recordAudit(tx, {
      actor,
      action: `talk.takedown.${input.decision}`,
      subjectType: 'talk_takedown',
      subjectId: input.id,
      detail: { postId: request.postId, ground: request.ground, note: input.note || null },
      ipAddress,
    });
    return { id: input.id, status };
  });
}

export type OfficeTakedown = {
  id: number;
  postId: number | null;
  postTitle: string;
  /** The post is still there (not deleted by its writer or by a decision). */
  postLive: boolean;
  requesterName: string;
  requesterContact: string;
  relation: TakedownRelation;
  ground: TakedownGround;
  reason: string;
  status: TakedownStatus;
  createdAt: string;
  blindedUntil: string | null;
  /** The temporary measure has run its 30 days and nobody has decided: flagged in the list. */
  overdue: boolean;
  decidedAt: string | null;
  decidedByName: string | null;
  decisionNote: string | null;
};

export type TakedownCursor = { open: boolean; at: Date; id: number };

export function encodeTakedownCursor(cursor: TakedownCursor): string {
  return `${cursor.open ? 1 : 0}.${cursor.at.getTime()}.${cursor.id}`;
}

export function takedownCursorParam(raw: string | string[] | undefined): TakedownCursor | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const match = /^([01])\.(\d{1,15})\.(\d{1,9})$/.exec(value ?? '');
  // Dates past 2100 are no cursor this list made (and would not parse as a timestamp).
  if (!match || Number(match[2]) > 4_102_444_800_000) return null;
  return { open: match[1] === '1', at: new Date(Number(match[2])), id: Number(match[3]) };
}

export const takedownPageSize = 30;

/**
 * /office/talk/takedowns: open requests first (received, then blinded alike), newest first within,
 * by keyset (`before`): (open, created_at, id) descending. Moderators only, checked here as well.
 */
export async function listTakedownsForOffice(
  viewer: Viewer | null,
  before: TakedownCursor | null = null,
  now: Date = new Date(),
): Promise<{ items: OfficeTakedown[]; nextCursor: string | null; openCount: number }> {
  assertStaff(viewer, 'community.moderate');
  const db = await getDb();
  const open = sql<boolean>`(${talkTakedowns.status} in ('received', 'blinded'))`;
  // A moderator of some boards (톡 관리팀) sees the requests about posts there only; a request
  // whose post is gone goes to those who moderate every board.
  const scope = viewerModerationScope(viewer);
  const inScope = scope === 'all' ? undefined : inArray(talkPosts.board, scope.length > 0 ? [...scope] : ['']);
  const after = before
    ? // The cursor's row gives its own time to the microsecond (a link carries milliseconds); the link's if it is gone.
      sql`(${open}, ${talkTakedowns.createdAt}, ${talkTakedowns.id}) < (${before.open}::boolean, coalesce((select cursor_row.created_at from ${talkTakedowns} cursor_row where cursor_row.id = ${before.id}), ${before.at.toISOString()}::timestamptz), ${before.id})`
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: talkTakedowns.id,
        postId: talkTakedowns.postId,
        postTitle: talkTakedowns.postTitle,
        postDeletedAt: talkPosts.deletedAt,
        postExists: talkPosts.id,
        requesterName: talkTakedowns.requesterName,
        requesterContact: talkTakedowns.requesterContact,
        relation: talkTakedowns.relation,
        ground: talkTakedowns.ground,
        reason: talkTakedowns.reason,
        status: talkTakedowns.status,
        createdAt: talkTakedowns.createdAt,
        blindedUntil: talkTakedowns.blindedUntil,
        decidedAt: talkTakedowns.decidedAt,
        decidedByName: users.name,
        decisionNote: talkTakedowns.decisionNote,
        open,
      })
      .from(talkTakedowns)
      .leftJoin(talkPosts, eq(talkPosts.id, talkTakedowns.postId))
      .leftJoin(users, eq(users.id, talkTakedowns.decidedBy))
      .where(and(after, inScope))
      .orderBy(desc(open), desc(talkTakedowns.createdAt), desc(talkTakedowns.id))
      .limit(takedownPageSize + 1),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(talkTakedowns)
      .leftJoin(talkPosts, eq(talkPosts.id, talkTakedowns.postId))
      .where(and(inArray(talkTakedowns.status, openTakedownStatuses), inScope)),
  ]);
  const shown = rows.slice(0, takedownPageSize);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({
      id: row.id,
      postId: row.postId,
      postTitle: row.postTitle,
      postLive: row.postExists !== null && row.postDeletedAt === null,
      requesterName: row.requesterName,
      requesterContact: row.requesterContact,
      relation: row.relation as TakedownRelation,
      ground: row.ground as TakedownGround,
      reason: row.reason,
      status: row.status as TakedownStatus,
      createdAt: row.createdAt.toISOString(),
      blindedUntil: row.blindedUntil?.toISOString() ?? null,
      overdue: takedownOverdue(row, now),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedByName: row.decidedAt ? (row.decidedByName ?? '퇴사한 운영진') : null,
      decisionNote: row.decisionNote,
    })),
    nextCursor:
      rows.length > takedownPageSize && last ? encodeTakedownCursor({ open: Boolean(last.open), at: last.createdAt, id: last.id }) : null,
    openCount: counted?.count ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The daily sweep
// ---------------------------------------------------------------------------------------------

export const TAKEDOWN_SWEEP_JOB = 'talk.takedown-sweep';

function sweepJobKey(day: string): string {
  return `${TAKEDOWN_SWEEP_JOB}:${day}`;
}

/** Today's sweep, due now (idempotent per Seoul day); each run schedules the next day's at 04:40. */
export async function scheduleTakedownSweep(db: DbOrTx, now = new Date()): Promise<boolean> {
  const day = seoulDay(now);
  return enqueueJob(db, { kind: TAKEDOWN_SWEEP_JOB, payload: { day }, idempotencyKey: sweepJobKey(day), runAt: now, maxAttempts: 10 });
}

export type TakedownSweepResult = { purged: number; overdue: number };

/**
 * Restores nothing by itself (a blind ends by a decision): it counts the requests whose temporary
 * measure has run out, which the office list flags and the staff's mail names, and deletes the decided
 * requests older than takedownKeepYears with their consents (the foreign key cascades), audit-logged.
 */
export async function sweepTalkTakedowns(db: Db, options: { alertTo: string | null; now?: Date }): Promise<TakedownSweepResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - takedownKeepYears);
    // Only decided requests go: an open one still holds its post's blind and waits for a decision.
    const purged = await tx
      .delete(talkTakedowns)
      .where(and(lt(talkTakedowns.createdAt, cutoff), sql`${talkTakedowns.status} not in ('received', 'blinded')`))
      .returning({ id: talkTakedowns.id });
    const [overdue] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(talkTakedowns)
      .where(and(eq(talkTakedowns.status, 'blinded'), lte(talkTakedowns.blindedUntil, now)));
    const overdueCount = overdue?.count ?? 0;
    if (purged.length > 0) {
      await recordAudit(tx, {
        actor: { id: null, name: '시스템' },
        action: 'talk.takedown.purge',
        subjectType: 'talk_takedown',
        subjectId: purged.length === 1 ? purged[0]!.id : null,
        detail: { count: purged.length, keepYears: takedownKeepYears },
        ipAddress: null,
      });
    }
    if (overdueCount > 0 && options.alertTo) {
      await queueMail(tx, {
        kind: 'talk-takedown-overdue',
        to: options.alertTo,
        subject: `[커뮤니티] 임시조치 기간이 끝난 게시중단 요청 ${overdueCount}건`,
        text: `임시조치(블라인드) 기간이 지났는데 아직 결정하지 않은 게시중단 요청이 ${overdueCount}건 있습니다. 글은 자동으로 다시 보이지 않습니다.\n\n확인: ${officeTalkTakedownsPath}\n\n삭제, 복원, 요청 기각 중 하나로 처리해 주세요.`,
      });
    }
    return { purged: purged.length, overdue: overdueCount };
  });
}

export function takedownSweepHandler(config: { alertTo: () => Promise<string | null> }): JobHandler {
  return async (_job, db) => {
    const next = addSeoulDays(seoulDay(), 1);
    await enqueueJob(db, {
      kind: TAKEDOWN_SWEEP_JOB,
      payload: { day: next },
      idempotencyKey: sweepJobKey(next),
      runAt: new Date(seoulHour(next, 4).getTime() + 40 * 60_000),
      maxAttempts: 10,
    });
    const result = await sweepTalkTakedowns(db, { alertTo: await config.alertTo() });
    return result.purged + result.overdue > 0 ? { status: 'done' } : { status: 'skipped', detail: '처리할 게시중단 요청이 없습니다.' };
  };
}
