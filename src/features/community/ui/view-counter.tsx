'use client';

import { useEffect } from 'react';
import { talkPostViewPath } from '@/lib/routes';

/**
 * The post page's view counter: one POST after the page shows (the server counts a visitor once
 * a day). It runs in the browser, not in the page's render, so a cached page still counts.
 */
export function ViewCounter({ id }: { id: number }) {
  useEffect(() => {
    void fetch(talkPostViewPath(id), { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  }, [id]);
  return null;
}
