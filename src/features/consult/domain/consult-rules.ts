import { z } from 'zod';
import { CONTENT_MAX, TEL_MAX, categories, messages, regions, submitCheck, type ConsultFieldErrors } from './consult-form-rules';

/**
 * Consultation intake rules (spec sections 3, 4 and 5), as the server checks them: the zod schema
 * below. The messages, choices and the browser's plain checks live in `consult-form-rules.ts`
 * (no zod, so no visitor downloads it: decision 006) and are re-exported here, so server code
 * keeps one import path. Client components import `consult-form-rules.ts` directly.
 */
export {
  CONSENT_VERSION,
  categories,
  consentNotice,
  consultSources,
  event2020Content,
  formFieldErrors,
  maskTel,
  messages,
  regions,
  submitCheck,
  successMessage,
} from './consult-form-rules';
export type { ConsultSource, Event2020Payload, ConsultFieldErrors } from './consult-form-rules';

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
