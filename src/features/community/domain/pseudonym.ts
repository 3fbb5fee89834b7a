import { createHmac } from 'node:crypto';

/**
 * The name a post shows on the anonymous boards: '익명 3f2a'. It is a keyed hash (HMAC-SHA256
 * with a server secret) of the post and the writer, so it stays the same for that post, differs
 * between a member's posts (they cannot be linked), and reveals nothing of the account: without
 * the secret no one can tell whose it is.
 */
export function pseudonymFor(secret: string, postId: number, userId: string): string {
  if (!secret) throw new Error('pseudonym secret is empty');
  const digest = createHmac('sha256', secret).update(`talk-post:${postId}:author:${userId}`).digest('hex');
  return `익명 ${digest.slice(0, 4)}`;
}
