import type { Event2020Payload } from '../domain/consult-form-rules';

/**
 * The 2020 consult event, fired and heard inside consult (spec section 2). The event that opens
 * the consultation modal from anywhere on the site is in lib/site-events.ts.
 */
export const CONSULT_2020_EVENT = 'consult-2020';

/** The 2020 consult event: files the request at once and shows the confirmation modal. */
export function sendConsult2020(payload: Event2020Payload & { consent: true }): void {
  window.dispatchEvent(new CustomEvent(CONSULT_2020_EVENT, { detail: payload }));
}
