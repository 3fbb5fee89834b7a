import Link from 'next/link';
import type { PickerModel } from '../server/picker';
import { weekdayLabels } from '../domain/booking-rules';

const stepTitle = 'text-lg font-bold text-brand-900';
const option =
  'flex min-h-12 items-center justify-between gap-2 rounded-xl border px-4 py-3 text-[15px] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const optionIdle = 'border-slate-300 bg-white text-slate-900 hover:border-brand-600';
const optionOn = 'border-brand-700 bg-brand-50 font-semibold text-brand-900';

/**
 * The booking steps (server-rendered links, no script): place, lawyer, day, time. The form that
 * follows is the caller's, shown once a time is chosen.
 */
export function BookingPicker({ model, phone, only }: { model: PickerModel; phone: string; only?: 'when' }) {
  // Moving a booking keeps its place and lawyer: only the day and the time are chosen again.
  const number = (step: number) => (only === 'when' ? step - 2 : step);
  return (
    <div className="space-y-8" data-testid="booking-picker">
      <section aria-labelledby="step-place-title" hidden={only === 'when'}>
        <h2 id="step-place-title" className={stepTitle}>
          1. 상담 장소
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-3">
          {model.places.map((place) => (
            <li key={place.id}>
              <Link
                href={place.href}
                prefetch={false}
                aria-current={place.selected ? 'true' : undefined}
                className={`${option} ${place.selected ? optionOn : optionIdle}`}
              >
                {place.name}
                {place.selected && <span aria-hidden="true">✓</span>}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {model.place && only !== 'when' && (
        <section id="step-lawyer" aria-labelledby="step-lawyer-title" className="scroll-mt-24">
          <h2 id="step-lawyer-title" className={stepTitle}>
            2. 변호사
          </h2>
          {model.empty ? (
            <p className="mt-3 rounded-xl bg-slate-100 p-4 text-[15px] text-slate-800">
              지금 이 장소에서 온라인으로 예약을 받는 변호사가 없습니다. 대표번호 {phone}로 전화 주시면 일정을 잡아 드립니다.
            </p>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {model.lawyers.map((lawyer) => (
                <li key={lawyer.key}>
                  <Link
                    href={lawyer.href}
                    prefetch={false}
                    aria-current={lawyer.selected ? 'true' : undefined}
                    className={`${option} ${lawyer.selected ? optionOn : optionIdle}`}
                  >
                    <span>
                      {lawyer.name}
                      <span className="ml-2 text-[13px] font-normal text-slate-600">{lawyer.title}</span>
                    </span>
                    {lawyer.selected && <span aria-hidden="true">✓</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {model.place && !model.empty && model.month && (
        <section id="step-day" aria-labelledby="step-day-title" className="scroll-mt-24">
          <h2 id="step-day-title" className={stepTitle}>
            {number(3)}. 날짜
          </h2>
          <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
            <div className="flex items-center justify-between">
              {model.prevMonthHref ? (
                <Link
                  href={model.prevMonthHref}
                  prefetch={false}
                  scroll={false}
                  className="rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  ‹ 이전 달
                </Link>
              ) : (
                <span />
              )}
              <p className="font-bold text-slate-900" aria-live="polite">
                {model.monthLabel}
              </p>
              {model.nextMonthHref ? (
                <Link
                  href={model.nextMonthHref}
                  prefetch={false}
                  scroll={false}
                  className="rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  다음 달 ›
                </Link>
              ) : (
                <span />
              )}
            </div>
            <table className="mt-2 w-full table-fixed border-separate border-spacing-1 text-center" data-testid="booking-calendar">
              <caption className="sr-only">{model.monthLabel} 예약 가능한 날짜. 흐린 날은 예약할 수 없습니다.</caption>
              <thead>
                <tr>
                  {weekdayLabels.map((label, index) => (
                    <th
                      key={label}
                      scope="col"
                      className={`py-1 text-[13px] font-semibold ${index === 0 ? 'text-red-700' : 'text-slate-600'}`}
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {model.weeks.map((week, index) => (
                  <tr key={index}>
                    {week.map((cell, at) => (
                      <td key={cell.day || `blank-${at}`} className="p-0">
                        {cell.href ? (
                          <Link
                            href={cell.href}
                            prefetch={false}
                            aria-label={cell.label}
                            aria-current={cell.selected ? 'date' : undefined}
                            className={`flex h-11 items-center justify-center rounded-lg text-[15px] font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${
                              cell.selected ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'
                            }`}
                          >
                            {cell.date}
                          </Link>
                        ) : cell.day ? (
                          <span
                            aria-label={cell.label}
                            className="flex h-11 items-center justify-center rounded-lg text-[15px] text-slate-500 line-through decoration-slate-300"
                          >
                            {cell.date}
                          </span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-[13px] text-slate-600">진한 날짜에 빈 시간이 있습니다. 주말·공휴일과 이미 찬 날은 흐리게 보입니다.</p>
          </div>
        </section>
      )}

      {model.day && (
        <section id="step-time" aria-labelledby="step-time-title" className="scroll-mt-24">
          <h2 id="step-time-title" className={stepTitle}>
            {number(4)}. 시간
          </h2>
          <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="booking-times">
            {model.times.map((time) => (
              <li key={time.time}>
                <Link
                  href={time.href}
                  prefetch={false}
                  aria-current={time.selected ? 'true' : undefined}
                  className={`flex h-12 items-center justify-center rounded-xl border text-[16px] font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    time.selected
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600'
                  }`}
                >
                  {time.time}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
