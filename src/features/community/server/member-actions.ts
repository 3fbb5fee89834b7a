'use server';

import { userAction, type UserContext } from '@/features/auth/server/action-client';
import type { ActionResult } from '@/lib/action-result';
import { talkBookmarkSchema, talkNotificationReadSchema, talkReplyEmailSchema } from '../schemas';
import { setTalkBookmark, type BookmarkState } from './bookmarks';
import { markTalkNotificationsRead, setReplyEmailSetting } from './notifications';

/**
 * What a member keeps for themselves (issue 13): 스크랩, reading their notifications and the
 * reply email. Each through the one action client: a signed-in member, then the input, then the
 * member's own rows only.
 */

const actorOf = ({ db, viewer, ipAddress }: UserContext) => ({ db, actor: { id: viewer.id, name: viewer.name }, ipAddress });

const bookmarkGuarded = userAction(talkBookmarkSchema, (input, context) => setTalkBookmark(actorOf(context), input));
const readGuarded = userAction(talkNotificationReadSchema, (input, context) => markTalkNotificationsRead(actorOf(context), input));
const replyEmailGuarded = userAction(talkReplyEmailSchema, (input, context) => setReplyEmailSetting(actorOf(context), input.replyEmail));

/** 스크랩 a post or undo it: `saved` says what the member wants, so a repeat changes nothing. */
export async function setTalkBookmarkAction(input: unknown): Promise<ActionResult<BookmarkState>> {
  return bookmarkGuarded(input);
}

/** Marks the member's own notices read (`{ ids }` or `{ all: true }`); answers the unread count left. */
export async function markTalkNotificationsReadAction(input: unknown): Promise<ActionResult<{ marked: number; unread: number }>> {
  return readGuarded(input);
}

/** The member's choice of an email per new comment or reply. */
export async function setTalkReplyEmailAction(input: unknown): Promise<ActionResult<{ replyEmail: boolean }>> {
  return replyEmailGuarded(input);
}
