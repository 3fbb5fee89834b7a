'use client';

import { useActionState } from 'react';
import { FieldError, FieldHint, FormAlert, FormStatus, fieldIds, joinIds } from '@/components/form/form-parts';
import {
  EmptyRow,
  TableFrame,
  TableHead,
  buttonClass,
  inputClass,
  labelClass,
  secondaryButtonClass,
  tableClass,
  tdClass,
} from '@/components/office/admin-ui';
import { weekdayLabels } from '../domain/booking-rules';
import {
  addHolidayFormAction,
  deleteBookingOverrideFormAction,
  saveBookingOverrideFormAction,
  setHolidayClosedFormAction,
  updateBookingLawyerFormAction,
  updateBookingPlaceFormAction,
  type SettingsFormState,
} from '../server/settings-actions';
import type { HolidaySetting, LawyerSetting, OverrideSetting, PlaceSetting } from '../server/settings-queries';

/**
 * The forms of /office/bookings/settings. Plain forms with useActionState: they post and answer
 * without JavaScript too; the server checks every value again and says what to fix, in place.
 */

const initial: SettingsFormState = { attempt: 0, fieldErrors: {} };

/** Monday first, as a Korean week is read. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

const fieldsetClass = 'mt-4 rounded-lg border border-slate-300 p-4';
const legendClass = 'px-1 text-[15px] font-semibold text-slate-900';

function Field({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  describedById,
  numeric = false,
  className,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: React.ReactNode;
  describedById?: string;
  numeric?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(describedById, hint ? fieldIds(id).hint : null, error ? fieldIds(id).error : null)}
        className={`mt-1 ${inputClass}`}
      />
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} message={error} />
    </div>
  );
}

function Checkbox({
  id,
  name,
  value,
  label,
  defaultChecked,
}: {
  id: string;
  name: string;
  value?: string;
  label: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        name={name}
        value={value}
        type="checkbox"
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 accent-brand-800"
      />
      <label htmlFor={id} className="cursor-pointer text-[15px] font-semibold leading-snug text-slate-900">
        {label}
      </label>
    </div>
  );
}

/** The form's messages, outside the re-keyed form so the status region stays in the page. */
function Messages({ state }: { state: SettingsFormState }) {
  return (
    <>
      <FormAlert message={state.formError} />
      <FormStatus message={state.success} />
    </>
  );
}

/** Seven weekday fields named hours0…hours6 (0 = Sunday). */
function WeekFields({ prefix, hours, state }: { prefix: string; hours: string[]; state: SettingsFormState }) {
  const hintId = `${prefix}-hours-hint`;
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>요일별 시간</legend>
      <p id={hintId} className="text-[13px] text-slate-600">
        10:00-12:00, 13:00-18:00처럼 적고 여러 구간은 쉼표로 나눕니다. 비우거나 ‘휴무’라고 적으면 그 요일은 예약을 받지 않습니다.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 desk:grid-cols-4">
        {weekOrder.map((day) => (
          <Field
            key={day}
            id={`${prefix}-hours${day}`}
            name={`hours${day}`}
            label={`${weekdayLabels[day]}요일`}
            defaultValue={state.values?.[`hours${day}`] ?? hours[day] ?? '휴무'}
            error={state.fieldErrors[`hours.${day}`]}
            describedById={hintId}
          />
        ))}
      </div>
    </fieldset>
  );
}

type RuleValues = { slotMinutes: number | null; bufferMinutes: number | null; horizonDays: number | null; minNoticeHours: number | null };

const ruleFieldLabels: Record<keyof RuleValues, string> = {
  slotMinutes: '상담 한 번의 길이 (분)',
  bufferMinutes: '상담 사이 쉬는 시간 (분)',
  horizonDays: '며칠 뒤까지 예약 받기 (일)',
  minNoticeHours: '최소 몇 시간 전까지 예약 받기 (시간)',
};

function RuleFields({ prefix, values, state, hintId }: { prefix: string; values: RuleValues; state: SettingsFormState; hintId?: string }) {
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2 desk:grid-cols-4">
      {(Object.keys(ruleFieldLabels) as Array<keyof RuleValues>).map((key) => (
        <Field
          key={key}
          id={`${prefix}-${key}`}
          name={key}
          label={ruleFieldLabels[key]}
          defaultValue={state.values?.[key] ?? (values[key] === null ? '' : String(values[key]))}
          error={state.fieldErrors[key]}
          describedById={hintId}
          numeric
        />
      ))}
    </div>
  );
}

const placeKindLabels: Record<PlaceSetting['kind'], string> = { office: '사무소 방문', video: '화상 상담' };

/** (1) One place's weekly hours and rules. */
export function PlaceRulesForm({ place }: { place: PlaceSetting }) {
  const [state, formAction, pending] = useActionState(updateBookingPlaceFormAction, initial);
  const prefix = `place-${place.id}`;
  return (
    <li className="rounded-xl border border-slate-200 p-5" data-testid="booking-place-settings">
      <h3 id={`${prefix}-title`} className="text-[17px] font-bold text-brand-900">
        {place.name}
        <span className="ml-2 text-[14px] font-normal text-slate-700">
          {placeKindLabels[place.kind]}
          {place.officeName && place.officeName !== place.name ? ` · ${place.officeName}` : ''}
          {place.active ? '' : ' · 예약 중지됨'}
        </span>
      </h3>
      <form key={state.attempt} action={formAction} noValidate aria-labelledby={`${prefix}-title`}>
        <input type="hidden" name="placeId" value={place.id} />
        <WeekFields prefix={prefix} hours={place.hours} state={state} />
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>예약 규칙</legend>
          <RuleFields prefix={prefix} values={place} state={state} />
        </fieldset>
        <div className="mt-4">
          <Checkbox
            id={`${prefix}-active`}
            name="active"
            label="이 장소에서 예약 받기 (해제하면 예약 화면에 보이지 않습니다)"
            defaultChecked={state.values ? state.values.active === 'on' : place.active}
          />
        </div>
        <button type="submit" className={`mt-4 ${buttonClass}`} disabled={pending}>
          {pending ? '저장하는 중…' : `${place.name} 저장`}
        </button>
      </form>
      <Messages state={state} />
    </li>
  );
}

/** (2) One lawyer: where they meet visitors, their hours and, if set, their own rules. */
export function LawyerVisitForm({ lawyer, places }: { lawyer: LawyerSetting; places: PlaceSetting[] }) {
  const [state, formAction, pending] = useActionState(updateBookingLawyerFormAction, initial);
  const prefix = `lawyer-${lawyer.lawyerId}`;
  const chosen = new Set(state.values ? state.values.placeIds?.split(',').filter(Boolean) : lawyer.placeIds.map(String));
  const placesError = state.fieldErrors.placeIds ?? Object.entries(state.fieldErrors).find(([key]) => key.startsWith('placeIds.'))?.[1];
  const rulesHint = `${prefix}-rules-hint`;
  return (
    <li className="rounded-xl border border-slate-200 p-5" data-testid="booking-lawyer-settings">
      <h3 id={`${prefix}-title`} className="text-[17px] font-bold text-brand-900">
        {lawyer.name} <span className="text-[15px] font-semibold">{lawyer.title}</span>
        <span className="ml-2 text-[14px] font-normal text-slate-700">
          {lawyer.active ? '방문 상담 받음' : lawyer.configured ? '방문 상담 안 받음' : '아직 설정 전'}
          {lawyer.unpublished ? ' · 사이트에 게시되지 않은 프로필' : ''}
        </span>
      </h3>
      <form key={state.attempt} action={formAction} noValidate aria-labelledby={`${prefix}-title`}>
        <input type="hidden" name="lawyerId" value={lawyer.lawyerId} />
        <fieldset className={fieldsetClass} aria-describedby={placesError ? fieldIds(`${prefix}-places`).error : undefined}>
          <legend className={legendClass}>방문 상담을 받는 장소</legend>
          {places.length === 0 ? (
            <p className="text-[14px] text-slate-700">예약 장소가 없습니다.</p>
          ) : (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {places.map((place) => (
                <Checkbox
                  key={place.id}
                  id={`${prefix}-place-${place.id}`}
                  name="placeIds"
                  value={String(place.id)}
                  label={place.active ? place.name : `${place.name} (예약 중지된 장소)`}
                  defaultChecked={chosen.has(String(place.id))}
                />
              ))}
            </div>
          )}
          <FieldError id={`${prefix}-places`} message={placesError} />
        </fieldset>
        <WeekFields prefix={prefix} hours={lawyer.hours} state={state} />
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>변호사별 규칙 (비우면 장소 설정을 따름)</legend>
          <p id={rulesHint} className="text-[13px] text-slate-600">
            비워 두면 장소의 설정을 따릅니다. 예약 받는 기간과 최소 예약 시간은 장소 설정보다 엄격한 쪽이 적용됩니다.
          </p>
          <RuleFields prefix={prefix} values={lawyer} state={state} hintId={rulesHint} />
        </fieldset>
        <div className="mt-4">
          <Checkbox
            id={`${prefix}-active`}
            name="active"
            label="방문 상담 받음 (해제하면 이 변호사는 예약 화면에 보이지 않습니다)"
            defaultChecked={state.values ? state.values.active === 'on' : lawyer.active}
          />
        </div>
        <button type="submit" className={`mt-4 ${buttonClass}`} disabled={pending}>
          {pending ? '저장하는 중…' : `${lawyer.name} 변호사 저장`}
        </button>
      </form>
      <Messages state={state} />
    </li>
  );
}

/** (3) A day's exception for one place or one lawyer; saving the same day again replaces it. */
export function OverrideAddForm({ places, lawyers, today }: { places: PlaceSetting[]; lawyers: LawyerSetting[]; today: string }) {
  const [state, formAction, pending] = useActionState(saveBookingOverrideFormAction, initial);
  const value = (key: string) => state.values?.[key] ?? '';
  const ownerError = state.fieldErrors.owner;
  const dayError = state.fieldErrors.day;
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <form key={state.attempt} action={formAction} noValidate aria-labelledby="booking-override-add-title">
        <h3 id="booking-override-add-title" className="text-[17px] font-bold text-brand-900">
          예외 추가
        </h3>
        <div className="mt-3 grid gap-3 desk:grid-cols-2">
          <div>
            <label htmlFor="booking-override-owner" className={labelClass}>
              대상
            </label>
            <select
              id="booking-override-owner"
              name="owner"
              defaultValue={value('owner')}
              aria-invalid={ownerError ? true : undefined}
              aria-describedby={ownerError ? fieldIds('booking-override-owner').error : undefined}
              className={`mt-1 ${inputClass}`}
            >
              <option value="">장소나 변호사를 고르세요</option>
              <optgroup label="장소">
                {places.map((place) => (
                  <option key={place.id} value={`place-${place.id}`}>
                    {place.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label="변호사">
                {lawyers.map((lawyer) => (
                  <option key={lawyer.lawyerId} value={`lawyer-${lawyer.lawyerId}`}>
                    {lawyer.name} 변호사
                  </option>
                ))}
              </optgroup>
            </select>
            <FieldError id="booking-override-owner" message={ownerError} />
          </div>
          <div>
            <label htmlFor="booking-override-day" className={labelClass}>
              날짜
            </label>
            <input
              id="booking-override-day"
              name="day"
              type="date"
              min={today}
              defaultValue={value('day')}
              aria-invalid={dayError ? true : undefined}
              aria-describedby={dayError ? fieldIds('booking-override-day').error : undefined}
              className={`mt-1 ${inputClass}`}
            />
            <FieldError id="booking-override-day" message={dayError} />
          </div>
          <Field
            id="booking-override-hours"
            name="hours"
            label="그날의 시간"
            defaultValue={value('hours')}
            error={state.fieldErrors.hours}
            hint="비우거나 ‘휴무’라고 적으면 그날은 종일 쉽니다. 다른 시간에 열려면 10:00-13:00처럼 적어주세요."
          />
          <Field
            id="booking-override-note"
            name="note"
            label="메모 (선택)"
            defaultValue={value('note')}
            error={state.fieldErrors.note}
            hint="직원만 봅니다. 예: 법원 기일, 사무소 행사"
          />
        </div>
        <button type="submit" className={`mt-4 ${buttonClass}`} disabled={pending}>
          {pending ? '저장하는 중…' : '예외 저장'}
        </button>
      </form>
      <Messages state={state} />
    </div>
  );
}

/** (3) The exceptions from today on, each with its delete button (one form per row, one message). */
export function OverrideList({ overrides }: { overrides: OverrideSetting[] }) {
  const [state, formAction, pending] = useActionState(deleteBookingOverrideFormAction, initial);
  return (
    <div className="mt-6">
      <h3 id="booking-override-list-title" className="text-[17px] font-bold text-brand-900">
        다가오는 예외
      </h3>
      <Messages state={state} />
      <div className="mt-3">
        <TableFrame labelledBy="booking-override-list-title">
          <table className={tableClass}>
            <TableHead columns={['날짜', '대상', '그날의 시간', '메모', '저장한 사람', '삭제']} />
            <tbody>
              {overrides.length === 0 && <EmptyRow colSpan={6}>오늘 이후로 잡힌 예외가 없습니다.</EmptyRow>}
              {overrides.map((override) => (
                <tr key={override.id} data-testid="booking-override-row">
                  <td className={tdClass}>{override.dayLabel}</td>
                  <td className={tdClass}>{override.owner}</td>
                  <td className={`${tdClass} ${override.closed ? 'font-semibold text-red-800' : ''}`}>{override.hours}</td>
                  <td className={tdClass}>{override.note}</td>
                  <td className={tdClass}>{override.savedBy ?? ''}</td>
                  <td className={tdClass}>
                    <form action={formAction}>
                      <input type="hidden" name="overrideId" value={override.id} />
                      <button
                        type="submit"
                        className={secondaryButtonClass}
                        disabled={pending}
                        aria-label={`${override.dayLabel} ${override.owner} 예외 삭제`}
                      >
                        삭제
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </div>
    </div>
  );
}

const sourceLabels: Record<HolidaySetting['source'], string> = { gazette: '관보', staff: '직원 추가' };

/** (4) One year's holidays: each can be opened for booking, or closed again. */
export function HolidayTable({ year, days }: { year: number; days: HolidaySetting[] }) {
  const [state, formAction, pending] = useActionState(setHolidayClosedFormAction, initial);
  const titleId = 'booking-holiday-table-title';
  return (
    <div className="mt-4">
      <h3 id={titleId} className="text-[17px] font-bold text-brand-900">
        {year}년 공휴일과 휴무일
      </h3>
      <Messages state={state} />
      <div className="mt-3">
        <TableFrame labelledBy={titleId}>
          <table className={tableClass}>
            <TableHead columns={['날짜', '이름', '출처', '상태', '바꾸기']} />
            <tbody>
              {days.length === 0 && <EmptyRow colSpan={5}>{year}년에는 등록된 공휴일이 없습니다.</EmptyRow>}
              {days.map((holiday) => (
                <tr key={holiday.day} data-testid="booking-holiday-row">
                  <td className={tdClass}>{holiday.dayLabel}</td>
                  <td className={tdClass}>{holiday.name}</td>
                  <td className={tdClass}>{sourceLabels[holiday.source]}</td>
                  <td className={`${tdClass} font-semibold ${holiday.closed ? 'text-red-800' : 'text-emerald-900'}`}>
                    {holiday.closed ? '휴무' : '예약 받음'}
                  </td>
                  <td className={tdClass}>
                    <form action={formAction}>
                      <input type="hidden" name="day" value={holiday.day} />
                      <input type="hidden" name="closed" value={holiday.closed ? 'false' : 'true'} />
                      <button
                        type="submit"
                        className={secondaryButtonClass}
                        disabled={pending}
                        aria-label={`${holiday.dayLabel} ${holiday.name}: ${holiday.closed ? '예약 받기로 바꾸기' : '휴무로 바꾸기'}`}
                      >
                        {holiday.closed ? '예약 받기로 바꾸기' : '휴무로 바꾸기'}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </div>
    </div>
  );
}

/** (4) A day off staff add: a temporary holiday announced late, the firm's own day off. */
export function HolidayAddForm() {
  const [state, formAction, pending] = useActionState(addHolidayFormAction, initial);
  const dayError = state.fieldErrors.day;
  return (
    <div className="mt-6 rounded-xl border border-slate-200 p-5">
      <form key={state.attempt} action={formAction} noValidate aria-labelledby="booking-holiday-add-title">
        <h3 id="booking-holiday-add-title" className="text-[17px] font-bold text-brand-900">
          휴무일 추가
        </h3>
        <p className="mt-1 text-[14px] text-slate-700">
          늦게 발표된 임시공휴일이나 사무소 자체 휴무일을 추가합니다. 이미 있는 날짜면 이름을 바꾸고 휴무로 둡니다.
        </p>
        <div className="mt-3 grid gap-3 desk:grid-cols-2">
          <div>
            <label htmlFor="booking-holiday-day" className={labelClass}>
              날짜
            </label>
            <input
              id="booking-holiday-day"
              name="day"
              type="date"
              defaultValue={state.values?.day ?? ''}
              aria-invalid={dayError ? true : undefined}
              aria-describedby={dayError ? fieldIds('booking-holiday-day').error : undefined}
              className={`mt-1 ${inputClass}`}
            />
            <FieldError id="booking-holiday-day" message={dayError} />
          </div>
          <Field
            id="booking-holiday-name"
            name="name"
            label="이름"
            defaultValue={state.values?.name ?? ''}
            error={state.fieldErrors.name}
            hint="예: 임시공휴일, 사무소 창립기념일"
          />
        </div>
        <button type="submit" className={`mt-4 ${buttonClass}`} disabled={pending}>
          {pending ? '추가하는 중…' : '휴무일 추가'}
        </button>
      </form>
      <Messages state={state} />
    </div>
  );
}
