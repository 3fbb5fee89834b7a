/** The global snackbar event (spec section 3): defaults '알람..', amber lighten-1, 3000 ms. */
export const SNACKBAR_EVENT = 'snackbar';

export type SnackbarColor = 'amber lighten-1' | 'success' | 'error' | 'info';
export type SnackbarPayload = { text?: string; color?: SnackbarColor; time?: number };

export const snackbarDefaults = { text: '알람..', color: 'amber lighten-1', time: 3000 } as const;

export function showSnackbar(payload: SnackbarPayload = {}): void {
  window.dispatchEvent(new CustomEvent<SnackbarPayload>(SNACKBAR_EVENT, { detail: payload }));
}
