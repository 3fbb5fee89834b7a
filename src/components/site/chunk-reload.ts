/** Spec section 8: a failed lazy-loaded chunk reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

const chunkFailure =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Loading chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error, rejection reason or message says a code chunk failed to load. */
export function isChunkLoadFailure(value: unknown): boolean {
  if (typeof value === 'string') return chunkFailure.test(value);
  if (value instanceof Error || (typeof value === 'object' && value !== null)) {
    const { name, message } = value as { name?: unknown; message?: unknown };
    return (typeof name === 'string' && chunkFailure.test(name)) || (typeof message === 'string' && chunkFailure.test(message));
  }
  return false;
}

/** Reload only when the last chunk reload is older than the window (or never happened). */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number, windowMs = CHUNK_RELOAD_WINDOW_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= windowMs || now < lastReloadAt;
}
