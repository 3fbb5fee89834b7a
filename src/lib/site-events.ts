/** Window events that connect features without importing each other (STYLE: feature boundaries). */

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
