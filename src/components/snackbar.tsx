'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

  // A manual popover sits in the top layer, so the message shows above an open modal dialog
  // (components/dialog.tsx), which z-index cannot reach. It stays inside the live region.
  const toast = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = toast.current;
    if (!element || typeof element.showPopover !== 'function') return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [current]);

  return (
    <div role="status" aria-live="polite" className="snackbar-region">
      {current && (
        <div
          key={current.key}
          ref={toast}
          popover="manual"
          data-testid="snackbar"
          className={`pointer-events-auto fixed inset-x-4 top-auto bottom-24 mx-auto my-0 flex w-fit max-w-md items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${colorClass[current.color] ?? colorClass['amber lighten-1']}`}
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
