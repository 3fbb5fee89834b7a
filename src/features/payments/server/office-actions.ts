'use server';

import { ActionError, staffAction } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { ActionResult } from '@/lib/action-result';
import { officeRefundMessages } from '../domain/office-payments';
import { paymentMessages } from '../domain/payment-messages';
import { refundSchema } from '../schemas';
import { requestRefund } from './refunds';
import { tossConfig } from './toss-client';

/**
 * The back office's refund (issue 16), through staffAction('payments.manage'): the refund is
 * recorded and sent to Toss by requestRefund; every request that reached Toss is audit-logged
 * with the order, the amount and the reason, whatever Toss answered.
 */

export type RefundAnswer = { outcome: 'done' | 'pending'; message: string };

const refund = staffAction('payments.manage', refundSchema, async (input, { db, viewer, ipAddress }): Promise<RefundAnswer> => {
  const config = tossConfig();
  if (!config) throw new ActionError(officeRefundMessages.notConfigured);
  const result = await requestRefund(db, config, {
    orderId: input.orderId,
    amount: input.amount,
    reason: input.reason,
    actor: { id: viewer.id, name: viewer.name },
  });
  // Refused before anything was recorded (not paid, more than is left): nothing to log.
  if (!result.ok) throw new ActionError(result.message);
  await recordAudit(db, {
    actor: { id: viewer.id, name: viewer.name },
    action: 'payment.refund',
    subjectType: 'payment_order',
    subjectId: input.orderId,
    detail: {
      orderId: input.orderId,
      amount: input.amount,
      reason: input.reason,
      refundId: result.refundId,
      outcome: result.outcome.status,
    },
    ipAddress,
  });
  switch (result.outcome.status) {
    case 'done':
      return { outcome: 'done', message: officeRefundMessages.done };
    case 'pending':
      return { outcome: 'pending', message: paymentMessages.refundPending };
    case 'failed':
      throw new ActionError(paymentMessages.refundFailed(result.outcome.message));
  }
});

export async function refundAction(input: unknown): Promise<ActionResult<RefundAnswer>> {
  return refund(input);
}
