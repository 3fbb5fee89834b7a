'use client';

import Script from 'next/script';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CONSULT_SAVED_EVENT, PAYMENT_CONFIRMED_EVENT, type ConsultSavedDetail, type PaymentConfirmedDetail } from '@/lib/site-events';
import { configuredTrackers, conversionData, type TrackerWindow } from '../domain/trackers';

type Props = { naverWcsId: string | null; mobonId: string | null; mobonScriptUrl: string | null };

/** Loads the configured ad trackers after the page is interactive; renders nothing otherwise. */
export function Trackers(props: Props) {
  const { naverWcsId, mobonId, mobonScriptUrl } = props;
  const trackers = useMemo(() => configuredTrackers({ naverWcsId, mobonId, mobonScriptUrl }), [naverWcsId, mobonId, mobonScriptUrl]);
  const pathname = usePathname();
  const [loaded, setLoaded] = useState<Record<string, boolean>>({});
  const lastVisit = useRef<Record<string, string>>({});

  useEffect(() => {
    const win = window as unknown as TrackerWindow;
    for (const tracker of trackers) {
      if (!loaded[tracker.name] || lastVisit.current[tracker.name] === pathname) continue;
      lastVisit.current[tracker.name] = pathname;
      tracker.visit(win);
    }
  }, [trackers, loaded, pathname]);

  useEffect(() => {
    if (trackers.length === 0) return;
    const onSaved = (event: Event) => {
      const detail = (event as CustomEvent<ConsultSavedDetail>).detail;
      const win = window as unknown as TrackerWindow;
      for (const tracker of trackers) tracker.conversion(win, conversionData(String(detail?.id ?? '')));
    };
    // A paid consultation counts with its real price (the spec's 30000 only when nothing else is known).
    const onPaid = (event: Event) => {
      const detail = (event as CustomEvent<PaymentConfirmedDetail>).detail;
      const win = window as unknown as TrackerWindow;
      for (const tracker of trackers)
        tracker.conversion(win, conversionData(detail.orderId, { price: detail.amount, pnm: detail.product }));
    };
    window.addEventListener(CONSULT_SAVED_EVENT, onSaved);
    window.addEventListener(PAYMENT_CONFIRMED_EVENT, onPaid);
    return () => {
      window.removeEventListener(CONSULT_SAVED_EVENT, onSaved);
      window.removeEventListener(PAYMENT_CONFIRMED_EVENT, onPaid);
    };
  }, [trackers]);

  if (trackers.length === 0) return null;
  return (
    <>
      {trackers.map((tracker) => (
        <Script
          key={tracker.name}
          src={tracker.scriptUrl}
          strategy="afterInteractive"
          onReady={() => setLoaded((current) => ({ ...current, [tracker.name]: true }))}
        />
      ))}
    </>
  );
}
