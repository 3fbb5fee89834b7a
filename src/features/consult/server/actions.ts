'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddress } from '@/server/client-address';
import { env } from '@/server/env';
import { routes } from '@/lib/routes';
import type { FieldErrors } from '../domain/consult-rules';
import { fileConsult } from './mutations';

export type BoardFormState = {
  attempt: number;
  values: { tel: string; content: string; name: string; address: string; category: string; consent: boolean };
  fieldErrors: FieldErrors;
  formError?: string;
};

/** /consult/board's form action: works as a plain HTML form post when JavaScript is off. */
export async function fileConsultBoardAction(previous: BoardFormState, formData: FormData): Promise<BoardFormState> {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === 'string' ? value : '';
  };
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
  if (result.ok) {
    const desk = new URL(env().LEGAL_DESK_URL ?? routes.consultReceipt, env().SITE_URL);
    desk.searchParams.set('q', result.model.legal_case_uuid);
    desk.searchParams.set('cr', 'success');
    redirect(desk.origin === new URL(env().SITE_URL).origin ? `${desk.pathname}${desk.search}` : desk.toString());
  }
  // Field messages show at their fields; the form-level box is for everything else (rate limit, bot check, save failure).
  return { attempt: previous.attempt + 1, values, fieldErrors: result.fieldErrors ?? {}, formError: result.fieldErrors ? undefined : result.formError };
}
