import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { refundPolicy } from '@/features/payments/domain/payment-messages';
import { tossConfig } from '@/features/payments/server/toss-client';
import { CASH_RECEIPT_THRESHOLD, vatIncluded, won } from '@/features/payments/domain/products';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

// How one pays depends on the server's Toss configuration, read per request (the build has none).
export const dynamic = 'force-dynamic';

export const metadata = pageMetadata(
  routes.payInfo,
  '심층 상담 결제 안내',
  '변호사 심층 상담의 상담료와 포함된 내용, 결제 수단, 취소·환불 기준, 현금영수증과 사업자 정보를 안내합니다.',
);

/** /pay/info_origin: what the paid consultation costs and includes, the refund rules and the business details the e-commerce law asks for. */
export default async function PayInfoPage() {
  const [settings, schedule] = await Promise.all([getFirmSettings(), getFeeSchedule()]);
  const fee = feeItemFor(schedule, 'premium-consult');
  const head = settings.offices[0];
  const online = tossConfig() !== null;
  return (
    <div className="mx-auto max-w-[860px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '심층 상담', path: routes.premiumConsult },
          { name: '결제 안내', path: routes.payInfo },
        ]}
      />
      <h1 className="text-2xl font-bold text-brand-900 desk:text-3xl">심층 상담 결제 안내</h1>
      <div className="mt-8 space-y-10 text-[15px] leading-relaxed text-slate-800">
        <section aria-labelledby="info-price">
          <h2 id="info-price" className="text-xl font-bold text-brand-900">
            상담료와 포함된 내용
          </h2>
          <dl className="mt-3 grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[8rem_1fr]">
            <dt className="font-semibold text-slate-600">상품</dt>
            <dd>변호사 심층 상담 1시간 (방문 또는 화상)</dd>
            <dt className="font-semibold text-slate-600">상담료</dt>
            <dd data-testid="pay-info-price">
              {fee
                ? `${won(fee.amount)} (공급가액 ${won(vatIncluded(fee.amount).supply)}, 부가가치세 ${won(vatIncluded(fee.amount).vat)})`
                : '일정 확정 전화에서 안내해 드립니다.'}
            </dd>
            <dt className="font-semibold text-slate-600">포함된 내용</dt>
            <dd>보내 주신 자료의 사전 검토, 변호사와 1시간 상담, 상담 뒤 쟁점과 준비할 증거를 정리한 메모</dd>
            <dt className="font-semibold text-slate-600">결제 수단</dt>
            <dd>
              {online
                ? '신용·체크카드, 간편결제(토스페이·카카오페이·네이버페이 등), 계좌이체, 가상계좌 (토스페이먼츠 결제창)'
                : '신용카드, 계좌이체 (일정 확정 뒤 문자로 받는 결제 링크)'}
            </dd>
            <dt className="font-semibold text-slate-600">결제 시점</dt>
            <dd data-testid="pay-info-when">
              {online
                ? '날짜와 시간을 고르고 신청하시면 바로 결제 화면으로 이어집니다. 결제하는 동안 고르신 시간은 다른 분이 예약할 수 없습니다.'
                : '신청하신 시간을 잡아 두고 담당자가 전화로 일정을 확정한 뒤 결제 링크를 보내 드립니다. 결제 전에는 어떤 비용도 청구되지 않습니다.'}
            </dd>
          </dl>
        </section>
        <section aria-labelledby="info-refund">
          <h2 id="info-refund" className="text-xl font-bold text-brand-900">
            취소와 환불
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            {refundPolicy.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="info-receipt">
          <h2 id="info-receipt" className="text-xl font-bold text-brand-900">
            영수증과 현금영수증
          </h2>
          <p className="mt-3">
            카드·간편결제 영수증은 결제 결과 화면과 알림톡의 링크에서 보실 수 있습니다. 계좌이체·가상계좌로 {won(CASH_RECEIPT_THRESHOLD)}{' '}
            이상 결제하시면 법에 따라 신청하신 휴대전화 번호로 현금영수증(소득공제용)을 발급합니다. 사업자 지출증빙용이 필요하시면
            대표전화로 알려 주세요.
          </p>
        </section>
        <section aria-labelledby="info-business">
          <h2 id="info-business" className="text-xl font-bold text-brand-900">
            사업자 정보
          </h2>
          <dl
            className="mt-3 grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[10rem_1fr]"
            data-testid="pay-info-business"
          >
            <dt className="font-semibold text-slate-600">상호</dt>
            <dd>{settings.firmName}</dd>
            <dt className="font-semibold text-slate-600">대표</dt>
            <dd>{settings.representative}</dd>
            <dt className="font-semibold text-slate-600">사업자등록번호</dt>
            <dd>{settings.businessNumber}</dd>
            <dt className="font-semibold text-slate-600">통신판매업 신고번호</dt>
            <dd>{settings.mailOrderNumber}</dd>
            {head && (
              <>
                <dt className="font-semibold text-slate-600">주소</dt>
                <dd>{head.address}</dd>
              </>
            )}
            <dt className="font-semibold text-slate-600">전화</dt>
            <dd>
              <a href={telHref(settings.mainPhone)} className="font-semibold text-brand-700 underline">
                {settings.mainPhone}
              </a>
            </dd>
            <dt className="font-semibold text-slate-600">이메일</dt>
            <dd>{settings.supportEmail}</dd>
            <dt className="font-semibold text-slate-600">호스팅 서비스</dt>
            <dd>{settings.hostingProvider}</dd>
            <dt className="font-semibold text-slate-600">결제 대행</dt>
            <dd>토스페이먼츠 주식회사</dd>
          </dl>
        </section>
        <p>
          <Link href={routes.premiumPay} className="rounded-lg bg-brand-700 px-5 py-3 font-bold text-white hover:bg-brand-800">
            심층 상담 예약하기
          </Link>
        </p>
      </div>
    </div>
  );
}
