'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * Toss Payments' payment widget (v2 standard SDK) on /pay/opt (issue 16). The script loads here
 * only, and only when the site is configured (TOSS_SDK_URL; tests serve a local stand-in). The
 * amount comes from the server's order; the widget redirects to the success or fail URL itself.
 */

type Widgets = {
  setAmount: (amount: { currency: string; value: number }) => Promise<void>;
  renderPaymentMethods: (options: { selector: string; variantKey?: string }) => Promise<unknown>;
  renderAgreement: (options: { selector: string; variantKey?: string }) => Promise<unknown>;
  requestPayment: (options: Record<string, string>) => Promise<void>;
};
type TossPaymentsFactory = ((clientKey: string) => { widgets: (options: { customerKey: string }) => Widgets }) & { ANONYMOUS: string };

export type TossWidgetProps = {
  clientKey: string;
  sdkUrl: string;
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  customerMobilePhone: string;
  customerEmail: string | null;
  successUrl: string;
  failUrl: string;
};

let sdkPromise: Promise<TossPaymentsFactory> | null = null;

function loadSdk(url: string): Promise<TossPaymentsFactory> {
  const existing = (window as unknown as { TossPayments?: TossPaymentsFactory }).TossPayments;
  if (existing) return Promise.resolve(existing);
  sdkPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { TossPayments?: TossPaymentsFactory }).TossPayments;
      if (factory) resolve(factory);
      else reject(new Error('no TossPayments'));
    };
    script.onerror = () => {
      sdkPromise = null;
      reject(new Error('the payment script did not load'));
    };
    document.head.appendChild(script);
  });
  return sdkPromise;
}

export function TossWidget(props: TossWidgetProps) {
  const widgets = useRef<Widgets | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'paying' | 'error'>('loading');
  const [error, setError] = useState<string | null>(null);
  const { clientKey, sdkUrl, amount } = props;

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const TossPayments = await loadSdk(sdkUrl);
        const created = TossPayments(clientKey).widgets({ customerKey: TossPayments.ANONYMOUS });
        await created.setAmount({ currency: 'KRW', value: amount });
        await Promise.all([
          created.renderPaymentMethods({ selector: '#toss-payment-methods', variantKey: 'DEFAULT' }),
          created.renderAgreement({ selector: '#toss-agreement', variantKey: 'AGREEMENT' }),
        ]);
        if (cancelled) return;
        widgets.current = created;
        setState('ready');
      } catch {
        if (cancelled) return;
        setState('error');
        setError('결제 창을 불러오지 못했습니다. 화면을 새로 고치시거나, 계속 안 되면 대표번호로 전화해 주세요.');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [clientKey, sdkUrl, amount]);

  const pay = async () => {
    if (!widgets.current) return;
    setState('paying');
    setError(null);
    try {
      await widgets.current.requestPayment({
        orderId: props.orderId,
        orderName: props.orderName,
        successUrl: props.successUrl,
        failUrl: props.failUrl,
        customerName: props.customerName,
        customerMobilePhone: props.customerMobilePhone,
        ...(props.customerEmail ? { customerEmail: props.customerEmail } : {}),
      });
    } catch (problem) {
      setState('ready');
      const message = problem instanceof Error && problem.message ? problem.message : '';
      setError(message ? `결제를 시작하지 못했습니다: ${message}` : '결제를 시작하지 못했습니다. 다시 시도해 주세요.');
    }
  };

  return (
    <div data-testid="toss-widget">
      {/* Room held for the widget's frames, so nothing below moves when they arrive (CLS). */}
      <div className="relative min-h-[17rem]">
        {state === 'loading' && <p className="absolute inset-x-0 top-0 py-3 text-sm text-slate-600">결제 수단을 불러오는 중…</p>}
        <div id="toss-payment-methods" aria-busy={state === 'loading'} />
      </div>
      <div id="toss-agreement" className="min-h-12" />
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={pay}
        disabled={state !== 'ready'}
        className="mt-4 w-full rounded-lg bg-brand-700 px-4 py-4 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        data-testid="toss-pay"
      >
        {state === 'paying' ? '결제 창을 여는 중…' : `${amount.toLocaleString('ko-KR')}원 결제하기`}
      </button>
    </div>
  );
}
