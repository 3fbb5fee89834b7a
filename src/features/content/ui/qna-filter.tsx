'use client';

import { useId, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Narrows the centre's questions as the visitor types. The list is in the page's HTML, so without
 * JavaScript every question stays visible and the box is not shown.
 */
export function QnaFilter({ total }: { total: number }) {
  const id = useId();
  // True once hydrated: the box only works with JavaScript, so the server does not render it.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(total);

  const filter = (value: string) => {
    setQuery(value);
    const words = value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    let count = 0;
    for (const item of document.querySelectorAll<HTMLElement>('[data-qna-entry]')) {
      const match = words.every((word) => (item.textContent ?? '').toLowerCase().includes(word));
      item.hidden = !match;
      if (match) count += 1;
    }
    for (const topic of document.querySelectorAll<HTMLElement>('[data-qna-topic]')) {
      topic.hidden = topic.querySelector('[data-qna-entry]:not([hidden])') === null;
    }
    setShown(count);
  };

  if (!ready) return null;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-800">
        질문 찾기
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        onChange={(event) => filter(event.target.value)}
        placeholder="예) 양육비, 퇴직금, 숙려기간"
        aria-describedby={`${id}-count`}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
      />
      <p id={`${id}-count`} className="mt-2 text-sm text-slate-600" role="status" aria-live="polite">
        {query.trim() ? `${shown}개의 질문이 있습니다.` : `모두 ${total}개의 질문이 있습니다.`}
      </p>
    </div>
  );
}
