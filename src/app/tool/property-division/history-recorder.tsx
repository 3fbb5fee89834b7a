'use client';

import { useEffect } from 'react';
import { addHistoryEntry, historyChangedEvent, historyStorageKey, parseHistory, type HistoryEntry } from './history-entries';

/**
 * Remembers a shown result in this browser (localStorage) for the history page. Nothing is sent
 * anywhere; if storage is unavailable (private mode, disabled), the result simply is not kept.
 */
export function HistoryRecorder({ netEstate, settlement, payer, ratio, query }: Omit<HistoryEntry, 'savedAt'>) {
  useEffect(() => {
    try {
      const list = parseHistory(window.localStorage.getItem(historyStorageKey));
      const next = addHistoryEntry(list, { savedAt: new Date().toISOString(), netEstate, settlement, payer, ratio, query });
      window.localStorage.setItem(historyStorageKey, JSON.stringify(next));
      window.dispatchEvent(new Event(historyChangedEvent));
    } catch {
      // Storage blocked: the calculator works the same without a history.
    }
  }, [netEstate, settlement, payer, ratio, query]);
  return null;
}
