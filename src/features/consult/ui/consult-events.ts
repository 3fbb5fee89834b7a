import type { Event2020Payload } from '../domain/consult-rules';

/** Global events that open the consultation modals from anywhere on the site (spec section 2). */
export const POPUP_CONSULT_EVENT = 'popup-consult';
export const CONSULT_2020_EVENT = 'consult-2020';

export type PopupConsultPayload = { content?: string; placeholder?: string; tel?: string; name?: string; category?: string; inflow_from?: string };

export function openConsultModal(payload: PopupConsultPayload = {}): void {
  window.dispatchEvent(new CustomEvent<PopupConsultPayload>(POPUP_CONSULT_EVENT, { detail: payload }));
}

/** The 2020 consult event: files the request at once and shows the confirmation modal. */
export function sendConsult2020(payload: Event2020Payload & { consent: true }): void {
  window.dispatchEvent(new CustomEvent(CONSULT_2020_EVENT, { detail: payload }));
}
