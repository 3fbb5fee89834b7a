import { CONSULT_SAVED_EVENT } from '@/lib/site-events';
import type { ConsultSource, ConsultFieldErrors } from '../domain/consult-form-rules';
import { messages } from '../domain/consult-form-rules';

export type SubmitConsultInput = {
  tel: string;
  content: string;
  name?: string;
  address?: string;
  category?: string;
  consent: boolean;
  website?: string;
  token?: string | null;
  source: ConsultSource;
};

export type SubmitConsultResult =
  | { ok: true; model: { id: number; name: string; legal_case_uuid: string } }
  | { ok: false; message: string; fieldErrors?: ConsultFieldErrors; saveFailed: boolean };

/** The one request the browser sends (DESIGN section 5); the answer is the real outcome. */
export async function submitConsult(input: SubmitConsultInput): Promise<SubmitConsultResult> {
  const body = {
    ...input,
    inflow_route: `${window.location.pathname}${window.location.search}`,
    inflow_at: new Date().toISOString(),
    csrf: null,
  };
  try {
    const response = await fetch('/api/office/consult', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as
      | { success: true; model: { id: number; name: string; legal_case_uuid: string } }
      | { success: false; message?: string; errors?: ConsultFieldErrors }
      | null;
    if (response.ok && data?.success) {
      window.dispatchEvent(new CustomEvent(CONSULT_SAVED_EVENT, { detail: data.model }));
      return { ok: true, model: data.model };
    }
    const failed = data && !data.success ? data : null;
    const saveFailed = response.status >= 500 || !failed;
    return {
      ok: false,
      message: saveFailed ? messages.saveFailed : (failed?.message ?? messages.saveFailed),
      fieldErrors: failed?.errors,
      saveFailed,
    };
  } catch {
    return { ok: false, message: messages.saveFailed, saveFailed: true };
  }
}

/** Where the visitor lands after a saved consult: the legal-case desk (default: our receipt page). */
export function deskUrl(deskBase: string, uuid: string): string {
  const url = new URL(deskBase, window.location.origin);
  url.searchParams.set('q', uuid);
  url.searchParams.set('cr', 'success');
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}
