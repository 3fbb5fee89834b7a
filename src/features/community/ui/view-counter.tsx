'use client';

import { useEffect, useState } from 'react';
import { talkPostViewPath } from '@/lib/routes';

/**
 * The post page's view count, and its counter: one POST after the page shows (the server counts a
 * visitor once a day) whose answer is the current count. It runs in the browser, not in the
 * page's render, so a cached page (decision 013) still counts and still shows the number of now.
 */
export function ViewCounter({ id, initial }: { id: number; initial: number }) {
  const [views, setViews] = useState(initial);
  useEffect(() => {
    void fetch(talkPostViewPath(id), { method: 'POST', credentials: 'same-origin', keepalive: true })
      .then(async (answer) => {
        if (answer.status !== 200) return;
        const body = (await answer.json()) as { views?: unknown };
        if (typeof body.views === 'number') setViews(body.views);
      })
      .catch(() => undefined);
  }, [id]);
  return <span data-testid="talk-view-count">조회 {views.toLocaleString('ko-KR')}</span>;
}
