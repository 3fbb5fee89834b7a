/**
 * What a form action (useActionState) receives comes from the browser, and a forged call can send
 * any serializable value in place of the FormData or the previous state (issue 11 fuzz: a null
 * `previous` or a string `form` threw, answering 500). These read both without trusting their type.
 */

/** A text entry of the form; '' when it is missing, a file, or the form is not FormData at all. */
export function formText(form: unknown, key: string): string {
  if (!(form instanceof FormData)) return '';
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

/** The state's next attempt number (it re-keys the form's messages), whatever came as the previous state. */
export function nextAttempt(previous: unknown): number {
  const attempt = (previous as { attempt?: unknown } | null | undefined)?.attempt;
  return typeof attempt === 'number' && Number.isSafeInteger(attempt) && attempt >= 0 ? attempt + 1 : 1;
}
