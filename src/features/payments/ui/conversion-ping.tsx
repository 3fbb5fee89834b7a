'use client';

import { useEffect } from 'react';
import { PAYMENT_CONFIRMED_EVENT, type PaymentConfirmedDetail } from '@/lib/site-events';

/**
 * Tells the ad trackers about a paid order (issue 16): only on the receipt of an order the server
 * confirmed, with its real price, once per browser (a refresh of the receipt does not count twice).
 */
export function ConversionPing(detail: PaymentConfirmedDetail) {
  useEffect(() => {
    const key = `conversion:${detail.orderId}`;
    try {
      if (window.localStorage.getItem(key)) return;
      window.localStorage.setItem(key, '1');
    } catch {
      // storage off: send it anyway
    }
    window.dispatchEvent(new CustomEvent<PaymentConfirmedDetail>(PAYMENT_CONFIRMED_EVENT, { detail }));
  }, [detail]);
  return null;
}
