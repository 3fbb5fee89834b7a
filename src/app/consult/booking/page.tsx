import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { bookingRange, visitConsentNotice, visitPlaces } from '@/features/consult/domain/visit-request';
import { VisitRequestForm } from '@/features/consult/ui/visit-request-form';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { OfficeCards } from '@/features/firm/ui/office-cards';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { env } from '@/server/env';

export const metadata = pageMetadata(
  routes.consultBooking,
  '방문 상담 예약',
  '교대 본사무소 또는 사당 분사무소에서 변호사와 마주 앉아 상담하실 날짜와 시간을 예약하세요. 담당자가 전화로 일정을 확정해 드립니다.',
);

export default async function ConsultBookingPage() {
  const settings = await getFirmSettings();
  const officeNames = settings.offices.map((office) => office.name);
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '상담신청', path: routes.consultBoard },
          { name: '방문 상담 예약', path: routes.consultBooking },
        ]}
      />
      <div className="grid gap-10 desk:grid-cols-[1fr_360px]">
        <section aria-labelledby="booking-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
          <h1 id="booking-title" className="text-2xl font-bold text-brand-900 desk:text-3xl">
            방문 상담 예약
          </h1>
          <p className="mt-2 text-slate-700">
            원하시는 사무소와 날짜, 시간을 고르시면 담당자가 전화로 변호사 일정을 맞춰 예약을 확정해 드립니다. 로그인은 필요 없습니다.
          </p>
          <div className="mt-6">
            <VisitRequestForm
              kind="visit"
              places={visitPlaces('visit', officeNames)}
              dateRange={bookingRange(new Date())}
              consent={visitConsentNotice('visit', settings.consultRetentionMonths)}
              turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null}
              contentPlaceholder="예) 협의이혼을 준비 중인데 아이 양육비와 집 명의를 어떻게 정리해야 할지 상담받고 싶습니다."
              submitLabel="방문 상담 예약 신청"
            />
          </div>
        </section>
        <aside className="space-y-5 text-sm text-slate-800">
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-bold text-brand-900">예약은 이렇게 확정됩니다</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>신청하시면 담당 팀에 바로 알림이 갑니다.</li>
              <li>
                담당자가 대표번호({settings.mainPhone})로 전화드려 변호사 일정과 맞춰 시간을 확정합니다. 희망하신 시간이 어려우면 가까운
                시간을 안내해 드립니다.
              </li>
              <li>공휴일을 고르셨다면 다른 날짜를 함께 정합니다.</li>
              <li>방문하실 때 신분증과, 있으시면 가족관계증명서·재산 자료·주고받은 메시지 등을 가져오시면 상담이 빨라집니다.</li>
            </ol>
            <p className="mt-3 text-slate-600">사무실 운영: {settings.officeHours}</p>
          </div>
          <div className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 className="text-lg font-bold">전화로 예약하기</h2>
            <a
              href={telHref(settings.mainPhone)}
              className="mt-2 block text-2xl font-bold tracking-wide underline-offset-4 hover:underline"
            >
              {settings.mainPhone}
            </a>
            <p className="mt-2 text-brand-100">일정을 먼저 상의하고 싶으시면 전화 주세요. 24시간 받습니다.</p>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-bold text-brand-900">자료를 미리 검토받고 싶으시다면</h2>
            <p className="mt-2">
              변호사가 자료를 미리 읽고 1시간 동안 쟁점을 정리해 드리는{' '}
              <Link href={routes.premiumConsult} className="font-semibold text-brand-700 underline">
                심층 상담
              </Link>
              도 있습니다.
            </p>
          </div>
        </aside>
      </div>
      <section aria-labelledby="offices-title" className="mt-12">
        <h2 id="offices-title" className="text-xl font-bold text-brand-900">
          사무소 위치
        </h2>
        <div className="mt-4">
          <OfficeCards offices={settings.offices} showParking />
        </div>
        <p className="mt-4 text-sm">
          <Link href={routes.directions} className="font-semibold text-brand-700 underline">
            지도와 자세한 길 안내 보기
          </Link>
        </p>
      </section>
    </div>
  );
}
