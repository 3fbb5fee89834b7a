import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { bookingConsentNotice } from '@/features/booking/domain/booking-rules';
import { loadPicker, pickerParams } from '@/features/booking/server/picker';
import { BookingDetailsStep } from '@/features/booking/ui/booking-details-step';
import { BookingPicker } from '@/features/booking/ui/booking-picker';
import { premiumCancellation } from '@/features/consult/ui/premium-consult';
import { paymentConsentNotice } from '@/features/payments/domain/payment-consent';
import { refundPolicy } from '@/features/payments/domain/payment-messages';
import { startPaymentAction } from '@/features/payments/server/actions';
import { tossConfig } from '@/features/payments/server/toss-client';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { getFirmSettings } from '@/features/firm/server/queries';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { env } from '@/server/env';

export const metadata = pageMetadata(
  routes.premiumPay,
  '심층 상담 예약과 결제 안내',
  '변호사 심층 상담의 장소와 비어 있는 시간을 골라 신청하고 상담료를 결제하세요. 결제 안내와 취소·환불 기준을 함께 확인하실 수 있습니다.',
);

export default async function PremiumPayPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [settings, schedule, query] = await Promise.all([getFirmSettings(), getFeeSchedule(), searchParams]);
  const model = await loadPicker(routes.premiumPay, pickerParams(query), { placeKinds: ['office', 'video'] });
  const fee = feeItemFor(schedule, 'premium-consult');
  // Toss Payments configured and a price set: the visitor pays right after choosing (issue 16);
  // otherwise the hold waits for staff, who send a payment link (decision 007's flow).
  const online = tossConfig() !== null && fee !== null;
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '심층 상담', path: routes.premiumConsult },
          { name: '예약과 결제', path: routes.premiumPay },
        ]}
      />
      <div className="grid gap-10 desk:grid-cols-[1fr_360px]">
        <section aria-labelledby="premium-pay-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
          <h1 id="premium-pay-title" className="text-2xl font-bold text-brand-900 desk:text-3xl">
            심층 상담 예약
          </h1>
          {online ? (
            <p className="mt-2 text-slate-700">
              장소와 변호사, 비어 있는 날짜와 시간을 고르고 상담받고 싶은 내용을 남긴 뒤 결제해 주세요. 결제하시는 동안 고르신 시간을{' '}
              {settings.paymentHoldMinutes}분 잡아 두고, 결제가 끝나면 바로 예약이 확정됩니다.
            </p>
          ) : (
            <p className="mt-2 text-slate-700">
              장소와 변호사, 비어 있는 날짜와 시간을 고르고 상담받고 싶은 내용을 남겨 주세요. 신청하신 시간은 {settings.premiumHoldHours}
              시간 동안 잡아 두고, 그 안에 담당자가 전화로 확정해 드립니다.
            </p>
          )}
          <p className="mt-2 font-semibold text-brand-900">
            상담료 {fee ? `${fee.amount.toLocaleString('ko-KR')}원 (부가가치세 포함)` : '전화로 안내'} ·{' '}
            {online ? '신청 직후 카드·간편결제·계좌이체·가상계좌로 결제합니다.' : '결제는 일정이 확정된 뒤 문자로 받는 결제 링크로 합니다.'}
          </p>
          <div className="mt-6">
            <BookingPicker model={model} phone={settings.mainPhone} />
          </div>
          <BookingDetailsStep
            model={model}
            kind="premium"
            heading="신청하실 분"
            consent={
              online
                ? paymentConsentNotice(settings.consultRetentionMonths)
                : bookingConsentNotice('premium', settings.consultRetentionMonths)
            }
            turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null}
            contentPlaceholder="예) 배우자가 이혼소송 소장을 보냈습니다. 답변서 기한이 2주 남았고, 아파트 분할과 아이 양육권이 쟁점입니다."
            submitLabel={online ? '신청하고 결제하기' : '심층 상담 신청'}
            action={online ? startPaymentAction : undefined}
          />
        </section>
        <aside className="space-y-5 text-sm text-slate-800">
          <section aria-labelledby="order-title" className="rounded-2xl border-2 border-brand-700 bg-white p-6" data-testid="premium-order">
            <h2 id="order-title" className="text-lg font-bold text-brand-900">
              결제 안내
            </h2>
            <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-y-2">
              <dt className="font-semibold text-slate-600">상품</dt>
              <dd>변호사 심층 상담 1시간</dd>
              <dt className="font-semibold text-slate-600">상담료</dt>
              <dd className="text-lg font-bold text-brand-900">{fee ? `${fee.amount.toLocaleString('ko-KR')}원` : '전화로 안내'}</dd>
              <dt className="font-semibold text-slate-600">세금</dt>
              <dd>부가가치세 포함, 현금영수증·세금계산서 발행</dd>
            </dl>
            {online ? (
              <ol className="mt-4 list-decimal space-y-2 pl-5">
                <li>
                  신청하시면 고르신 시간을 {settings.paymentHoldMinutes}분 동안 다른 분이 예약할 수 없게 잡아 두고 결제 화면으로 이어집니다.
                </li>
                <li>토스페이먼츠 결제창에서 카드·간편결제·계좌이체·가상계좌 중 하나로 결제합니다.</li>
                <li>결제가 끝나면 예약이 바로 확정되고, 영수증과 자료 보내실 곳을 알림톡으로 안내해 드립니다.</li>
              </ol>
            ) : (
              <ol className="mt-4 list-decimal space-y-2 pl-5">
                <li>
                  신청하신 시간은 {settings.premiumHoldHours}시간 동안 다른 분이 예약할 수 없게 잡아 두고, 담당자가 전화로 확정합니다.
                </li>
                <li>확정 후 신청하신 번호로 결제 링크(신용카드·계좌이체)를 문자로 보내 드립니다.</li>
                <li>결제를 마치시면 예약이 확정되고, 자료 보내실 곳을 안내해 드립니다.</li>
              </ol>
            )}
            <p className="mt-3 rounded-lg bg-brand-50 p-3 text-brand-900">
              결제 전에는 어떤 비용도 청구되지 않습니다. 이 화면에서 카드 번호를 받지 않습니다.
            </p>
            <p className="mt-3">
              <Link href={routes.payInfo} className="font-semibold text-brand-700 underline">
                결제 안내와 사업자 정보
              </Link>
            </p>
          </section>
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-bold text-brand-900">일정 변경·취소와 환불 (청약철회)</h2>
            {online ? (
              <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed" data-testid="premium-refund-policy">
                {refundPolicy.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 leading-relaxed">{premiumCancellation}</p>
            )}
            <p className="mt-3">
              <Link href={routes.premiumConsult} className="font-semibold text-brand-700 underline">
                심층 상담 안내 다시 보기
              </Link>
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
