'use client';

import { useSyncExternalStore } from 'react';
import { formatWon } from '@/features/calculators/domain/money';
import { historyChangedEvent, historyStorageKey, parseHistory, type HistoryEntry } from '../history-entries';
import { formatSeoulDateTime } from '@/lib/seoul-date';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(historyChangedEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(historyChangedEvent, onChange);
  };
}

function readStorage(): string {
  try {
    return window.localStorage.getItem(historyStorageKey) ?? '';
  } catch {
    return '';
  }
}

export function settlementInWords(entry: Pick<HistoryEntry, 'payer' | 'settlement'>): string {
  if (entry.payer === 'spouse') return `배우자가 나에게 ${formatWon(entry.settlement)} 지급`;
  if (entry.payer === 'claimant') return `내가 배우자에게 ${formatWon(-entry.settlement)} 지급`;
  return '주고받을 금액 없음';
}

/** The results kept in this browser, newest first, each reopening its calculator address. */
export function HistoryList({ calculatorPath }: { calculatorPath: string }) {
  const raw = useSyncExternalStore(subscribe, readStorage, () => null);
  if (raw === null) return null;
  const entries = parseHistory(raw);
  const clear = () => {
    try {
      window.localStorage.removeItem(historyStorageKey);
    } catch {
      // Nothing to clear when storage is blocked.
    }
    window.dispatchEvent(new Event(historyChangedEvent));
  };
  if (entries.length === 0) {
    return (
      <p className="mt-6 rounded-2xl bg-slate-50 p-5 text-[15.5px] text-slate-800" data-testid="history-empty">
        이 브라우저에 저장된 계산 기록이 없습니다. 재산분할 계산기에서 결과를 보면 여기에 남습니다.
      </p>
    );
  }
  return (
    <div className="mt-6">
      <ol className="space-y-3" data-testid="history-list">
        {entries.map((entry) => (
          <li key={entry.query} className="rounded-2xl border border-slate-200 bg-white p-5">
            <p className="text-[14px] text-slate-700">
              <time dateTime={entry.savedAt}>{formatSeoulDateTime(new Date(entry.savedAt))}</time> · 분할 비율 {entry.ratio}%
            </p>
            <p className="mt-1 text-[16px] text-slate-900 tabular-nums">
              분할 대상 순재산 {formatWon(entry.netEstate)}
              {entry.netEstate < 0 && <span className="ml-2 font-semibold text-red-700">(마이너스: 참고용)</span>}
            </p>
            <p className="mt-1 text-[16px] font-bold text-brand-900 tabular-nums">{settlementInWords(entry)}</p>
            <a
              href={`${calculatorPath}?${entry.query}`}
              className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-2"
            >
              이 결과 다시 열기
            </a>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={clear}
        className="mt-6 inline-flex h-12 items-center justify-center rounded-xl px-5 text-[16px] font-semibold text-red-800 ring-1 ring-red-300 hover:ring-red-700"
      >
        기록 지우기
      </button>
    </div>
  );
}
