import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getFirmSettings } from '@/features/firm/server/queries';
import { telHref } from '@/features/firm/domain/firm-settings';
import { wasPaid } from '@/features/payments/domain/order-status';
import { paymentMessages, tossFailureMessage } from '@/features/payments/domain/payment-messages';
import { orderById } from '@/features/payments/server/orders';
import { settleResult, viewOf, type SettleView } from '@/features/payments/server/settle';
import { tossConfig } from '@/features/payments/server/toss-client';
import { orderSummary } from '@/features/payments/server/visitor-queries';
import { ConversionPing } from '@/features/payments/ui/conversion-ping';
import { OrderReceipt } from '@/features/payments/ui/order-receipt';
import { searchParam, type SearchParams } from '@/lib/params';
import { payOptPath, payReceiptPath, routes } from '@/lib/routes';
import { getDb } from '@/server/db/db';

// Toss's success URL and the order's receipt: private, never cached or indexed. A refresh or a
// second tab shows the same receipt; the confirm happens once (payments/server/settle.ts).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '결제 결과', robots: { index: false, follow: false }, referrer: 'no-referrer' };

async function resultView(query: SearchParams): Promise<SettleView> {
  const orderId = searchParam(query, 'orderId') ?? '';
  const paymentKey = searchParam(query, 'paymentKey');
  const amount = searchParam(query, 'amount');
  const db = await getDb();
  const config = tossConfig();
  if (config && paymentKey && amount !== undefined) {
    const settled = await settleResult(db, config, { orderId, paymentKey, amount });
    // Settled (or being settled): the receipt's own address, without the payment key, is what a refresh or a bookmark keeps.
    if (settled.view !== 'tampered' && settled.view !== 'not-found') redirect(payReceiptPath(settled.order.orderId));
    return settled;
  }
  const order = await orderById(db, orderId);
  return order ? viewOf(db, order) : { view: 'not-found' };
}

function againLink(booking: { placeId: number; lawyer: string } | null, alternative?: { day: string; time: string }): string {
  if (!booking) return routes.premiumPay;
  const params = new URLSearchParams({ place: String(booking.placeId), lawyer: booking.lawyer });
  if (alternative) {
    params.set('day', alternative.day);
    params.set('time', alternative.time);
  }
  return `${routes.premiumPay}?${params.toString()}#step-details`;
}

export default async function PayResultPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [query, settings] = await Promise.all([searchParams, getFirmSettings()]);
  const result = await resultView(query);
  if (result.view === 'not-found') notFound();
  const summary = await orderSummary(await getDb(), result.order);
  const paid = wasPaid(summary.status);
  return (
    <div className="mx-auto max-w-[760px] px-4 py-10 desk:py-14">
      <h1 className="text-2xl font-bold text-brand-900 desk:text-3xl">결제 결과</h1>

      {result.view === 'receipt' && (
        <>
          <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900" data-testid="pay-banner">
            {summary.status === 'waiting_for_deposit'
              ? '가상계좌가 발급되었습니다. 입금 기한까지 입금하시면 예약이 확정되고 알림톡으로 알려 드립니다.'
              : summary.status === 'paid'
                ? '결제가 완료되어 심층 상담 예약이 확정되었습니다. 영수증과 예약 안내를 알림톡으로도 보내 드립니다.'
                : '환불 내역을 확인해 주세요.'}
          </p>
          <div className="mt-6">
            <OrderReceipt order={summary} />
          </div>
          {summary.status === 'paid' && <ConversionPing orderId={summary.orderId} amount={summary.amount} product={result.order.product} />}
        </>
      )}

      {result.view === 'checking' && (
        <>
          <meta httpEquiv="refresh" content={`3;url=${payReceiptPath(summary.orderId)}`} />
          <p role="status" className="mt-6 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900" data-testid="pay-checking">
            {paymentMessages.checking}
          </p>
          <p className="mt-4">
            <Link href={payReceiptPath(summary.orderId)} prefetch={false} className="font-semibold text-brand-700 underline">
              지금 다시 확인하기
            </Link>
          </p>
        </>
      )}

      {result.view === 'failed' && (
        <section className="mt-6 rounded-2xl border-2 border-red-700 bg-white p-5" data-testid="pay-failed">
          <p role="alert" className="font-semibold text-red-800">
            {tossFailureMessage(result.order.failureCode, result.message)}
          </p>
          <Link
            href={payOptPath(summary.orderId)}
            prefetch={false}
            className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800"
          >
            다시 결제하기
          </Link>
        </section>
      )}

      {(result.view === 'hold-lost' || result.view === 'hold-expired') && (
        <section className="mt-6 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5" data-testid="pay-hold-lost">
          <p role="alert" className="font-semibold text-amber-950">
            {result.view === 'hold-lost' ? paymentMessages.holdLost : paymentMessages.holdExpired}
          </p>
          {result.alternatives.length > 0 && (
            <>
              <h2 className="mt-4 font-bold text-brand-900">가까운 다른 시간</h2>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {result.alternatives.map((alternative) => (
                  <li key={`${alternative.day} ${alternative.time}`}>
                    <Link
                      href={againLink(summary.booking, alternative)}
                      prefetch={false}
                      className="block rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-semibold text-slate-900 hover:border-brand-600"
                    >
                      {alternative.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link href={againLink(summary.booking)} className="mt-4 inline-block font-semibold text-brand-700 underline">
            날짜와 시간 다시 고르기
          </Link>
          {paid && (
            <div className="mt-6">
              <OrderReceipt order={summary} />
            </div>
          )}
        </section>
      )}

      {result.view === 'tampered' && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 font-semibold text-red-800" data-testid="pay-tampered">
          {paymentMessages.amountMismatch}
        </p>
      )}

      <p className="mt-8 text-sm text-slate-700">
        결제나 예약에 대해 궁금한 점은{' '}
        <a href={telHref(settings.mainPhone)} className="font-semibold text-brand-700 underline">
          {settings.mainPhone}
        </a>
        로 문의해 주세요. 이 화면의 주소는 영수증을 다시 여는 열쇠이니 다른 분과 나누지 마세요.
      </p>
    </div>
  );
}
