import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { bookingConsentNotice } from '@/features/booking/domain/booking-rules';
import { loadPicker, pickerParams } from '@/features/booking/server/picker';
import { BookingDetailsStep } from '@/features/booking/ui/booking-details-step';
import { BookingPicker } from '@/features/booking/ui/booking-picker';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { OfficeCards } from '@/features/firm/ui/office-cards';
import { routes } from '@/lib/routes';
import { env } from '@/server/env';

/**
 * Visit booking (issue 15): the free times of each office, the video call and each lawyer, read
 * per request, then the consult form; the booking is confirmed at once and has its own page.
 */
export async function BookingPage({ query, basePath }: { query: Record<string, string | string[] | undefined>; basePath: string }) {
  const settings = await getFirmSettings();
  const model = await loadPicker(basePath, pickerParams(query), { placeKinds: ['office', 'video'] });
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '상담신청', path: routes.consultBoard },
          { name: '방문 상담 예약', path: routes.consultBooking },
        ]}
      />
      <div className="grid gap-10 desk:grid-cols-[1fr_340px]">
        <section aria-labelledby="booking-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-8">
          <h1 id="booking-title" className="text-2xl font-bold text-brand-900 desk:text-3xl">
            방문 상담 예약
          </h1>
          <p className="mt-2 text-slate-700">
            지금 비어 있는 시간만 보여 드립니다. 장소와 변호사, 날짜와 시간을 고르고 연락처를 남기시면 예약이 바로 확정됩니다. 로그인은 필요
            없습니다.
          </p>
          <div className="mt-6">
            <BookingPicker model={model} phone={settings.mainPhone} />
          </div>
          <BookingDetailsStep
            model={model}
            kind="visit"
            heading="예약하실 분"
            consent={bookingConsentNotice('visit', settings.consultRetentionMonths)}
            turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null}
            contentPlaceholder="예) 협의이혼을 준비 중인데 아이 양육비와 집 명의를 어떻게 정리해야 할지 상담받고 싶습니다."
            submitLabel="예약하기"
          />
        </section>
        <aside className="space-y-5 text-sm text-slate-800">
          <div className="rounded-2xl border border-slate-200 p-6">
            <h2 className="font-bold text-brand-900">예약 뒤에는</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>예약 확정 화면과 알림톡으로 주소, 지하철 출구, 지도 링크를 보내 드립니다.</li>
              <li>상담 전날 알림을 한 번 더 보내 드립니다.</li>
              <li>받으신 링크에서 상담 {settings.bookingChangeCutoffHours}시간 전까지 시간을 바꾸거나 취소하실 수 있습니다.</li>
              <li>신분증과, 있으시면 가족관계증명서·재산 자료·주고받은 메시지 등을 가져오시면 상담이 빨라집니다.</li>
            </ol>
          </div>
          <div className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 className="text-lg font-bold">전화로 예약하기</h2>
            <a
              href={telHref(settings.mainPhone)}
              className="mt-2 block text-2xl font-bold tracking-wide underline-offset-4 hover:underline"
            >
              {settings.mainPhone}
            </a>
            <p className="mt-2 text-brand-100">원하시는 시간이 없거나 일정을 먼저 상의하고 싶으시면 전화 주세요. 24시간 받습니다.</p>
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
