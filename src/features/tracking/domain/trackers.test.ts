import { describe, expect, it } from 'vitest';
import { configuredTrackers, conversionData, mobonTracker, naverTracker, type TrackerWindow } from './trackers';

describe('conversionData', () => {
  it('defaults to price 30000, quantity 1 and product default', () => {
    expect(conversionData('42')).toEqual({ ordcode: '42', qty: 1, price: 30000, pnm: 'default' });
  });
});

describe('configuredTrackers', () => {
  it('loads nothing when no tracker is configured', () => {
    expect(configuredTrackers({ naverWcsId: null, mobonId: null, mobonScriptUrl: null })).toEqual([]);
  });
  it('loads each configured tracker', () => {
    expect(configuredTrackers({ naverWcsId: 's_1', mobonId: 'm1', mobonScriptUrl: null }).map((t) => t.name)).toEqual(['naver', 'mobon']);
  });
});

describe('naverTracker', () => {
  it('sends a visit with the account id and a type-4 conversion', () => {
    const calls: unknown[] = [];
    const win: TrackerWindow = { wcs: { cnv: (type, value) => `cnv:${type}:${value}` }, wcs_do: (nasa) => calls.push(nasa ?? 'visit') };
    const tracker = naverTracker('s_abc');
    tracker.visit(win);
    tracker.conversion(win, conversionData('7'));
    expect(win.wcs_add).toEqual({ wa: 's_abc' });
    expect(calls).toEqual(['visit', { cnv: 'cnv:4:1' }]);
  });
});

describe('mobonTracker', () => {
  it('sends the conversion with ordcode, qty, price and product name', () => {
    const sent: Array<Record<string, string>> = [];
    class EN {
      data: Record<string, string> = {};
      setData(key: string, value: string) {
        this.data[key] = value;
      }
      setSSL() {}
      sendRf() {
        sent.push({ kind: 'visit', ...this.data });
      }
      sendConv() {
        sent.push({ kind: 'conversion', ...this.data });
      }
    }
    const win: TrackerWindow = { EN };
    const tracker = mobonTracker('m1', 'https://tracker.example/en.js');
    tracker.visit(win);
    tracker.conversion(win, conversionData('15'));
    expect(sent).toEqual([
      { kind: 'visit', userid: 'm1' },
      { kind: 'conversion', uid: 'm1', ordcode: '15', qty: '1', price: '30000', pnm: 'default' },
    ]);
  });
});
