import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getConsultReceipt } from '@/features/consult/server/queries';
import { getFirmSettings } from '@/features/firm/server/queries';
import { telHref } from '@/features/firm/domain/firm-settings';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { formatSeoulDateTime } from '@/lib/seoul-date';

export const metadata: Metadata = pageMetadata(routes.consultReceipt, '상담 신청 접수 확인', '상담 신청이 접수되었습니다.', {
  robots: { index: false, follow: false },
});

const receiptTitles = {
  consult: '상담 신청이 접수되었습니다',
  booking: '방문 상담 예약 신청이 접수되었습니다',
  premium: '심층 상담 예약 신청이 접수되었습니다',
} as const;

const receiptNextSteps = {
  consult: '통화 후 필요하면 방문 상담 일정을 함께 정합니다.',
  booking: '통화에서 희망하신 날짜와 시간을 변호사 일정과 맞춰 확정합니다.',
  premium: '통화에서 일정을 확정한 뒤 결제 링크를 문자로 보내 드리며, 결제를 마치시면 예약이 확정됩니다.',
} as const;

/** The default legal-case desk page: LEGAL_DESK_URL?q={uuid}&cr=success lands here. */
export default async function ConsultReceiptPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  await connection();
  const { q } = await searchParams;
  const receipt = typeof q === 'string' ? await getConsultReceipt(q) : null;
  if (!receipt) notFound();
  const settings = await getFirmSettings();
  return (
    <div className="mx-auto max-w-[720px] px-4 py-12">
      <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 desk:p-8" aria-labelledby="receipt-title">
        <h1 id="receipt-title" className="text-2xl font-bold text-emerald-900">
          {receiptTitles[receipt.kind]}
        </h1>
        <dl className="mt-5 grid grid-cols-[7rem_1fr] gap-y-2 text-slate-900">
          <dt className="font-semibold">접수 시각</dt>
          <dd data-testid="receipt-time">{formatSeoulDateTime(receipt.receivedAt, 'long')}</dd>
          <dt className="font-semibold">상담 분야</dt>
          <dd>{receipt.category ?? '분야 미선택 (변호사가 통화로 확인합니다)'}</dd>
          <dt className="font-semibold">연락받을 번호</dt>
          <dd data-testid="receipt-tel">{receipt.maskedTel}</dd>
        </dl>
      </section>
      <section className="mt-8" aria-labelledby="next-title">
        <h2 id="next-title" className="text-lg font-bold text-brand-900">
          다음은 이렇게 진행됩니다
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
          <li>담당 팀이 접수 알림을 받고 내용을 검토합니다.</li>
          <li>
            변호사가 대표번호 <strong>{settings.mainPhone}</strong>로 전화드립니다. 모르는 번호라도 받아주세요.
          </li>
          <li>{receiptNextSteps[receipt.kind]} 상담 내용은 변호사의 비밀유지 의무에 따라 보호됩니다.</li>
        </ol>
        <p className="mt-4 text-slate-700">
          번호를 잘못 적으셨거나 급하신 경우{' '}
          <a href={telHref(settings.mainPhone)} className="font-semibold text-brand-700 underline">
            {settings.mainPhone}
          </a>
          로 바로 전화주세요. 24시간 받습니다.
        </p>
        <Link
          href={routes.home}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          메인 페이지로
        </Link>
      </section>
    </div>
  );
}
