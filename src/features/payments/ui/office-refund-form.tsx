'use client';

import { useEffect, useRef, useState } from 'react';
import { FormAlert, FormStatus, TextField } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { dangerButtonClass, secondaryButtonClass } from '@/components/office/admin-ui';
import type { FieldErrors } from '@/lib/field-errors';
import { officeRefundMessages } from '../domain/office-payments';
import { paymentMessages } from '../domain/payment-messages';
import { won } from '../domain/products';
import { refundAction, type RefundAnswer } from '../server/office-actions';

type Field = 'amount' | 'reason';

/** The browser's check of the refund (the server checks again with refundSchema and the order). */
function checkRefund(amountText: string, reason: string, refundable: number): { amount: number; errors: FieldErrors<Field> } {
  const errors: FieldErrors<Field> = {};
  const digits = amountText.replace(/[,\s원]/g, '');
  const amount = /^\d{1,12}$/.test(digits) ? Number(digits) : NaN;
  if (!Number.isSafeInteger(amount) || amount < 1) errors.amount = paymentMessages.refundAmount;
  else if (amount > refundable) errors.amount = paymentMessages.refundTooMuch(refundable);
  const trimmed = reason.trim();
  if (trimmed.length < 2) errors.reason = paymentMessages.refundReason;
  else if (trimmed.length > 200) errors.reason = officeRefundMessages.reasonTooLong;
  return { amount, errors };
}

/**
 * An order's refund in the back office: the amount (what is left, unless staff type less) and the
 * reason, then a confirm step that says what will happen, since a refund cannot be taken back.
 */
export function OfficeRefundForm({ orderId, refundable }: { orderId: string; refundable: number }) {
  const { error, success, fieldErrors, pending, run } = useAction<RefundAnswer>();
  const [amount, setAmount] = useState(String(refundable));
  const [reason, setReason] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors<Field>>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  // After a refund the page is refreshed: the amount follows what is left now.
  const [shownRefundable, setShownRefundable] = useState(refundable);
  if (shownRefundable !== refundable) {
    setShownRefundable(refundable);
    setAmount(String(refundable));
  }
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming !== null) confirmRef.current?.focus();
  }, [confirming]);

  const errors: FieldErrors<Field> = { ...fieldErrors, ...localErrors };
  const nothingLeft = refundable <= 0;

  return (
    <section aria-labelledby="refund-title" className="rounded-2xl border border-red-200 p-5" data-testid="office-refund">
      <h2 id="refund-title" className="text-lg font-bold text-brand-900">
        환불
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        환불은 토스페이먼츠에 바로 취소를 요청하며 되돌릴 수 없습니다. 사유는 결제하신 분께 전해집니다. 전액을 환불하면 예약도 취소됩니다.
      </p>
      {nothingLeft ? (
        <p className="mt-3 text-sm text-slate-700">환불할 수 있는 금액이 남아 있지 않습니다.</p>
      ) : (
        <form
          noValidate
          className="mt-4 grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            const checked = checkRefund(amount, reason, refundable);
            // Both keys set, so a message the server gave earlier gives way to this check's.
            setLocalErrors({ amount: checked.errors.amount, reason: checked.errors.reason });
            if (!checked.errors.amount && !checked.errors.reason) setConfirming(checked.amount);
          }}
        >
          <TextField
            id="refund-amount"
            label="환불 금액 (원)"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setConfirming(null);
              setLocalErrors((current) => ({ ...current, amount: undefined }));
            }}
            inputMode="numeric"
            required
            hint={`환불할 수 있는 금액: ${won(refundable)}`}
            error={errors.amount}
            testId="refund-amount"
          />
          <TextField
            id="refund-reason"
            label="환불 사유"
            value={reason}
            onChange={(value) => {
              setReason(value);
              setConfirming(null);
              setLocalErrors((current) => ({ ...current, reason: undefined }));
            }}
            required
            hint="결제하신 분께 전해집니다 (200자 이내)."
            error={errors.reason}
            testId="refund-reason"
          />
          <div className="sm:col-span-2">
            <button type="submit" disabled={pending} className={dangerButtonClass} data-testid="refund-submit">
              환불하기
            </button>
          </div>
        </form>
      )}
      {confirming !== null && !nothingLeft && (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="refund-confirm-title"
          className="mt-4 rounded-xl border-2 border-red-700 bg-red-50 p-4"
          data-testid="refund-confirm"
        >
          <p id="refund-confirm-title" className="font-bold text-red-900">
            {won(confirming)}을 환불할까요?
          </p>
          <p className="mt-1 text-sm text-red-900">토스페이먼츠에 바로 취소를 요청하며 되돌릴 수 없습니다. 사유: {reason.trim()}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={pending}
              className={dangerButtonClass}
              data-testid="refund-confirm-submit"
              onClick={() =>
                run(
                  () => refundAction({ orderId, amount: confirming, reason }),
                  (answer) => {
                    setConfirming(null);
                    setReason('');
                    return answer.message;
                  },
                  () => setConfirming(null),
                )
              }
            >
              {pending ? '환불 요청 중…' : '네, 환불합니다'}
            </button>
            <button type="button" disabled={pending} className={secondaryButtonClass} onClick={() => setConfirming(null)}>
              돌아가기
            </button>
          </div>
        </div>
      )}
      <FormAlert message={error} testId="refund-error" />
      <FormStatus message={success} testId="refund-status" />
    </section>
  );
}
