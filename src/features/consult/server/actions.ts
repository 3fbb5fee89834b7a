'use server';

import { redirect } from 'next/navigation';
import { ActionError, publicAction, type PublicActionOptions } from '@/features/auth/server/action-client';
import { env } from '@/server/env';
import { formText, nextAttempt } from '@/lib/form-data';
import { routes } from '@/lib/routes';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { getFirmSettings } from '@/features/firm/server/queries';
import { messages, type ConsultFieldErrors } from '../domain/consult-form-rules';
import { VISIT_CONSENT_VERSION, visitKinds, visitSummary, type VisitFieldErrors, type VisitKind } from '../domain/visit-request';
import { consultBoardSchema, visitRequestSchema } from '../schemas';
import { consultRateRule, fileConsult, type FileConsultResult } from './mutations';

/**
 * The public consult forms, through the one action chain (publicAction): the form rules, then the
 * honeypot, the intake's hourly allowance per address (the counter POST /api/office/consult counts
 * too) and Turnstile, then the save. Each form posts to a thin adapter that works without JavaScript.
 */

const consultGuard: PublicActionOptions<{ website: string; token: string | null }> = {
  name: 'consult',
  rateLimit: consultRateRule,
  botCheck: { honeypot: (input) => input.website, turnstileToken: (input) => input.token },
  messages: {
    tooMany: messages.rateLimited,
    botRejected: messages.botRejected,
    botCheckFailed: messages.botCheckFailed,
    failed: messages.saveFailed,
  },
};

/** A saved consult's model, or the intake's refusal as the chain's. */
function savedModel(result: FileConsultResult) {
  if (!result.ok) throw new ActionError(result.formError, result.fieldErrors);
  return result.model;
}

const fileConsultBoard = publicAction(consultGuard, consultBoardSchema, async ({ website, token, ...values }, { ipAddress }) =>
  savedModel(
    await fileConsult(
      { ...values, website, token, inflow_route: routes.consultBoard, inflow_at: new Date().toISOString() },
      { address: ipAddress, source: 'board', guarded: true },
    ),
  ),
);

export type BoardFormState = {
  attempt: number;
  values: { tel: string; content: string; name: string; address: string; category: string; consent: boolean };
  fieldErrors: ConsultFieldErrors;
  formError?: string;
};

/** /consult/board's form action: works as a plain HTML form post when JavaScript is off. */
export async function fileConsultBoardAction(previous: BoardFormState, formData: FormData): Promise<BoardFormState> {
  const text = (key: string) => formText(formData, key);
  const values = {
    tel: text('tel'),
    content: text('content'),
    name: text('name'),
    address: text('address'),
    category: text('category'),
    consent: text('consent') === 'on',
  };
  const result = await fileConsultBoard({ ...values, website: text('website'), token: text('cf-turnstile-response') || null });
  if (result.ok) redirectToDesk(result.data.legal_case_uuid);
  // Field messages show at their fields; the form-level box is for everything else (rate limit, bot check, save failure).
  return {
    attempt: nextAttempt(previous),
    values,
    fieldErrors: (result.fieldErrors ?? {}) as ConsultFieldErrors,
    formError: result.fieldErrors ? undefined : result.formError,
  };
}

/** The legal-case desk page (DESIGN section 5): our receipt page unless LEGAL_DESK_URL names another. */
function redirectToDesk(legalCaseUuid: string): never {
  const desk = new URL(env().LEGAL_DESK_URL ?? routes.consultReceipt, env().SITE_URL);
  desk.searchParams.set('q', legalCaseUuid);
  desk.searchParams.set('cr', 'success');
  redirect(desk.origin === new URL(env().SITE_URL).origin ? `${desk.pathname}${desk.search}` : desk.toString());
}

export type VisitFormValues = BoardFormState['values'] & { place: string; date: string; slot: string };
export type VisitFormState = {
  attempt: number;
  values: VisitFormValues;
  fieldErrors: ConsultFieldErrors & VisitFieldErrors;
  formError?: string;
};

// A visit names one of the firm's offices, as the settings say when the request is checked.
const visitSchema = visitRequestSchema(async () => (await getFirmSettings()).offices.map((office) => office.name));

const fileVisitRequest = publicAction(consultGuard, visitSchema, async ({ kind, website, token, ...values }, { ipAddress }) => {
  const fee = kind === 'premium' ? feeItemFor(await getFeeSchedule(), 'premium-consult') : null;
  return savedModel(
    await fileConsult(
      {
        ...values,
        website,
        token,
        inflow_route: kind === 'premium' ? routes.premiumPay : routes.consultBooking,
        inflow_at: new Date().toISOString(),
      },
      {
        address: ipAddress,
        source: kind === 'premium' ? 'premium' : 'booking',
        contentPrefix: visitSummary(kind, values, fee ? `${fee.amount.toLocaleString('ko-KR')}원` : undefined),
        consent: { purpose: kind, version: VISIT_CONSENT_VERSION },
        guarded: true,
      },
    ),
  );
});

/**
 * /consult/booking and /consult/premium-pay: a consult that also names a place, a weekday and an
 * hour. Both rule sets are checked together so every field shows its message at once; the wish
 * is stored as the consult's first line, where the inbox shows it.
 */
export async function fileVisitRequestAction(previous: VisitFormState, formData: FormData): Promise<VisitFormState> {
  const text = (key: string) => formText(formData, key);
  const kind: VisitKind = visitKinds.find((known) => known === text('kind')) ?? 'visit';
  const values: VisitFormValues = {
    tel: text('tel'),
    content: text('content'),
    name: text('name'),
    address: '',
    category: text('category'),
    consent: text('consent') === 'on',
    place: text('place'),
    date: text('date'),
    slot: text('slot'),
  };
  const result = await fileVisitRequest({ ...values, kind, website: text('website'), token: text('cf-turnstile-response') || null });
  if (result.ok) redirectToDesk(result.data.legal_case_uuid);
  return {
    attempt: nextAttempt(previous),
    values,
    fieldErrors: (result.fieldErrors ?? {}) as VisitFormState['fieldErrors'],
    formError: result.fieldErrors ? undefined : result.formError,
  };
}
