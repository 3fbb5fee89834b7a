/**
 * The property-division results this visitor computed, kept in this browser's localStorage only
 * (never sent to the server): the newest first, one per address, at most 20.
 */
export const historyStorageKey = 'calculators.propertyDivision.history.v1';
export const historyChangedEvent = 'property-division-history-changed';
export const maxHistoryEntries = 20;

export type HistoryEntry = {
  /** ISO timestamp of when the result was shown. */
  savedAt: string;
  netEstate: number;
  settlement: number;
  payer: 'spouse' | 'claimant' | 'none';
  ratio: number;
  /** The codec query (without '?'), which reopens the same result. */
  query: string;
};

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.savedAt === 'string' &&
    Number.isSafeInteger(entry.netEstate) &&
    Number.isSafeInteger(entry.settlement) &&
    (entry.payer === 'spouse' || entry.payer === 'claimant' || entry.payer === 'none') &&
    Number.isSafeInteger(entry.ratio) &&
    typeof entry.query === 'string'
  );
}

/** Whatever is stored, read defensively: anything malformed is dropped, never thrown. */
export function parseHistory(text: string | null): HistoryEntry[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isEntry).slice(0, maxHistoryEntries) : [];
  } catch {
    return [];
  }
}

export function addHistoryEntry(list: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...list.filter((item) => item.query !== entry.query)].slice(0, maxHistoryEntries);
}
