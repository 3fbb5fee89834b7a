import Link from 'next/link';
import { consentNotice } from '@/features/consult/domain/consult-form-rules';
import { AreaConsult } from '@/features/consult/ui/area-consult';
import { ConsultBoardForm } from '@/features/consult/ui/consult-board-form';
import { getFirmSettings } from '@/features/firm/server/queries';
import { telHref } from '@/features/firm/domain/firm-settings';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { env } from '@/server/env';

export const metadata = pageMetadata(
  routes.consultBoard,
  '온라인 상담 신청',
  '로그인 없이 이혼·재산분할·상간자 소송·양육권 상담을 신청하세요. 변호사가 직접 읽고 전화드립니다.',
);

export default async function ConsultBoardPage() {
  const settings = await getFirmSettings();
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <div className="grid gap-10 desk:grid-cols-[1fr_360px]">
        <section aria-labelledby="board-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
          <h1 id="board-title" className="text-2xl font-bold text-brand-900 desk:text-3xl">
            온라인 상담 신청
          </h1>
          <p className="mt-2 text-slate-700">
            로그인 없이 신청하실 수 있습니다. 남겨주신 내용은 가사 사건을 맡는 변호사가 직접 읽고, 남겨주신 연락처로 전화드립니다.
          </p>
          <div className="mt-6">
            <ConsultBoardForm
              consent={consentNotice(settings.consultRetentionMonths)}
              turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null}
            />
          </div>
        </section>
        <aside className="space-y-5 text-sm text-slate-800">
          <div className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 className="text-lg font-bold">전화가 더 편하시다면</h2>
            <p className="mt-1 text-brand-100">24시간 · 365일 전화 상담</p>
            <a
              href={telHref(settings.mainPhone)}
              className="mt-3 block text-2xl font-bold tracking-wide underline-offset-4 hover:underline"
            >
              {settings.mainPhone}
            </a>
            <p className="mt-3 text-brand-100">
              이혼·양육 {settings.divorcePhone} · 민사·형사 {settings.civilPhone}
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-bold text-brand-900">신청 후에는 이렇게 진행됩니다</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>접수 즉시 담당 팀에 알림이 갑니다.</li>
              <li>변호사가 내용을 읽고 남겨주신 번호로 전화드립니다. 대표번호({settings.mainPhone})로 걸려옵니다.</li>
              <li>필요하면 방문 상담 일정을 잡습니다. 상담 내용은 비밀로 지켜집니다.</li>
            </ol>
            <p className="mt-3 text-slate-600">사무실 운영: {settings.officeHours}</p>
          </div>
          <nav aria-label="다른 상담 방법" className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-bold text-brand-900">다른 상담 방법</h2>
            <ul className="mt-3 space-y-3">
              <li>
                <Link href={routes.consultBooking} prefetch={false} className="font-semibold text-brand-700 underline">
                  방문 상담 예약
                </Link>
                <p className="text-slate-600">사무소와 날짜·시간을 골라 변호사를 직접 만나세요.</p>
              </li>
              <li>
                <Link href={routes.premiumConsult} className="font-semibold text-brand-700 underline">
                  변호사 심층 상담
                </Link>
                <p className="text-slate-600">자료를 미리 검토받고 1시간 동안 쟁점을 정리하는 유료 상담입니다.</p>
              </li>
            </ul>
          </nav>
          <div className="rounded-2xl border border-slate-200 p-6">
            <AreaConsult consent={consentNotice(settings.consultRetentionMonths)} />
          </div>
        </aside>
      </div>
    </div>
  );
}
