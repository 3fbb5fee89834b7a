import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getFirmSettings } from '@/features/firm/server/queries';
import { telHref } from '@/features/firm/domain/firm-settings';
import { paymentMessages, tossFailureMessage } from '@/features/payments/domain/payment-messages';
import { won } from '@/features/payments/domain/products';
import { payPageModel } from '@/features/payments/server/pay-page';
import { RetryPaymentForm } from '@/features/payments/ui/retry-form';
import { TossWidget } from '@/features/payments/ui/toss-widget';
import { searchParam, type SearchParams } from '@/lib/params';
import { payOptPath, payReceiptPath, routes } from '@/lib/routes';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { env } from '@/server/env';

// One order's payment page: private (its address is the order's key), never cached or indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '심층 상담료 결제', robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default async function PayOptPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const orderId = searchParam(query, 'orderId');
  if (!orderId) redirect(routes.premiumPay);
  const [model, settings] = await Promise.all([payPageModel(orderId), getFirmSettings()]);
  if (model.kind === 'not-found') notFound();
  if (model.kind === 'done') redirect(payReceiptPath(model.orderId));
  // Toss's fail URL: its code and message, shown in the site's words, with the widget again.
  const failCode = searchParam(query, 'code');
  const failure = failCode ? tossFailureMessage(failCode, searchParam(query, 'message')) : null;
  const site = env().SITE_URL;
  return (
    <div className="mx-auto max-w-[760px] px-4 py-10 desk:py-14">
      <h1 className="text-2xl font-bold text-brand-900 desk:text-3xl">심층 상담료 결제</h1>
      {model.kind === 'unconfigured' && (
        <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 font-semibold text-amber-950">
          {paymentMessages.unavailable}
        </p>
      )}
      {model.kind !== 'unconfigured' && (
        <>
          <section
            aria-labelledby="pay-summary"
            className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-7"
            data-testid="pay-summary"
          >
            <h2 id="pay-summary" className="text-lg font-bold text-brand-900">
              주문 내용
            </h2>
            <dl className="mt-3 grid grid-cols-[6rem_1fr] gap-y-2 text-[15px]">
              <dt className="font-semibold text-slate-600">상품</dt>
              <dd>{model.order.orderName}</dd>
              {model.order.booking && (
                <>
                  <dt className="font-semibold text-slate-600">일시</dt>
                  <dd className="font-semibold">{model.order.booking.when}</dd>
                  <dt className="font-semibold text-slate-600">장소</dt>
                  <dd>
                    {model.order.booking.placeName} · {model.order.booking.lawyerName} 변호사
                  </dd>
                </>
              )}
              <dt className="font-semibold text-slate-600">결제 금액</dt>
              <dd className="text-lg font-bold text-brand-900" data-testid="pay-amount">
                {won(model.order.amount)}{' '}
                <span className="text-sm font-normal text-slate-700">(부가가치세 {won(model.order.vat)} 포함)</span>
              </dd>
              {model.kind === 'pay' && model.order.booking?.holdExpiresAt && (
                <>
                  <dt className="font-semibold text-slate-600">시간 잡아 둠</dt>
                  <dd data-testid="pay-hold">{formatSeoulDateTime(model.order.booking.holdExpiresAt)}까지 다른 분이 예약할 수 없습니다.</dd>
                </>
              )}
            </dl>
            <p className="mt-4 text-sm text-slate-700">
              결제 전에{' '}
              <Link href={routes.payInfo} className="font-semibold text-brand-700 underline">
                결제 안내와 취소·환불 기준
              </Link>
              을 확인해 주세요. 카드 번호 등 결제 정보는 토스페이먼츠가 직접 받습니다.
            </p>
          </section>

          {failure && model.kind === 'pay' && (
            <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 font-semibold text-red-800" data-testid="pay-failure">
              {failure}
            </p>
          )}

          {model.kind === 'pay' && (
            <section aria-labelledby="pay-method" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 desk:p-7">
              <h2 id="pay-method" className="text-lg font-bold text-brand-900">
                결제 수단
              </h2>
              <div className="mt-3">
                <TossWidget
                  clientKey={model.clientKey}
                  sdkUrl={model.sdkUrl}
                  orderId={model.order.orderId}
                  orderName={model.order.orderName}
                  amount={model.order.amount}
                  customerName={model.order.buyerName}
                  customerMobilePhone={model.buyerPhoneDigits}
                  customerEmail={model.buyerEmail}
                  successUrl={`${site}${routes.payResult}`}
                  failUrl={`${site}${payOptPath(model.order.orderId)}`}
                />
              </div>
            </section>
          )}

          {model.kind === 'failed' && (
            <section className="mt-6 rounded-2xl border-2 border-red-700 bg-white p-5" data-testid="pay-failed">
              <p role="alert" className="font-semibold text-red-800">
                {tossFailureMessage(null, model.message)}
              </p>
              {model.mayRetry ? <RetryPaymentForm orderId={model.order.orderId} /> : <p className="mt-3">{paymentMessages.holdExpired}</p>}
            </section>
          )}

          {model.kind === 'closed' && (
            <section className="mt-6 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5" data-testid="pay-closed">
              <p role="alert" className="font-semibold text-amber-950">
                {paymentMessages.holdExpired}
              </p>
              <Link
                href={routes.premiumPay}
                className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800"
              >
                시간 다시 고르기
              </Link>
            </section>
          )}
        </>
      )}
      <p className="mt-8 text-sm text-slate-700">
        결제가 어렵거나 궁금한 점이 있으시면{' '}
        <a href={telHref(settings.mainPhone)} className="font-semibold text-brand-700 underline">
          {settings.mainPhone}
        </a>
        로 전화해 주세요.
      </p>
    </div>
  );
}
