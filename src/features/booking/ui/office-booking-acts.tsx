'use client';

import { useState } from 'react';
import { useAction } from '@/components/form/use-action';
import { bookingActAction, bookingBlockAction, bookingMoveAction } from '../server/office-actions';
import { staffActLabels, type StaffAct } from '../domain/workflow';

const button = 'rounded-lg px-3 py-2 text-sm font-semibold disabled:opacity-60';
const input = 'mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm';

function Messages({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {success && (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {success}
        </p>
      )}
    </>
  );
}

/** A booking's acts in the back office: confirm, attended, no-show, unblock at a click; cancel with a reason; move to a time. */
export function OfficeBookingActs({
  booking,
}: {
  booking: {
    id: number;
    version: number;
    acts: StaffAct[];
    day: string;
    from: string;
    lawyerId: number;
    placeLawyers: Array<{ id: number; name: string }>;
  };
}) {
  const { error, success, pending, run } = useAction<unknown>();
  const [reason, setReason] = useState('');
  const [day, setDay] = useState(booking.day);
  const [time, setTime] = useState(booking.from);
  const [lawyerId, setLawyerId] = useState(String(booking.lawyerId));
  const simple = booking.acts.filter((act) => act !== 'cancel' && act !== 'move');
  return (
    <div className="space-y-5" data-testid="office-booking-acts">
      <Messages error={error} success={success} />
      {simple.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {simple.map((act) => (
            <button
              key={act}
              type="button"
              disabled={pending}
              onClick={() =>
                run(
                  () => bookingActAction({ bookingId: booking.id, version: booking.version, act }),
                  () => `${staffActLabels[act]} 처리했습니다.`,
                )
              }
              className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {staffActLabels[act]}
            </button>
          ))}
        </div>
      )}
      {booking.acts.includes('move') && (
        <form
          className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-4"
          onSubmit={(event) => {
            event.preventDefault();
            run(
              () => bookingMoveAction({ bookingId: booking.id, version: booking.version, day, time, lawyerId: Number(lawyerId) }),
              () => '시간을 옮겼습니다. 예약하신 분께 알림이 갑니다.',
            );
          }}
        >
          <p className="font-bold text-brand-900 sm:col-span-4">시간 옮기기</p>
          <label className="text-sm font-semibold">
            날짜
            <input type="date" value={day} onChange={(event) => setDay(event.target.value)} className={input} required />
          </label>
          <label className="text-sm font-semibold">
            시작 시각
            <input type="time" value={time} step={300} onChange={(event) => setTime(event.target.value)} className={input} required />
          </label>
          <label className="text-sm font-semibold">
            변호사
            <select value={lawyerId} onChange={(event) => setLawyerId(event.target.value)} className={input}>
              {booking.placeLawyers.map((lawyer) => (
                <option key={lawyer.id} value={lawyer.id}>
                  {lawyer.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            disabled={pending}
            className={`${button} self-end border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            옮기기
          </button>
        </form>
      )}
      {booking.acts.includes('cancel') && (
        <form
          className="space-y-2 rounded-xl border border-red-200 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            run(
              () => bookingActAction({ bookingId: booking.id, version: booking.version, act: 'cancel', reason }),
              () => '예약을 취소했습니다. 사유와 함께 예약하신 분께 알림이 갑니다.',
            );
          }}
        >
          <label htmlFor="cancel-reason" className="block text-sm font-bold text-red-900">
            예약 취소 사유 (예약하신 분께 전해집니다)
          </label>
          <textarea
            id="cancel-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
            maxLength={500}
            className={input}
            required
          />
          <button type="submit" disabled={pending || reason.trim() === ''} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
            예약 취소
          </button>
        </form>
      )}
    </div>
  );
}

/** Blocks a lawyer's time on a day (a meeting, a hearing): visitors no longer see it as free. */
export function OfficeBlockForm({ placeId, lawyers, day }: { placeId: number; lawyers: Array<{ id: number; name: string }>; day: string }) {
  const { error, success, pending, run } = useAction<unknown>();
  const [values, setValues] = useState({ lawyerId: String(lawyers[0]?.id ?? ''), day, from: '10:00', to: '11:00', note: '' });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  if (lawyers.length === 0) return null;
  return (
    <form
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-6"
      data-testid="office-block-form"
      onSubmit={(event) => {
        event.preventDefault();
        run(
          () => bookingBlockAction({ ...values, placeId, lawyerId: Number(values.lawyerId) }),
          () => '시간을 막았습니다.',
        );
      }}
    >
      <p className="font-bold text-brand-900 sm:col-span-6">시간 막기 (재판·회의 등)</p>
      <label className="text-sm font-semibold">
        변호사
        <select value={values.lawyerId} onChange={set('lawyerId')} className={input}>
          {lawyers.map((lawyer) => (
            <option key={lawyer.id} value={lawyer.id}>
              {lawyer.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        날짜
        <input type="date" value={values.day} onChange={set('day')} className={input} required />
      </label>
      <label className="text-sm font-semibold">
        시작
        <input type="time" value={values.from} step={300} onChange={set('from')} className={input} required />
      </label>
      <label className="text-sm font-semibold">
        끝
        <input type="time" value={values.to} step={300} onChange={set('to')} className={input} required />
      </label>
      <label className="text-sm font-semibold">
        메모
        <input value={values.note} onChange={set('note')} maxLength={200} className={input} />
      </label>
      <button type="submit" disabled={pending} className={`${button} self-end bg-slate-800 text-white hover:bg-slate-900`}>
        막기
      </button>
      <div className="sm:col-span-6">
        <Messages error={error} success={success} />
      </div>
    </form>
  );
}
