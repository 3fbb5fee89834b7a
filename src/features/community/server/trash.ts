import 'server-only';
import { and, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { Db, DbOrTx } from '@/server/db/client';
import { talkPosts } from '@/server/db/schema';
import { enqueueJob, type JobHandler } from '@/server/jobs/queue';
import { addSeoulDays, seoulDay, seoulHour } from '@/lib/seoul-date';
import { postMessages, trashKeepDays } from '../domain/post-rules';
import { deleteTalkImageBlobs, removeTalkPostImageRows } from './images';
import type { TalkWriteContext } from './mutations';

/**
 * The community's trash: a post its author deleted stays restorable by moderators for
 * `trashKeepDays` days; a daily job (04:30 Seoul time) then removes it for good, with its comments,
 * replies, likes and reports (foreign keys cascade) and its images (rows, file rows and stored bytes).
 * Every restore and every purge is audit-logged.
 */

export const TRASH_PURGE_JOB = 'talk.trash-purge';

function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - trashKeepDays * 24 * 60 * 60_000);
}

/** A moderator brings a post back from the trash while it is still there. */
export async function restoreTalkPost({ db, actor, ipAddress }: TalkWriteContext, { id }: { id: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(talkPosts)
      .set({ deletedAt: null })
      .where(and(eq(talkPosts.id, id), isNotNull(talkPosts.deletedAt), gt(talkPosts.deletedAt, trashCutoff(new Date()))))
      .returning({ title: talkPosts.title });
    if (!row) throw new ActionError(postMessages.notInTrash);
    await recordAudit(tx, {
      actor,
      action: 'talk.restore',
      subjectType: 'talk_post',
      subjectId: id,
      detail: { title: row.title },
      ipAddress,
    });
    return { id };
  });
}

function purgeJobKey(day: string): string {
  return `${TRASH_PURGE_JOB}:${day}`;
}

/** Today's purge (idempotent per Seoul day); each run schedules the next day's at 04:30. */
export async function scheduleTrashPurge(db: DbOrTx, now = new Date()): Promise<boolean> {
  const day = seoulDay(now);
  return enqueueJob(db, { kind: TRASH_PURGE_JOB, payload: { day }, idempotencyKey: purgeJobKey(day), runAt: now, maxAttempts: 10 });
}

/** Removes, in batches, posts that have been in the trash longer than trashKeepDays. */
export async function purgeTalkTrash(db: Db, now = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db
      .select({ id: talkPosts.id })
      .from(talkPosts)
      .where(and(isNotNull(talkPosts.deletedAt), lt(talkPosts.deletedAt, trashCutoff(now))))
      .limit(500);
    if (batch.length === 0) break;
    const imageKeys = await db.transaction(async (tx) => {
      const ids = batch.map((row) => row.id);
      const keys = await removeTalkPostImageRows(tx, ids);
      await tx.delete(talkPosts).where(inArray(talkPosts.id, ids));
      await recordAudit(tx, {
        actor: { id: null, name: '시스템' },
        action: 'talk.purge',
        subjectType: 'talk_post',
        subjectId: ids.length === 1 ? ids[0]! : null,
        detail: { count: ids.length, keepDays: trashKeepDays },
        ipAddress: null,
      });
      return keys;
    });
    // The bytes go once the rows are gone for good (storage is not part of the transaction).
    await deleteTalkImageBlobs(imageKeys);
    purged += batch.length;
  }
  return purged;
}

export const trashPurgeHandler: JobHandler = async (_job, db) => {
  const purged = await purgeTalkTrash(db);
  const next = addSeoulDays(seoulDay(), 1);
  await enqueueJob(db, {
    kind: TRASH_PURGE_JOB,
    payload: { day: next },
    idempotencyKey: purgeJobKey(next),
    runAt: new Date(seoulHour(next, 4).getTime() + 30 * 60_000),
    maxAttempts: 10,
  });
  return purged > 0 ? { status: 'done' } : { status: 'skipped', detail: '지울 글이 없습니다.' };
};
