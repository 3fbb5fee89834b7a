import { describe, expect, it } from 'vitest';
import { addHistoryEntry, maxHistoryEntries, parseHistory, type HistoryEntry } from './history-entries';

const entry = (query: string, settlement = 100): HistoryEntry => ({
  savedAt: '2026-01-02T03:04:05.000Z',
  netEstate: 1000,
  settlement,
  payer: 'spouse',
  ratio: 50,
  query,
});

describe('property-division history', () => {
  it('reads nothing from empty or broken storage', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
  });

  it('drops malformed entries and keeps good ones', () => {
    expect(parseHistory(JSON.stringify([entry('a=1'), { query: 'x' }, 5]))).toEqual([entry('a=1')]);
  });

  it('puts the newest first, once per address, at most 20', () => {
    let list: HistoryEntry[] = [];
    list = addHistoryEntry(list, entry('a'));
    list = addHistoryEntry(list, entry('b'));
    list = addHistoryEntry(list, entry('a', 200));
    expect(list.map((e) => [e.query, e.settlement])).toEqual([
      ['a', 200],
      ['b', 100],
    ]);
    for (let i = 0; i < 30; i += 1) list = addHistoryEntry(list, entry(`q${i}`));
    expect(list).toHaveLength(maxHistoryEntries);
    expect(list[0]!.query).toBe('q29');
  });
});
