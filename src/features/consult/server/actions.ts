'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddress } from '@/server/client-address';
import { env } from '@/server/env';
import { formText, nextAttempt } from '@/lib/form-data';
import { routes } from '@/lib/routes';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { getFirmSettings } from '@/features/firm/server/queries';
import { messages, validateConsult, type FieldErrors } from '../domain/consult-rules';
import {
  checkVisitRequest,
  VISIT_CONSENT_VERSION,
  visitKinds,
  visitSummary,
  type VisitFieldErrors,
  type VisitKind,
} from '../domain/visit-request';
import { fileConsult } from './mutations';

export type BoardFormState = {
  attempt: number;
  values: { tel: string; content: string; name: string; address: string; category: string; consent: boolean };
  fieldErrors: FieldErrors;
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
  const result = await fileConsult(
    { ...values, consent: values.consent, website: text('website'), token: text('cf-turnstile-response') || null, inflow_route: routes.consultBoard, inflow_at: new Date().toISOString() },
    { address: clientAddress(await headers()), source: 'board' },
  );
  if (result.ok) redirectToDesk(result.model.legal_case_uuid);
  // Field messages show at their fields; the form-level box is for everything else (rate limit, bot check, save failure).
  return { attempt: nextAttempt(previous), values, fieldErrors: result.fieldErrors ?? {}, formError: result.fieldErrors ? undefined : result.formError };
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
  fieldErrors: FieldErrors & VisitFieldErrors;
  formError?: string;
};

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
  const settings = await getFirmSettings();
  const visitErrors = checkVisitRequest(values, { kind, officeNames: settings.offices.map((office) => office.name), now: new Date() });
  const consult = validateConsult(values);
  const fieldErrors = { ...(consult.ok ? {} : consult.fieldErrors), ...visitErrors, ...(values.consent ? {} : { consent: messages.consent }) };
  if (Object.keys(fieldErrors).length > 0) {
    return { attempt: nextAttempt(previous), values, fieldErrors };
  }
  const fee = kind === 'premium' ? feeItemFor(await getFeeSchedule(), 'premium-consult') : null;
  const result = await fileConsult(
    {
      ...values,
      website: text('website'),
      token: text('cf-turnstile-response') || null,
      inflow_route: kind === 'premium' ? routes.premiumPay : routes.consultBooking,
      inflow_at: new Date().toISOString(),
    },
    {
      address: clientAddress(await headers()),
      source: kind === 'premium' ? 'premium' : 'booking',
      contentPrefix: visitSummary(kind, values, fee ? `${fee.amount.toLocaleString('ko-KR')}원` : undefined),
      consent: { purpose: kind, version: VISIT_CONSENT_VERSION },
    },
  );
  if (result.ok) redirectToDesk(result.model.legal_case_uuid);
  return { attempt: nextAttempt(previous), values, fieldErrors: result.fieldErrors ?? {}, formError: result.fieldErrors ? undefined : result.formError };
}
