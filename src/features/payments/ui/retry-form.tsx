'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/form/form-parts';
import { retryPaymentAction } from '../server/actions';

/** Another try after a refused payment, while the hold lasts: a new order for the same time. */
export function RetryPaymentForm({ orderId }: { orderId: string }) {
  const [state, formAction, pending] = useActionState(retryPaymentAction, { attempt: 0 });
  return (
    <form action={formAction} className="mt-4 space-y-3">
      <input type="hidden" name="orderId" value={orderId} />
      <FormAlert look="page" message={state.formError} />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-lg bg-brand-700 px-4 py-3.5 text-lg font-bold text-white hover:bg-brand-800 disabled:bg-slate-400"
      >
        {pending ? '준비하는 중…' : '다시 결제하기'}
      </button>
    </form>
  );
}
