import Link from 'next/link';
import { PageHeader, linkClass } from '@/components/office/admin-ui';
import { routes } from '@/lib/routes';
import type { BookingSettings } from '../server/settings-queries';
import {
  HolidayAddForm,
  HolidayTable,
  LawyerVisitForm,
  OverrideAddForm,
  OverrideList,
  PlaceRulesForm,
} from './office-booking-settings-forms';

/**
 * /office/bookings/settings (issue 15): when and where visits are booked. The places' weekly hours
 * and rules, the lawyers who meet visitors, a day's exception, and the public holidays.
 */

const sections = [
  { id: 'booking-places', title: '장소별 운영 시간' },
  { id: 'booking-lawyers', title: '변호사별 방문 상담' },
  { id: 'booking-overrides', title: '날짜별 예외' },
  { id: 'booking-holidays', title: '공휴일' },
] as const;

const sectionClass = 'mt-10 scroll-mt-6';
const headingClass = 'text-[20px] font-bold text-brand-900';
const introClass = 'mt-1 text-[14px] leading-relaxed text-slate-700';

function yearsText(years: number[]): string {
  if (years.length === 0) return '';
  const first = years[0]!;
  const last = years[years.length - 1]!;
  const contiguous = last - first + 1 === years.length;
  return contiguous && years.length > 1 ? `${first}년부터 ${last}년까지` : years.map((year) => `${year}년`).join(', ');
}

function holidayHref(year: number): string {
  return `${routes.officeBookingSettings}?year=${year}#booking-holidays`;
}

export function OfficeBookingSettings({ settings }: { settings: BookingSettings }) {
  const { places, lawyers, overrides, holidays, today } = settings;
  return (
    <section aria-labelledby="booking-settings-title">
      <PageHeader id="booking-settings-title" title="예약 설정">
        <p>
          방문·화상 상담을 언제, 어디서 받을지 정합니다. 저장하면 예약 화면에 바로 반영되고, 바꾼 내용은 감사 기록에 남습니다. 이미 잡힌
          예약은 설정을 바꿔도 그대로 남습니다.
        </p>
        <p className="mt-2">
          <Link href={routes.officeBookings} className={linkClass}>
            예약 일정으로
          </Link>
        </p>
      </PageHeader>

      <nav aria-label="예약 설정 목차">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex h-9 items-center rounded-full border border-slate-300 px-4 text-[14px] text-brand-900 hover:bg-brand-50"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="booking-places" aria-labelledby="booking-places-title" className={sectionClass}>
        <h2 id="booking-places-title" className={headingClass}>
          장소별 운영 시간
        </h2>
        <p className={introClass}>
          장소마다 요일별로 예약을 받는 시간과 규칙을 정합니다. 상담 한 번의 길이에 쉬는 시간을 더한 간격으로 예약 시간이 나뉩니다.
          공휴일에는 아래 공휴일 목록에서 ‘예약 받음’으로 바꾼 날이나 날짜별 예외를 둔 날만 예약을 받습니다.
        </p>
        {places.length === 0 ? (
          <p className="mt-4 text-[15px] text-slate-700">등록된 예약 장소가 없습니다.</p>
        ) : (
          <ul className="mt-4 space-y-5">
            {places.map((place) => (
              <PlaceRulesForm key={place.id} place={place} />
            ))}
          </ul>
        )}
      </section>

      <section id="booking-lawyers" aria-labelledby="booking-lawyers-title" className={sectionClass}>
        <h2 id="booking-lawyers-title" className={headingClass}>
          변호사별 방문 상담
        </h2>
        <p className={introClass}>
          변호사마다 방문 상담을 받는 장소와 요일별 시간을 정합니다. 예약은 장소의 운영 시간과 변호사의 시간이 겹치는 때에만 열립니다. 한
          변호사의 예약은 장소가 달라도 같은 시간에 겹치지 않습니다.
        </p>
        {lawyers.length === 0 ? (
          <p className="mt-4 text-[15px] text-slate-700">게시된 변호사 소개가 없습니다. 콘텐츠 관리에서 변호사 소개를 먼저 게시해주세요.</p>
        ) : (
          <ul className="mt-4 space-y-5">
            {lawyers.map((lawyer) => (
              <LawyerVisitForm key={lawyer.lawyerId} lawyer={lawyer} places={places} />
            ))}
          </ul>
        )}
      </section>

      <section id="booking-overrides" aria-labelledby="booking-overrides-title" className={sectionClass}>
        <h2 id="booking-overrides-title" className={headingClass}>
          날짜별 예외
        </h2>
        <p className={introClass}>
          특정 날짜에만 장소나 변호사의 시간을 바꾸거나 종일 쉬게 합니다. 그날은 요일별 시간 대신 예외의 시간을 따릅니다. 장소에 예외를 두면
          공휴일이어도 그 시간에 예약을 받습니다.
        </p>
        <div className="mt-4">
          <OverrideAddForm places={places} lawyers={lawyers} today={today} />
        </div>
        <OverrideList overrides={overrides} />
      </section>

      <section id="booking-holidays" aria-labelledby="booking-holidays-title" className={sectionClass}>
        <h2 id="booking-holidays-title" className={headingClass}>
          공휴일
        </h2>
        <p className={introClass}>
          공휴일은 기본으로 휴무입니다. 예약을 받으려면 ‘예약 받기로 바꾸기’를 누르세요. 설 연휴, 추석 연휴, 대체공휴일과 임시공휴일도
          관보(월력요항)대로 들어 있습니다.
        </p>
        <p className={introClass} data-testid="booking-gazette-years">
          {holidays.gazetteYears.length > 0
            ? `설치된 공휴일 자료에는 ${yearsText(holidays.gazetteYears)}의 공휴일이 들어 있습니다. `
            : '설치된 공휴일 자료에 공휴일이 없습니다. '}
          다음 해 공휴일은 매년 관보 발표 뒤 공휴일 패키지(@hyunbinseo/holidays-kr)를 업데이트하면 들어옵니다. 그 전에 발표된 임시공휴일은
          아래에서 직접 추가해주세요.
        </p>
        <nav aria-label="공휴일 연도" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {holidays.years.map((year) => (
              <li key={year}>
                <Link
                  href={holidayHref(year)}
                  aria-current={year === holidays.year ? 'page' : undefined}
                  className={`inline-flex h-9 items-center rounded-full border px-4 text-[14px] ${year === holidays.year ? 'border-brand-700 bg-brand-700 font-bold text-white' : 'border-slate-300 text-brand-900 hover:bg-brand-50'}`}
                >
                  {year}년
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <HolidayTable year={holidays.year} days={holidays.days} />
        <HolidayAddForm />
      </section>
    </section>
  );
}
