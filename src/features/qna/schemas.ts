import { z } from 'zod';
import { rowId } from '@/server/db/row-id';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { normalizePlainText, normalizeTitle, textLength } from '@/lib/text';
import { qnaLimits, qnaMessages, qnaVisibilities } from './domain/question-rules';

/**
 * What the Q&A centre's forms send, with the Korean message at each field. Text is normalized
 * before its length is checked, so the limits count what is stored.
 */

const questionId = rowId(qnaMessages.notFound);
const answerId = rowId(qnaMessages.answerNotFound);

export const qnaTopicIds = qnaTopics().map((topic) => topic.id) as [string, ...string[]];

const title = z
  .string({ error: qnaMessages.titleShort })
  .transform(normalizeTitle)
  .refine((value) => textLength(value) >= qnaLimits.titleMin, qnaMessages.titleShort)
  .refine((value) => textLength(value) <= qnaLimits.titleMax, qnaMessages.titleLong);

const body = z
  .string({ error: qnaMessages.bodyShort })
  .transform(normalizePlainText)
  .refine((value) => textLength(value) >= qnaLimits.bodyMin, qnaMessages.bodyShort)
  .refine((value) => textLength(value) <= qnaLimits.bodyMax, qnaMessages.bodyLong);

/** A Korean mobile number for the KakaoTalk notice, stored as 010-1234-5678; empty means none. */
const noticeTel = z
  .string({ error: qnaMessages.telInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || /^01[016789]\d{7,8}$/.test(value), qnaMessages.telInvalid)
  .transform((value) => (value === '' ? null : value.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3')));

export const qnaAskSchema = z.object({
  topic: z.enum(qnaTopicIds, { error: qnaMessages.topicMissing }),
  visibility: z.enum(qnaVisibilities, { error: qnaMessages.visibilityMissing }),
  title,
  body,
  noticeTel: noticeTel.default(''),
  consent: z.literal(true, { error: qnaMessages.consentMissing }),
  /** The honeypot people never see, and the Turnstile token when the site has one. */
  website: z.string().max(200).optional(),
  token: z.string().max(4096).nullable().optional(),
});

export const qnaFollowUpSchema = z.object({
  questionId,
  body: z
    .string({ error: qnaMessages.followUpShort })
    .transform(normalizePlainText)
    .refine((value) => textLength(value) >= qnaLimits.followUpMin, qnaMessages.followUpShort)
    .refine((value) => textLength(value) <= qnaLimits.followUpMax, qnaMessages.followUpLong),
});

export const qnaQuestionIdSchema = z.object({ questionId });
export const qnaAnswerIdSchema = z.object({ answerId });

const reason = z
  .string({ error: qnaMessages.reasonShort })
  .transform(normalizePlainText)
  .refine((value) => textLength(value) >= qnaLimits.reasonMin, qnaMessages.reasonShort)
  .refine((value) => textLength(value) <= qnaLimits.reasonMax, qnaMessages.reasonLong);

/** Staff's review: let it through, decline it with a reason, or edit personal data out with a note. */
export const qnaReviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ questionId, decision: z.literal('approve') }),
    z.object({ questionId, decision: z.literal('decline'), reason }),
    z.object({ questionId, decision: z.literal('edit'), title, body, note: reason }),
  ],
  { error: qnaMessages.notFound },
);

export const qnaAssignSchema = z.object({
  questionId,
  assignee: z.string({ error: qnaMessages.assigneeInvalid }).max(100, qnaMessages.assigneeInvalid),
});

export const qnaHideSchema = z.object({ questionId, hidden: z.boolean({ error: qnaMessages.notFound }) });

export const qnaAnswerSchema = z.object({
  questionId,
  /** Present when editing an answer already written. */
  answerId: answerId.optional(),
  bodyHtml: z.string({ error: qnaMessages.answerShort }).max(qnaLimits.answerMaxHtml, qnaMessages.answerLong),
  publish: z.boolean().default(false),
  confirmAdRules: z.boolean().default(false),
});

export const qnaFollowUpHideSchema = z.object({
  followUpId: rowId(qnaMessages.followUpNotFound),
  hidden: z.boolean({ error: qnaMessages.followUpNotFound }),
});

export const qnaAnswerStatusSchema = z.object({ answerId, hidden: z.boolean({ error: qnaMessages.answerNotFound }) });

export const qnaLawyerLinkSchema = z.object({
  lawyerId: rowId(qnaMessages.assigneeInvalid),
  /** The staff account's email, or empty to unlink. */
  email: z
    .string()
    .max(254)
    .transform((value) => value.trim().toLowerCase()),
});

export type QnaAskInput = z.infer<typeof qnaAskSchema>;
export type QnaFollowUpInput = z.infer<typeof qnaFollowUpSchema>;
export type QnaReviewInput = z.infer<typeof qnaReviewSchema>;
export type QnaAnswerInput = z.infer<typeof qnaAnswerSchema>;
