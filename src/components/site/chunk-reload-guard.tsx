'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadFailure, shouldReloadForChunk } from './chunk-reload';

/** Reloads the page once when a lazy-loaded chunk fails (a new deploy), at most once per 60 s (spec section 8). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reloadOnce = (...reasons: unknown[]) => {
      if (!reasons.some(isChunkLoadFailure)) return;
      let last: number | null = null;
      try {
        const stored = window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
        last = stored === null ? null : Number(stored);
        const now = Date.now();
        if (!shouldReloadForChunk(last, now)) return;
        window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
      } catch {
        return; // without storage we cannot keep the once-per-minute promise, so never loop
      }
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => reloadOnce(event.error, event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
