import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { PremiumConsultOverview } from '@/features/consult/ui/premium-consult';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(
  routes.premiumConsult,
  '변호사 심층 상담 (유료)',
  '사건을 맡을 변호사가 보내 주신 자료를 미리 읽고 1시간 동안 쟁점과 증거, 절차와 비용을 정리해 드리는 유료 상담입니다. 방문 또는 화상으로 받으실 수 있습니다.',
);

export default async function PremiumConsultPage() {
  const [settings, schedule] = await Promise.all([getFirmSettings(), getFeeSchedule()]);
  const fee = feeItemFor(schedule, 'premium-consult');
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '상담신청', path: routes.consultBoard },
          { name: '심층 상담', path: routes.premiumConsult },
        ]}
      />
      <header className="rounded-2xl bg-brand-900 px-6 py-10 text-white desk:px-10">
        <p className="text-sm font-semibold text-brand-100">유료 상담</p>
        <h1 className="mt-2 text-3xl font-bold desk:text-4xl">변호사 심층 상담</h1>
        <p className="mt-4 max-w-[680px] text-[17px] leading-relaxed text-brand-50">
          사건을 맡게 될 변호사가 보내 주신 자료를 미리 읽고, 1시간 동안 쟁점과 필요한 증거, 예상 절차와 비용을 함께 정리합니다. 상담 뒤에는
          준비할 일을 적은 메모를 드립니다.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href={routes.premiumPay}
            className="rounded-lg bg-white px-5 py-3 font-bold text-brand-900 hover:bg-brand-50"
            data-testid="premium-book"
          >
            심층 상담 예약하기
          </Link>
          <a
            href={telHref(settings.mainPhone)}
            className="rounded-lg border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            전화 문의 {settings.mainPhone}
          </a>
        </div>
      </header>
      <div className="mt-12">
        <PremiumConsultOverview feeLabel={fee ? `${fee.amount.toLocaleString('ko-KR')}원` : null} feeNote={fee?.note ?? null} />
      </div>
      <p className="mt-12 text-[15px] text-slate-700">
        먼저 상황만 짧게 말씀하고 싶으시면{' '}
        <Link href={routes.consultBoard} className="font-semibold text-brand-700 underline">
          온라인 상담 신청
        </Link>
        이나{' '}
        <Link href={routes.consultBooking} prefetch={false} className="font-semibold text-brand-700 underline">
          방문 상담 예약
        </Link>
        을 이용해 주세요. 전체 수임료 기준은{' '}
        <Link href={routes.fees} className="font-semibold text-brand-700 underline">
          선임 비용 안내
        </Link>
        에 있습니다.
      </p>
    </div>
  );
}
