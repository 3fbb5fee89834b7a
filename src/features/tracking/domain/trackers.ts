/**
 * The two ad-tracking add-ons behind one interface (spec sections 3 and 4): a visit event when a
 * page is ready, a conversion event after a consult is saved. Each adapter talks to the vendor's
 * global only; nothing loads unless the tracker's id is configured.
 */

export type ConversionData = { ordcode: string; qty: number; price: number; pnm: string };

/** The spec's defaults: price 30000, quantity 1, product 'default'. */
export function conversionData(ordcode: string, overrides: Partial<Omit<ConversionData, 'ordcode'>> = {}): ConversionData {
  return { ordcode, qty: overrides.qty ?? 1, price: overrides.price ?? 30000, pnm: overrides.pnm ?? 'default' };
}

export type Tracker = {
  name: string;
  scriptUrl: string;
  visit: (win: TrackerWindow) => void;
  conversion: (win: TrackerWindow, data: ConversionData) => void;
};

type Wcs = { cnv: (type: string, value: string) => unknown };
type EnlipleData = {
  setData: (key: string, value: string) => void;
  setSSL: (on: boolean) => void;
  sendRf: () => void;
  sendConv: () => void;
};
export type TrackerWindow = {
  wcs_add?: Record<string, string>;
  wcs?: Wcs;
  wcs_do?: (nasa?: Record<string, unknown>) => void;
  EN?: new () => EnlipleData;
};

/** 네이버 프리미엄 로그분석: visit via wcs_do, conversion type 4 (신청·예약). */
export function naverTracker(accountId: string): Tracker {
  return {
    name: 'naver',
    scriptUrl: 'https://wcs.naver.net/wcslog.js',
    visit: (win) => {
      win.wcs_add = { ...(win.wcs_add ?? {}), wa: accountId };
      win.wcs_do?.();
    },
    conversion: (win) => {
      if (!win.wcs || !win.wcs_do) return;
      win.wcs_do({ cnv: win.wcs.cnv('4', '1') });
    },
  };
}

/** 모비온(Enliple): visit via sendRf, conversion with ordcode, qty, price and product name. */
export function mobonTracker(userId: string, scriptUrl: string): Tracker {
  return {
    name: 'mobon',
    scriptUrl,
    visit: (win) => {
      if (!win.EN) return;
      const rf = new win.EN();
      rf.setData('userid', userId);
      rf.setSSL(true);
      rf.sendRf();
    },
    conversion: (win, data) => {
      if (!win.EN) return;
      const cn = new win.EN();
      cn.setData('uid', userId);
      cn.setData('ordcode', data.ordcode);
      cn.setData('qty', String(data.qty));
      cn.setData('price', String(data.price));
      cn.setData('pnm', encodeURIComponent(encodeURIComponent(data.pnm)));
      cn.setSSL(true);
      cn.sendConv();
    },
  };
}

export const DEFAULT_MOBON_SCRIPT_URL = 'https://cdn.megadata.co.kr/js/en_script/3.6/enliple_min3.6.js';

export function configuredTrackers(config: {
  naverWcsId: string | null;
  mobonId: string | null;
  mobonScriptUrl: string | null;
}): Tracker[] {
  const list: Tracker[] = [];
  if (config.naverWcsId) list.push(naverTracker(config.naverWcsId));
  if (config.mobonId) list.push(mobonTracker(config.mobonId, config.mobonScriptUrl ?? DEFAULT_MOBON_SCRIPT_URL));
  return list;
}
