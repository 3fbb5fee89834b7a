import { z } from 'zod';
import { consultStatuses } from './domain/consult-workflow';
import { CONTENT_MAX, TEL_MAX, categories, messages, regions, submitCheck, type ConsultFieldErrors } from './domain/consult-form-rules';

/**
 * What the consult forms, the consult API and the inbox send, as the server checks them. The
 * messages, choices and the browser's plain checks are in `domain/consult-form-rules.ts` (no zod,
 * so no visitor downloads it: decision 006); `consult-rules-agreement.test.ts` keeps the two in step.
 */

// ---------------------------------------------------------------------------------------------
// The consultation form (spec sections 3, 4 and 5)
// ---------------------------------------------------------------------------------------------

/** The consultation form's own rules (spec section 5, 'Consultation form'). */
export const consultFormSchema = z.object({
  tel: z
    .string()
    .trim()
    .min(1, messages.telRequired)
    .min(6, messages.telShort)
    .max(TEL_MAX, messages.telLong)
    .regex(/^[0-9+\-() ]+$/, messages.telChars),
  content: z.string().trim().min(1, messages.contentRequired).min(3, messages.contentShort).max(CONTENT_MAX, messages.contentLong),
  name: z.string().trim().max(30, messages.nameLong).optional().default(''),
  address: z
    .enum(['', ...regions], { error: messages.region })
    .optional()
    .default(''),
  category: z
    .enum(['', ...categories], { error: messages.category })
    .optional()
    .default(''),
});

/** The form rules by the schema: the first message per field (what `readConsultForm` answers in the browser). */
export function schemaFieldErrors(input: unknown): ConsultFieldErrors {
  const parsed = consultFormSchema.safeParse(input);
  return parsed.success ? {} : firstMessages(parsed.error.issues);
}

/** Runs the form rules, then the submit check; returns the first message per field. */
export function validateConsult(
  input: unknown,
): { ok: true; data: z.output<typeof consultFormSchema> } | { ok: false; fieldErrors: ConsultFieldErrors } {
  const parsed = consultFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: firstMessages(parsed.error.issues) };
  const strict = submitCheck(parsed.data);
  if (Object.keys(strict).length > 0) return { ok: false, fieldErrors: strict };
  return { ok: true, data: parsed.data };
}

function firstMessages(issues: z.core.$ZodIssue[]): ConsultFieldErrors {
  const errors: ConsultFieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof ConsultFieldErrors;
    errors[key] ??= fieldMessage(key, issue.message);
  }
  return errors;
}

/** Wrong types (a number for tel, say) read as the field being missing, in Korean. */
function fieldMessage(key: keyof ConsultFieldErrors, message: string): string {
  if (!/^[\x00-\x7F]*$/.test(message)) return message;
  if (key === 'tel') return messages.telRequired;
  if (key === 'content') return messages.contentRequired;
  if (key === 'name') return messages.nameLong;
  if (key === 'address') return messages.region;
  if (key === 'category') return messages.category;
  return message;
}

// ---------------------------------------------------------------------------------------------
// The public forms' actions (server/actions.ts): the form rules, the consent box, the bot checks' fields
// ---------------------------------------------------------------------------------------------

export const consultFields = {
  tel: z.string(),
  content: z.string(),
  name: z.string(),
  address: z.string(),
  category: z.string(),
  consent: z.boolean(),
  /** The honeypot. */
  website: z.string(),
  /** Turnstile's token, when the widget is on. */
  token: z.string().nullable(),
};

/** The checks fileConsult makes before it counts, one message per field: the form rules and the consent box. */
export function consultFieldErrors(values: { consent: boolean }): ConsultFieldErrors {
  const checked = validateConsult(values);
  return { ...(checked.ok ? {} : checked.fieldErrors), ...(values.consent ? {} : { consent: messages.consent }) };
}

export function addFieldErrors(context: z.RefinementCtx, fieldErrors: Record<string, string | undefined>): void {
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (message) context.addIssue({ code: 'custom', path: [field], message });
  }
}

/** /consult/board's form. */
export const consultBoardSchema = z
  .object(consultFields)
  .superRefine((values, context) => addFieldErrors(context, consultFieldErrors(values)));

// ---------------------------------------------------------------------------------------------
// The inbox (issue 3, server/office-actions.ts)
// ---------------------------------------------------------------------------------------------

const NOTE_MAX = 2_000;

const consultId = z
  .number({ error: '상담 번호가 올바르지 않습니다.' })
  .int('상담 번호가 올바르지 않습니다.')
  .positive('상담 번호가 올바르지 않습니다.')
  .max(2_147_483_647, '상담 번호가 올바르지 않습니다.');

const optionalNote = z
  .string({ error: '메모는 글자로 적어주세요.' })
  .trim()
  .max(NOTE_MAX, `메모는 ${NOTE_MAX.toLocaleString('ko-KR')}자 이내로 적어주세요.`)
  .optional()
  .transform((value) => value || null);

export const consultStatusSchema = z.object({
  consultId,
  fromStatus: z.enum(consultStatuses, { error: '현재 상태 값이 올바르지 않습니다.' }),
  toStatus: z.enum(consultStatuses, { error: '바꿀 상태를 목록에서 골라주세요.' }),
  note: optionalNote,
});

export const consultAssignSchema = z.object({
  consultId,
  /** '' unassigns ('미배정'). */
  assigneeId: z.string({ error: '담당자를 목록에서 골라주세요.' }).trim().max(64, '담당자를 목록에서 골라주세요.'),
});

export const consultNoteSchema = z.object({
  consultId,
  note: z
    .string({ error: '메모를 적어주세요.' })
    .trim()
    .min(1, '메모를 적어주세요.')
    .max(NOTE_MAX, `메모는 ${NOTE_MAX.toLocaleString('ko-KR')}자 이내로 적어주세요.`),
});

export const partnerResendSchema = z.object({ consultId });
