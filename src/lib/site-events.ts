/** Window events that connect features without importing each other (STYLE: feature boundaries). */

/** Fired after a consult is saved: `detail` is the API's model { id, name, legal_case_uuid }. */
export const CONSULT_SAVED_EVENT = 'consult-saved';
export type ConsultSavedDetail = { id: number; name: string; legal_case_uuid: string };
