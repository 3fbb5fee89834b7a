import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import type { DbOrTx } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { auditLogs, talkComments, talkPosts, talkSanctions, users } from '@/server/db/schema';
import { sanctionEndsAt, sanctionMessages, sanctionPeriodLabels, type WritingTarget } from '../domain/sanctions';
import type { TalkAuthorLookupInput, TalkSanctionInput } from '../schemas';
import type { TalkWriteContext } from './mutations';
import { viewerModerationScope } from './moderation-scope';
import { notifyMember } from './notify';
import { activeSanction } from './write-guard';

/**
 * 이용 제한 and '작성자 계정 확인' (issue 13, section 2). A moderator names a post or a comment,
 * never a member: the server finds the writer, so the moderator's screen never shows who it is.
 * The member is told through a notification; every act is audit-logged in its own transaction.
 * Only the lookup shows the account, in the back office, after the look is in the audit log.
 */

async function writerOf(db: DbOrTx, target: WritingTarget, id: number): Promise<string> {
  const [row] =
    target === 'post'
      ? await db.select({ authorId: talkPosts.authorId }).from(talkPosts).where(eq(talkPosts.id, id))
      : await db.select({ authorId: talkComments.authorId }).from(talkComments).where(eq(talkComments.id, id));
  if (!row) throw new ActionError(sanctionMessages.targetMissing);
  if (!row.authorId) throw new ActionError(sanctionMessages.writerGone);
  return row.authorId;
}

const subjectType = (target: WritingTarget) => (target === 'post' ? 'talk_post' : 'talk_comment');

/** Suspends the writer of a post or comment from writing, for the period, with the reason. */
export async function sanctionTalkWriter(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkSanctionInput,
): Promise<{ id: number; endsAt: string | null }> {
  const userId = await writerOf(db, input.target, input.id);
  if (userId === actor.id) throw new ActionError(sanctionMessages.ownWriting);
  return db.transaction(async (tx) => {
    // A member may carry several; the one that ends last applies (write-guard.ts activeSanction).
    // Refusing a second would tell a moderator that two anonymous posts have the same writer.
    const endsAt = sanctionEndsAt(input.period);
    const [row] = await tx
      .insert(talkSanctions)
      .values({ userId, reason: input.reason, endsAt, createdBy: actor.id })
      .returning({ id: talkSanctions.id });
    const id = row!.id;
    await notifyMember(tx, {
      userId,
      kind: 'sanction',
      postId: input.target === 'post' ? input.id : null,
      commentId: input.target === 'comment' ? input.id : null,
    });
    await recordAudit(tx, {
      actor,
      action: 'talk.sanction',
      subjectType: 'talk_sanction',
      subjectId: id,
      detail: {
        target: input.target,
        targetId: input.id,
        period: sanctionPeriodLabels[input.period],
        reason: input.reason,
        endsAt: endsAt?.toISOString() ?? null,
      },
      ipAddress,
    });
    return { id, endsAt: endsAt?.toISOString() ?? null };
  });
}

/**
 * Lifts a running sanction; the member may write again at once (unless another one runs). A
 * moderator of some boards (톡 관리팀) lifts the sanctions they gave; those who moderate every
 * board lift any.
 */
export async function liftTalkSanction(
  { db, actor, ipAddress, moderation = 'all' }: TalkWriteContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(talkSanctions)
      .set({ liftedAt: now, liftedBy: actor.id })
      .where(
        and(
          eq(talkSanctions.id, id),
          isNull(talkSanctions.liftedAt),
          or(isNull(talkSanctions.endsAt), gt(talkSanctions.endsAt, now)),
          moderation === 'all' ? undefined : eq(talkSanctions.createdBy, actor.id),
        ),
      )
      .returning({ reason: talkSanctions.reason });
    if (!row) {
      const [exists] = await tx
        .select({ createdBy: talkSanctions.createdBy, liftedAt: talkSanctions.liftedAt, endsAt: talkSanctions.endsAt })
        .from(talkSanctions)
        .where(eq(talkSanctions.id, id));
      if (!exists) throw new ActionError(sanctionMessages.notFound);
      const running = exists.liftedAt === null && (exists.endsAt === null || exists.endsAt > now);
      throw new ActionError(running ? sanctionMessages.othersSanction : sanctionMessages.alreadyLifted);
    }
    await recordAudit(tx, {
      actor,
      action: 'talk.sanction.lift',
      subjectType: 'talk_sanction',
      subjectId: id,
      detail: { reason: row.reason },
      ipAddress,
    });
    return { id };
  });
}

export type SanctionHistoryItem = { id: number; reason: string; createdAt: string; endsAt: string | null; liftedAt: string | null };
export type TalkAuthorAccount = {
  name: string;
  email: string;
  joinedAt: string;
  sanctions: SanctionHistoryItem[];
};

function historyItem(row: {
  id: number;
  reason: string;
  createdAt: Date;
  endsAt: Date | null;
  liftedAt: Date | null;
}): SanctionHistoryItem {
  return {
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    liftedAt: row.liftedAt?.toISOString() ?? null,
  };
}

/**
 * '작성자 계정 확인': the account behind a post or comment, for a moderator in the back office. The
 * look is written to the audit log first, in the same transaction that then reads the account.
 */
export async function lookupTalkAuthor(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkAuthorLookupInput,
): Promise<TalkAuthorAccount> {
  const userId = await writerOf(db, input.target, input.id);
  return db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor,
      action: 'talk.author.lookup',
      subjectType: subjectType(input.target),
      subjectId: input.id,
      detail: { target: input.target },
      ipAddress,
    });
    const [user] = await tx
      .select({ name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new ActionError(sanctionMessages.writerGone);
    const history = await tx
      .select({
        id: talkSanctions.id,
        reason: talkSanctions.reason,
        createdAt: talkSanctions.createdAt,
        endsAt: talkSanctions.endsAt,
        liftedAt: talkSanctions.liftedAt,
      })
      .from(talkSanctions)
      .where(eq(talkSanctions.userId, userId))
      .orderBy(desc(talkSanctions.createdAt), desc(talkSanctions.id))
      .limit(50);
    return { name: user.name, email: user.email, joinedAt: user.createdAt.toISOString(), sanctions: history.map(historyItem) };
  });
}

/** The viewer's own running sanction, for the write page and my page (only ever the viewer's). */
export async function getMyTalkSanction(viewer: Viewer): Promise<{ reason: string; endsAt: string | null } | null> {
  const sanction = await activeSanction(await getDb(), viewer.id);
  return sanction ? { reason: sanction.reason, endsAt: sanction.endsAt?.toISOString() ?? null } : null;
}

export type OfficeSanctionRow = SanctionHistoryItem & {
  active: boolean;
  /** The moderator who gave it (staff names are no secret in the back office); never the member. */
  givenBy: string;
  /** What it was given for, from its audit entry: '글 12' or '댓글 40'. */
  target: { kind: WritingTarget; id: number } | null;
};

const pageSize = 30;

/** The sanctions a moderator of some boards may list: given for writing there (the audit entry's target), or by them. */
function inModeratorsBoards(viewer: Viewer): SQL | undefined {
  const scope = viewerModerationScope(viewer);
  if (scope === 'all') return undefined;
  const boards = scope.length > 0 ? [...scope] : [''];
  const targetId = sql`(${auditLogs.detail}->>'targetId')::int`;
  const board = sql`coalesce(
    (select p.board from ${talkPosts} p where ${auditLogs.detail}->>'target' = 'post' and p.id = ${targetId}),
    (select p.board from ${talkComments} c join ${talkPosts} p on p.id = c.post_id where ${auditLogs.detail}->>'target' = 'comment' and c.id = ${targetId})
  )`;
  return or(
    eq(talkSanctions.createdBy, viewer.id),
    sql`${board} in (${sql.join(
      boards.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
}

/**
 * /office/talk/sanctions: the sanctions, newest first, by `?before=` (id). The member is not named:
 * a moderator who must know who it is looks the writer up from the post or comment. A moderator of
 * some boards (톡 관리팀) sees those given for writing on their boards, and those they gave.
 */
export async function listTalkSanctions(
  viewer: Viewer | null,
  before: number | null = null,
): Promise<{ items: OfficeSanctionRow[]; nextBefore: number | null }> {
  assertStaff(viewer, 'community.moderate');
  const db = await getDb();
  const giver = alias(users, 'giver');
  const now = new Date();
  const rows = await db
    .select({
      id: talkSanctions.id,
      reason: talkSanctions.reason,
      createdAt: talkSanctions.createdAt,
      endsAt: talkSanctions.endsAt,
      liftedAt: talkSanctions.liftedAt,
      givenBy: giver.name,
      detail: auditLogs.detail,
    })
    .from(talkSanctions)
    .leftJoin(giver, eq(giver.id, talkSanctions.createdBy))
    .leftJoin(
      auditLogs,
      and(
        eq(auditLogs.subjectType, 'talk_sanction'),
        eq(auditLogs.subjectId, sql`${talkSanctions.id}::text`),
        eq(auditLogs.action, 'talk.sanction'),
      ),
    )
    .where(and(before ? lt(talkSanctions.id, before) : undefined, inModeratorsBoards(viewer!)))
    .orderBy(desc(talkSanctions.id))
    .limit(pageSize + 1);
  const shown = rows.slice(0, pageSize);
  return {
    items: shown.map((row) => {
      const detail = (row.detail ?? {}) as { target?: unknown; targetId?: unknown };
      const kind = detail.target === 'post' || detail.target === 'comment' ? detail.target : null;
      return {
        ...historyItem(row),
        active: row.liftedAt === null && (row.endsAt === null || row.endsAt > now),
        givenBy: row.givenBy ?? '탈퇴한 운영진',
        target: kind && typeof detail.targetId === 'number' ? { kind, id: detail.targetId } : null,
      };
    }),
    nextBefore: rows.length > pageSize ? shown.at(-1)!.id : null,
  };
}
