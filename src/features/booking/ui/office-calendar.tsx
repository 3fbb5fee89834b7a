import Link from 'next/link';
import { officeBookingPath, routes } from '@/lib/routes';
import type { OfficeCalendar } from '../server/office-queries';
import { OfficeBlockForm } from './office-booking-acts';

const statusTone: Record<string, string> = {
  confirmed: 'border-brand-600 bg-brand-50',
  held: 'border-amber-600 bg-amber-50',
  attended: 'border-emerald-600 bg-emerald-50',
  no_show: 'border-red-600 bg-red-50',
  cancelled: 'border-slate-300 bg-slate-50 text-slate-500 line-through',
  blocked: 'border-slate-500 bg-slate-200',
};

/** /office/bookings: a day or a week of one place, a column per lawyer, with the free slots visitors see. */
export function OfficeCalendarView({ calendar, canConfigure }: { calendar: OfficeCalendar; canConfigure: boolean }) {
  const href = (change: Record<string, string | null>) => {
    const query = new URLSearchParams();
    const state: Record<string, string | null> = {
      view: calendar.view,
      day: calendar.day,
      place: calendar.placeId ? String(calendar.placeId) : null,
      lawyer: calendar.lawyerId ? String(calendar.lawyerId) : 'all',
      ...change,
    };
    for (const [key, value] of Object.entries(state)) if (value) query.set(key, value);
    return `${routes.officeBookings}?${query.toString()}`;
  };
  const tab = 'rounded-lg px-3 py-1.5 text-sm font-semibold';
  return (
    <div className="space-y-5" data-testid="office-calendar">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900">예약 일정</h1>
        {canConfigure && (
          <Link href={routes.officeBookingSettings} className="font-semibold text-brand-700 underline">
            운영 시간·공휴일 설정
          </Link>
        )}
      </div>
      <nav aria-label="장소" className="flex flex-wrap gap-2">
        {calendar.places.map((place) => (
          <Link
            key={place.id}
            href={href({ place: String(place.id), lawyer: 'all' })}
            aria-current={place.id === calendar.placeId ? 'page' : undefined}
            className={`${tab} ${place.id === calendar.placeId ? 'bg-brand-700 text-white' : 'border border-slate-300 text-slate-800'}`}
          >
            {place.name}
          </Link>
        ))}
      </nav>
      <nav aria-label="변호사" className="flex flex-wrap gap-2">
        <Link
          href={href({ lawyer: 'all' })}
          aria-current={calendar.lawyerId === null ? 'page' : undefined}
          className={`${tab} ${calendar.lawyerId === null ? 'bg-slate-800 text-white' : 'border border-slate-300'}`}
        >
          모든 변호사
        </Link>
        {calendar.lawyers.map((lawyer) => (
          <Link
            key={lawyer.id}
            href={href({ lawyer: String(lawyer.id) })}
            aria-current={lawyer.id === calendar.lawyerId ? 'page' : undefined}
            className={`${tab} ${lawyer.id === calendar.lawyerId ? 'bg-slate-800 text-white' : 'border border-slate-300'}`}
          >
            {lawyer.name}
            {lawyer.id === calendar.ownLawyerId ? ' (나)' : ''}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <Link href={href({ day: calendar.prevDay })} className={`${tab} border border-slate-300`}>
          ‹ {calendar.view === 'week' ? '지난주' : '전날'}
        </Link>
        <Link href={href({ day: null })} className={`${tab} border border-slate-300`}>
          오늘
        </Link>
        <Link href={href({ day: calendar.nextDay })} className={`${tab} border border-slate-300`}>
          {calendar.view === 'week' ? '다음 주' : '다음 날'} ›
        </Link>
        <span className="mx-2 text-slate-400">|</span>
        <Link
          href={href({ view: 'day' })}
          aria-current={calendar.view === 'day' ? 'page' : undefined}
          className={`${tab} ${calendar.view === 'day' ? 'bg-slate-800 text-white' : 'border border-slate-300'}`}
        >
          하루
        </Link>
        <Link
          href={href({ view: 'week' })}
          aria-current={calendar.view === 'week' ? 'page' : undefined}
          className={`${tab} ${calendar.view === 'week' ? 'bg-slate-800 text-white' : 'border border-slate-300'}`}
        >
          한 주
        </Link>
      </div>
      {calendar.days.map((day) => (
        <section key={day.day} aria-labelledby={`day-${day.day}`} className="rounded-2xl border border-slate-200 p-4">
          <h2 id={`day-${day.day}`} className="font-bold text-slate-900">
            {day.label}
          </h2>
          {day.lawyers.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">이 장소에서 예약을 받는 변호사가 없습니다.</p>
          ) : (
            <div className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {day.lawyers.map((lawyer) => (
                <div key={lawyer.lawyerId} className="rounded-xl bg-slate-50 p-3" data-testid="office-calendar-lawyer">
                  <h3 className="font-semibold text-slate-900">{lawyer.lawyerName} 변호사</h3>
                  <ul className="mt-2 space-y-1.5">
                    {lawyer.entries.map((entry) => (
                      <li key={entry.id}>
                        <Link
                          href={officeBookingPath(entry.id)}
                          className={`block rounded-lg border-l-4 px-3 py-2 text-sm hover:underline ${statusTone[entry.status] ?? 'border-slate-300'}`}
                        >
                          <span className="font-semibold">
                            {entry.from}–{entry.to}
                          </span>{' '}
                          {entry.title} · {entry.statusLabel}
                        </Link>
                      </li>
                    ))}
                    {lawyer.entries.length === 0 && <li className="text-sm text-slate-600">예약 없음</li>}
                  </ul>
                  <p className="mt-2 text-[13px] text-slate-700">
                    <span className="font-semibold">빈 시간</span> {lawyer.free.length > 0 ? lawyer.free.join(' · ') : '없음'}
                  </p>
                </div>
              ))}
            </div>
          )}
        </section>
      ))}
      {calendar.placeId && (
        <OfficeBlockForm
          placeId={calendar.placeId}
          lawyers={calendar.lawyers.filter((lawyer) => calendar.lawyerId === null || lawyer.id === calendar.lawyerId)}
          day={calendar.day}
        />
      )}
    </div>
  );
}
