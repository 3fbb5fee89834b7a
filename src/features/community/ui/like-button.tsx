'use client';

import { useState, useTransition } from 'react';
import { setTalkLikeAction } from '../server/actions';

/**
 * 공감 on a post or a comment. The server keeps one per member (a primary key) and answers the
 * count it stored; the button shows that answer, so repeated clicks cannot count twice.
 */
export function LikeButton({
  target,
  id,
  liked: initialLiked,
  count: initialCount,
  size = 'post',
}: {
  target: 'post' | 'comment';
  id: number;
  liked: boolean;
  count: number;
  size?: 'post' | 'comment';
}) {
  const [state, setState] = useState({ liked: initialLiked, count: initialCount });
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const toggle = () =>
    startTransition(async () => {
      setError(null);
      try {
        const result = await setTalkLikeAction({ target, id, liked: !state.liked });
        if (result.ok) setState(result.data);
        else setError(result.formError ?? '공감을 남기지 못했어요. 잠시 뒤 다시 눌러 주세요.');
      } catch {
        setError('서버에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.');
      }
    });
  const look = size === 'post' ? 'h-11 gap-1.5 rounded-full px-4 text-[15px]' : 'h-9 min-w-9 gap-1 rounded-full px-2.5 text-[13.5px]';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={state.liked}
        disabled={pending}
        onClick={toggle}
        className={`inline-flex items-center border font-semibold ${look} ${
          state.liked ? 'border-accent-600 bg-accent-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
        }`}
        data-testid={`talk-like-${target}`}
      >
        <span aria-hidden="true">♥</span>
        <span>공감</span>
        <span data-testid="talk-like-count">{state.count.toLocaleString('ko-KR')}</span>
      </button>
      {error && (
        <span role="alert" className="text-[13.5px] font-medium text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
