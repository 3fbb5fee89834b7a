'use client';

import { useState, useTransition } from 'react';
import { bookmarkMessages } from '../domain/member-notices';
import { setTalkBookmarkAction } from '../server/member-actions';

/** 스크랩 on the post page: the button says what it will do; the server answers the state it stored. */
export function BookmarkButton({ postId, saved: initialSaved }: { postId: number; saved: boolean }) {
  const [saved, setSaved] = useState(initialSaved);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const toggle = () =>
    startTransition(async () => {
      setMessage(null);
      try {
        const result = await setTalkBookmarkAction({ postId, saved: !saved });
        if (result.ok) {
          setSaved(result.data.saved);
          setMessage({ error: false, text: result.data.saved ? bookmarkMessages.saved : bookmarkMessages.removed });
        } else setMessage({ error: true, text: result.formError ?? '스크랩하지 못했어요. 잠시 뒤 다시 눌러 주세요.' });
      } catch {
        setMessage({ error: true, text: '서버에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.' });
      }
    });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={saved}
        disabled={pending}
        onClick={toggle}
        data-testid="talk-bookmark"
        className={`inline-flex h-11 items-center gap-1.5 rounded-full border px-4 text-[15px] font-semibold ${
          saved ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
        }`}
      >
        <span aria-hidden="true">{saved ? '★' : '☆'}</span>
        <span>스크랩</span>
      </button>
      <span
        role={message?.error ? 'alert' : 'status'}
        className={message ? `text-[13.5px] font-medium ${message.error ? 'text-red-700' : 'text-emerald-800'}` : 'sr-only'}
      >
        {message?.text ?? ''}
      </span>
    </span>
  );
}
