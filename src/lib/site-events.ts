/** Window events that connect features without importing each other (STYLE: feature boundaries). */

/**
 * Opens the consultation modal from anywhere on the site (spec section 2): the chrome's buttons
 * and the calculators dispatch it, consult's modal listens, and neither imports the other.
 */
export const POPUP_CONSULT_EVENT = 'popup-consult';
export type PopupConsultPayload = {
  content?: string;
  placeholder?: string;
  tel?: string;
  name?: string;
  category?: string;
  inflow_from?: string;
};

export function openConsultModal(payload: PopupConsultPayload = {}): void {
  window.dispatchEvent(new CustomEvent<PopupConsultPayload>(POPUP_CONSULT_EVENT, { detail: payload }));
}

/** Calls `listener` with each request to open the consultation modal; returns the unsubscribe. */
export function onOpenConsultModal(listener: (payload: PopupConsultPayload) => void): () => void {
  const onEvent = (event: Event) => listener((event as CustomEvent<PopupConsultPayload>).detail ?? {});
  window.addEventListener(POPUP_CONSULT_EVENT, onEvent);
  return () => window.removeEventListener(POPUP_CONSULT_EVENT, onEvent);
}

/** Fired after a consult is saved: `detail` is the API's model { id, name, legal_case_uuid }. */
export const CONSULT_SAVED_EVENT = 'consult-saved';
export type ConsultSavedDetail = { id: number; name: string; legal_case_uuid: string };

/**
 * Fired after this tab signs in, signs out or changes the account (display name, deletion), so
 * the account card and the drawer's user card fetch the user again without a reload.
 */
export const AUTH_CHANGED_EVENT = 'auth-changed';

export function notifyAuthChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

/** Fired on the receipt of an order the server confirmed as paid (issue 16): the conversion, with the real price. */
export const PAYMENT_CONFIRMED_EVENT = 'payment-confirmed';
export type PaymentConfirmedDetail = { orderId: string; amount: number; product: string };
