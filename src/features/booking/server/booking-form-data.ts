import { formText, nextAttempt } from '@/lib/form-data';
import { bookingMessages } from '../domain/booking-rules';
import type { BookingFormState, BookingFormValues } from './actions';
import type { Alternative } from './mutations';

/** Reading the booking form (the visit form and the paid consultation's, issue 16). */

/** The day and time sent: a picked alternative ('2026-12-03 15:00') wins over the ones the page had chosen. */
export function chosenTime(formData: FormData): { day: string; time: string } {
  const [day, time] = formText(formData, 'pick').split(' ');
  return day && time ? { day, time } : { day: formText(formData, 'day'), time: formText(formData, 'time') };
}

/** What the visitor reads when the time was just taken. */
export function takenMessage(alternatives: readonly Alternative[]): string {
  return alternatives.length > 0 ? bookingMessages.taken : bookingMessages.takenNoAlternative;
}

export function formValues(formData: FormData): BookingFormValues {
  const text = (key: string) => formText(formData, key);
  return {
    tel: text('tel'),
    content: text('content'),
    name: text('name'),
    category: text('category'),
    consent: text('consent') === 'on',
    email: text('email'),
    placeId: text('placeId'),
    lawyer: text('lawyer') || 'any',
    ...chosenTime(formData),
  };
}

/** The form again after anything but success: the time just taken (with nearby free times), or what was wrong. */
export function refusedState(
  previous: BookingFormState,
  values: BookingFormValues,
  result:
    | { ok: true; data: { taken: Alternative[] } | object }
    | { ok: false; fieldErrors?: Partial<Record<string, string>>; formError?: string },
): BookingFormState {
  if (result.ok && 'taken' in result.data) {
    const alternatives = result.data.taken;
    return { attempt: nextAttempt(previous), values, fieldErrors: {}, formError: takenMessage(alternatives), alternatives };
  }
  const refused = result as { fieldErrors?: Record<string, string>; formError?: string };
  return {
    attempt: nextAttempt(previous),
    values,
    fieldErrors: (refused.fieldErrors ?? {}) as BookingFormState['fieldErrors'],
    formError: refused.fieldErrors ? undefined : refused.formError,
  };
}
