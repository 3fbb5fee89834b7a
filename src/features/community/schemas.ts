import { z } from 'zod';
import { seoulDay } from '@/lib/seoul-date';
import { writableBoardKeys } from './domain/boards';
import { talkImageMessages, talkImageRules } from './domain/image-rules';
import { noticeMessages, noticeUntilValid } from './domain/notices';
import { reportLimits, reportMessages, reportReasonKeys } from './domain/report-reasons';
import { normalizePlainText, normalizeTitle, postLimits, postMessages, textLength } from './domain/post-rules';

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

const postId = z.coerce.number({ error: postMessages.notFound }).int(postMessages.notFound).positive(postMessages.notFound);

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
  keepImages: z
    .array(z.coerce.number().int().positive(talkImageMessages.removedGone))
    .max(talkImageRules.maxImages, talkImageMessages.tooMany)
    .optional(),
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
  parentId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: postMessages.replyParentGone })
      .int(postMessages.replyParentGone)
      .positive(postMessages.replyParentGone)
      .optional(),
  ),
  body: z
    .string({ error: postMessages.commentShort })
    .transform(normalizePlainText)
    .refine((value) => textLength(value) >= postLimits.commentMin, postMessages.commentShort)
    .refine((value) => textLength(value) <= postLimits.commentMax, postMessages.commentLong),
});

export const talkCommentIdSchema = z.object({ id: z.coerce.number().int().positive(postMessages.commentNotFound) });

export const talkCommentModerationSchema = z.object({
  id: z.coerce.number().int().positive(postMessages.commentNotFound),
  action: z.enum(['hide', 'unhide'], { error: '처리 방법을 골라 주세요.' }),
});

export const talkLikeSchema = z.object({
  target: z.enum(['post', 'comment'], { error: postMessages.notFound }),
  id: z.coerce.number({ error: postMessages.notFound }).int(postMessages.notFound).positive(postMessages.notFound),
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

export type TalkPostInput = z.infer<typeof talkPostInputSchema>;
export type TalkReportInput = z.infer<typeof talkReportSchema>;
export type TalkModerationInput = z.infer<typeof talkModerationSchema>;
export type TalkCommentInput = z.infer<typeof talkCommentInputSchema>;
export type TalkLikeInput = z.infer<typeof talkLikeSchema>;
export type TalkCommentModerationInput = z.infer<typeof talkCommentModerationSchema>;
