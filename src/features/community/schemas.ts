import { z } from 'zod';
import { rowId } from '@/server/db/row-id';
import { seoulDay } from '@/lib/seoul-date';
import { writableBoardKeys } from './domain/boards';
import { talkImageMessages, talkImageRules } from './domain/image-rules';
import { noticeMessages, noticeUntilValid } from './domain/notices';
import { notificationMessages } from './domain/member-notices';
import { reportLimits, reportMessages, reportReasonKeys } from './domain/report-reasons';
import { postLimits, postMessages } from './domain/post-rules';
import { normalizePlainText, normalizeTitle, textLength } from '@/lib/text';
import {
  isTakedownContact,
  takedownBlindDays,
  takedownDecisionKeys,
  takedownGroundKeys,
  takedownLimits,
  takedownMessages,
  takedownRelationKeys,
} from './domain/takedowns';
import { sanctionLimits, sanctionMessages, sanctionPeriods } from './domain/sanctions';

/**
 * What the community's forms send, with the Korean messages members see at each field. Text is
 * normalized (post-rules.ts) before its length is checked, so the limits count what is stored.
 */

const title = z
  .string({ error: postMessages.titleShort })
  .transform(normalizeTitle)
  .refine((value) => textLength(value) >= postLimits.titleMin, postMessages.titleShort)
  .refine((value) => textLength(value) <= postLimits.titleMax, postMessages.titleLong);

const body = z
  .string({ error: postMessages.bodyShort })
  .transform(normalizePlainText)
  .refine((value) => textLength(value) >= postLimits.bodyMin, postMessages.bodyShort)
  .refine((value) => textLength(value) <= postLimits.bodyMax, postMessages.bodyLong);

const postId = rowId(postMessages.notFound);

export const talkPostInputSchema = z.object({
  id: postId.optional(),
  board: z.enum(writableBoardKeys, { error: postMessages.boardMissing }),
  title,
  body,
  secret: z.boolean().default(false),
  /** New images (files) and, on an edit, the ids of earlier images to keep; server/images.ts checks and re-encodes them. */
  images: z
    .array(z.instanceof(File, { error: talkImageMessages.wrongType }))
    .max(talkImageRules.maxImages, talkImageMessages.tooMany)
    .optional(),
  keepImages: z.array(rowId(talkImageMessages.removedGone)).max(talkImageRules.maxImages, talkImageMessages.tooMany).optional(),
});

export const talkPostIdSchema = z.object({ id: postId });

export const talkReportSchema = z
  .object({
    id: postId,
    kind: z.enum(reportReasonKeys, { error: reportMessages.reasonMissing }),
    reason: z
      .string()
      .transform(normalizeTitle)
      .refine((value) => textLength(value) <= reportLimits.detailMax, reportMessages.detailLong)
      .optional(),
  })
  .refine((value) => value.kind !== 'other' || Boolean(value.reason), { message: reportMessages.detailMissing, path: ['reason'] });

export const talkCommentInputSchema = z.object({
  postId,
  /** The comment a reply answers (empty from a form: a comment on the post). */
  parentId: z.preprocess((value) => (value === '' || value === null ? undefined : value), rowId(postMessages.replyParentGone).optional()),
  body: z
    .string({ error: postMessages.commentShort })
    .transform(normalizePlainText)
    .refine((value) => textLength(value) >= postLimits.commentMin, postMessages.commentShort)
    .refine((value) => textLength(value) <= postLimits.commentMax, postMessages.commentLong),
});

export const talkCommentIdSchema = z.object({ id: rowId(postMessages.commentNotFound) });

export const talkCommentModerationSchema = z.object({
  id: rowId(postMessages.commentNotFound),
  action: z.enum(['hide', 'unhide'], { error: '처리 방법을 골라 주세요.' }),
});

export const talkLikeSchema = z.object({
  target: z.enum(['post', 'comment'], { error: postMessages.notFound }),
  id: rowId(postMessages.notFound),
  liked: z.boolean({ error: postMessages.notFound }),
});

export const moderationActions = ['hide', 'unhide', 'recommend', 'unrecommend', 'pin', 'unpin'] as const;

export const talkModerationSchema = z
  .object({
    id: postId,
    action: z.enum(moderationActions, { error: '처리 방법을 골라 주세요.' }),
    /** 공지 only: on the post's board or on every board, until the end of `until` (a Seoul day). */
    scope: z.enum(['board', 'all'], { error: noticeMessages.scopeMissing }).optional(),
    until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, noticeMessages.untilInvalid)
      .refine((day) => noticeUntilValid(day, seoulDay()), noticeMessages.untilInvalid)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.action !== 'pin') return;
    if (!value.scope) context.addIssue({ code: 'custom', path: ['scope'], message: noticeMessages.scopeMissing });
    if (!value.until) context.addIssue({ code: 'custom', path: ['until'], message: noticeMessages.untilInvalid });
  });

/** A comment report: the same reasons as a post's (report-reasons.ts). */
export const talkCommentReportSchema = z
  .object({
    id: rowId(postMessages.commentNotFound),
    kind: z.enum(reportReasonKeys, { error: reportMessages.reasonMissing }),
    reason: z
      .string()
      .transform(normalizeTitle)
      .refine((value) => textLength(value) <= reportLimits.detailMax, reportMessages.detailLong)
      .optional(),
  })
  .refine((value) => value.kind !== 'other' || Boolean(value.reason), { message: reportMessages.detailMissing, path: ['reason'] });

const takedownId = rowId(takedownMessages.notFound);

/** The public takedown form (정보통신망법 제44조의2); `website` is the honeypot, `token` Turnstile's. */
export const talkTakedownInputSchema = z.object({
  postId: rowId(takedownMessages.postGone),
  name: z
    .string({ error: takedownMessages.nameMissing })
    .transform(normalizeTitle)
    .refine((value) => value.length > 0, takedownMessages.nameMissing)
    .refine((value) => textLength(value) <= takedownLimits.nameMax, takedownMessages.nameLong),
  contact: z
    .string({ error: takedownMessages.contactInvalid })
    .transform(normalizeTitle)
    .refine((value) => value.length <= takedownLimits.contactMax && isTakedownContact(value), takedownMessages.contactInvalid),
  relation: z.enum(takedownRelationKeys, { error: takedownMessages.relationMissing }),
  ground: z.enum(takedownGroundKeys, { error: takedownMessages.groundMissing }),
  reason: z
    .string({ error: takedownMessages.reasonShort })
    .transform(normalizePlainText)
    .refine((value) => textLength(value) >= takedownLimits.reasonMin, takedownMessages.reasonShort)
    .refine((value) => textLength(value) <= takedownLimits.reasonMax, takedownMessages.reasonLong),
  consent: z.literal(true, { error: takedownMessages.consentMissing }),
  website: z.string().max(200).default(''),
  token: z.string().max(4_000).nullable().default(null),
});

/** Staff blind the post for `days` (1 to 30, 30 by default). */
export const talkTakedownBlindSchema = z.object({
  id: takedownId,
  days: z.coerce
    .number({ error: takedownMessages.daysInvalid })
    .int(takedownMessages.daysInvalid)
    .min(1, takedownMessages.daysInvalid)
    .max(takedownBlindDays.max, takedownMessages.daysInvalid)
    .default(takedownBlindDays.default),
});

/** Staff decide: remove, restore or reject (a rejection says why). */
export const talkTakedownDecisionSchema = z
  .object({
    id: takedownId,
    decision: z.enum(takedownDecisionKeys, { error: takedownMessages.decisionMissing }),
    note: z
      .string({ error: takedownMessages.noteLong })
      .transform(normalizePlainText)
      .refine((value) => textLength(value) <= takedownLimits.noteMax, takedownMessages.noteLong)
      .default(''),
  })
  .refine((value) => value.decision !== 'reject' || value.note.length > 0, { message: takedownMessages.noteMissing, path: ['note'] });

export type TalkPostInput = z.infer<typeof talkPostInputSchema>;
export type TalkReportInput = z.infer<typeof talkReportSchema>;
export type TalkModerationInput = z.infer<typeof talkModerationSchema>;
export type TalkCommentInput = z.infer<typeof talkCommentInputSchema>;
export type TalkLikeInput = z.infer<typeof talkLikeSchema>;
export type TalkCommentModerationInput = z.infer<typeof talkCommentModerationSchema>;

/** 스크랩: `saved` says what the member wants (set, not toggled). */
export const talkBookmarkSchema = z.object({
  postId,
  saved: z.boolean({ error: postMessages.notFound }),
});

const notificationId = z.coerce
  .number({ error: notificationMessages.notFound })
  .int(notificationMessages.notFound)
  .positive(notificationMessages.notFound)
  .max(Number.MAX_SAFE_INTEGER, notificationMessages.notFound);

/** Marks the member's notices read: the ones shown (at most a page's worth), or all of them. */
export const talkNotificationReadSchema = z.union(
  [z.object({ all: z.literal(true) }), z.object({ ids: z.array(notificationId).min(1).max(50) })],
  { error: notificationMessages.notFound },
);

export const talkReplyEmailSchema = z.object({ replyEmail: z.boolean({ error: notificationMessages.replyEmailInvalid }) });

export type TalkBookmarkInput = z.infer<typeof talkBookmarkSchema>;
export type TalkNotificationReadInput = z.infer<typeof talkNotificationReadSchema>;
export type TalkCommentReportInput = z.infer<typeof talkCommentReportSchema>;
export type TalkTakedownInput = z.infer<typeof talkTakedownInputSchema>;
export type TalkTakedownBlindInput = z.infer<typeof talkTakedownBlindSchema>;
export type TalkTakedownDecisionInput = z.infer<typeof talkTakedownDecisionSchema>;
/** 이용 제한: the writer of a post or a comment, for a period, with the reason the member reads. */
const writingTarget = {
  target: z.enum(['post', 'comment'], { error: sanctionMessages.targetMissing }),
  id: rowId(sanctionMessages.targetMissing),
};

export const talkSanctionSchema = z.object({
  ...writingTarget,
  period: z.enum(sanctionPeriods, { error: sanctionMessages.periodMissing }),
  reason: z
    .string({ error: sanctionMessages.reasonShort })
    .transform(normalizeTitle)
    .refine((value) => textLength(value) >= sanctionLimits.reasonMin, sanctionMessages.reasonShort)
    .refine((value) => textLength(value) <= sanctionLimits.reasonMax, sanctionMessages.reasonLong),
});
export type TalkSanctionInput = z.infer<typeof talkSanctionSchema>;

export const talkSanctionIdSchema = z.object({
  id: rowId(sanctionMessages.notFound),
});

/** '작성자 계정 확인' in the back office: the post or comment whose writer is looked up. */
export const talkAuthorLookupSchema = z.object(writingTarget);
export type TalkAuthorLookupInput = z.infer<typeof talkAuthorLookupSchema>;
