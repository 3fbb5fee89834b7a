'use client';

import { useEffect, useState } from 'react';
import { SNACKBAR_EVENT, snackbarDefaults, type SnackbarPayload } from './snackbar-events';

const colorClass: Record<string, string> = {
  'amber lighten-1': 'bg-amber-snack text-slate-900',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-brand-800 text-white',
};

/** The site's one snackbar, shown by the global 'snackbar' event (spec section 3 defaults). */
export function Snackbar() {
  const [current, setCurrent] = useState<Required<SnackbarPayload> & { key: number }>();

  useEffect(() => {
    const onShow = (event: Event) => {
      const detail = (event as CustomEvent<SnackbarPayload>).detail ?? {};
      setCurrent({
        text: detail.text ?? snackbarDefaults.text,
        color: detail.color ?? snackbarDefaults.color,
        time: detail.time ?? snackbarDefaults.time,
        key: Date.now(),
      });
    };
    window.addEventListener(SNACKBAR_EVENT, onShow);
    return () => window.removeEventListener(SNACKBAR_EVENT, onShow);
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(undefined), current.time);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-24 z-[70] flex justify-center px-4">
      {current && (
        <div
          key={current.key}
          data-testid="snackbar"
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${colorClass[current.color] ?? colorClass['amber lighten-1']}`}
        >
          <span>{current.text}</span>
          <button type="button" onClick={() => setCurrent(undefined)} className="ml-2 rounded px-1 underline" aria-label="알림 닫기">
            닫기
          </button>
        </div>
      )}
    </div>
  );
}
