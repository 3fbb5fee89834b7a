import { formFieldErrors, messages, submitCheck, type ConsultFieldErrors } from '../domain/consult-form-rules';

export type QuickConsultValues = { tel: string; content: string; name?: string; consent: boolean };

/**
 * The errors a quick form shows before it sends anything: the form rules first (spec section 5),
 * then the stricter submit check, then the consent the server requires.
 */
export function quickConsultErrors(values: QuickConsultValues): ConsultFieldErrors {
  const errors: ConsultFieldErrors = { ...submitCheck(values), ...formFieldErrors(values) };
  if (!values.consent) errors.consent = messages.consent;
  return errors;
}

export function hasErrors(errors: ConsultFieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** A failure message that always leaves the visitor a way to reach the firm: the main phone line. */
export function withCallHint(message: string, mainPhone: string): string {
  if (message.includes(mainPhone)) return message;
  if (message.includes('대표번호')) return `${message} (대표번호 ${mainPhone})`;
  return `${message} 급하시면 대표번호(${mainPhone})로 전화주세요.`;
}
