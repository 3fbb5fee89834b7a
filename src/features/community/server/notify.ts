import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { talkNotifications } from '@/server/db/schema';
import type { TalkNotificationKind } from '../domain/notifications';

/**
 * Writes one notification, in the caller's transaction so it lands with what it is about. The one
 * way every part of the community tells a member something (comments, takedowns, sanctions).
 */
export async function notifyMember(
  tx: DbOrTx,
  notice: { userId: string; kind: TalkNotificationKind; postId?: number | null; commentId?: number | null },
): Promise<void> {
  await tx.insert(talkNotifications).values({
    userId: notice.userId,
    kind: notice.kind,
    postId: notice.postId ?? null,
    commentId: notice.commentId ?? null,
  });
}
