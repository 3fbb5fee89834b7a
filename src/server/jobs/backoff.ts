/** Exponential backoff for retries: 1 s, 2 s, 4 s … capped at one minute between tries. */
export const MAX_BACKOFF_MS = 60_000;

export function backoffMs(attempt: number, baseMs = 1_000): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.min(exponent, 30));
}
