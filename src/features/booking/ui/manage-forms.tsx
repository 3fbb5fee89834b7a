'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/form/form-parts';
import { cancelBookingAction, moveBookingAction, type ManageFormState } from '../server/actions';

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-[15px] has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold';

/** The private link's cancel button, with an optional reason for the firm. Works without JavaScript. */
export function CancelBookingForm({ token }: { token: string }) {
  const [state, action, pending] = useActionState<ManageFormState, FormData>(cancelBookingAction, { attempt: 0 });
  return (
    <form action={action} className="space-y-3" data-testid="booking-cancel-form">
      <input type="hidden" name="token" value={token} />
      <label htmlFor="cancel-reason" className="block text-sm font-semibold">
        취소 사유 <span className="font-normal text-slate-600">(선택, 담당자만 봅니다)</span>
      </label>
      <textarea
        id="cancel-reason"
        name="reason"
        rows={2}
        maxLength={500}
        className="block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
      />
      <FormAlert look="page" message={state.formError} />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg border-2 border-red-700 bg-white px-4 py-3 font-bold text-red-800 hover:bg-red-50 disabled:opacity-60"
      >
        {pending ? '취소하는 중…' : '예약 취소하기'}
      </button>
    </form>
  );
}

/** Confirms a move to the time picked above; when it was just taken, offers the nearest free ones. */
export function MoveBookingForm({ token, day, time, label }: { token: string; day: string; time: string; label: string }) {
  const [state, action, pending] = useActionState<ManageFormState, FormData>(moveBookingAction, { attempt: 0 });
  const alternatives = state.alternatives ?? [];
  return (
    <form action={action} className="space-y-3" data-testid="booking-move-form">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="day" value={day} />
      <input type="hidden" name="time" value={time} />
      <FormAlert look="page" message={state.formError} />
      {alternatives.length > 0 && (
        <fieldset className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4">
          <legend className="px-1 text-sm font-bold text-amber-950">가까운 다른 시간</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {alternatives.map((alternative) => (
              <label key={`${alternative.day} ${alternative.time}`} className={choiceClass}>
                <input
                  type="radio"
                  name="pick"
                  value={`${alternative.day} ${alternative.time}`}
                  required
                  className="size-4 accent-brand-800"
                />
                {alternative.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-700 px-4 py-3 text-lg font-bold text-white hover:bg-brand-800 disabled:bg-slate-400"
      >
        {pending ? '바꾸는 중…' : alternatives.length > 0 ? '고른 시간으로 바꾸기' : `${label}(으)로 바꾸기`}
      </button>
    </form>
  );
}
