'use server';

import { redirect } from 'next/navigation';
import { ActionError, publicAction } from '@/features/auth/server/action-client';
import { env } from '@/server/env';
import { formText, nextAttempt } from '@/lib/form-data';
import { routes } from '@/lib/routes';
import type { ConsultFieldErrors } from '../domain/consult-form-rules';
import { consultBoardSchema } from '../schemas';
import { consultActionGuard, fileConsult, type FileConsultResult } from './mutations';

/**
 * The public consult forms, through the one action chain (publicAction): the form rules, then the
 * honeypot, the intake's hourly allowance per address (the counter POST /api/office/consult counts
 * too) and Turnstile, then the save. Each form posts to a thin adapter that works without JavaScript.
 */

/** A saved consult's model, or the intake's refusal as the chain's. */
function savedModel(result: FileConsultResult) {
  if (!result.ok) throw new ActionError(result.formError, result.fieldErrors);
  return result.model;
}

const fileConsultBoard = publicAction(consultActionGuard, consultBoardSchema, async ({ website, token, ...values }, { ipAddress }) =>
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
