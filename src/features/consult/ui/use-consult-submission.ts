'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showSnackbar } from '@/components/snackbar-events';
import { messages, type ConsultSource, type ConsultFieldErrors } from '../domain/consult-form-rules';
import { deskUrl, submitConsult, type SubmitConsultInput } from './submit-consult';

/**
 * Files a quick consult and reports the real outcome (spec section 8 fixed): success only when
 * the server stored it, then the visitor lands on the legal-case desk.
 */
export function useConsultSubmission({
  source,
  deskBase,
  snackbarEveryFailure = false,
}: {
  source: ConsultSource;
  deskBase: string;
  /** The quick widget reports every failure in a 6-second snackbar too (spec section 9). */
  snackbarEveryFailure?: boolean;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [serverFieldErrors, setServerFieldErrors] = useState<ConsultFieldErrors>({});
  /** The server's message for the last failure; forms show it when no visible field carries it. */
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(input: Omit<SubmitConsultInput, 'source'>): Promise<void> {
    setPending(true);
    setFormError(null);
    setServerFieldErrors({});
    const result = await submitConsult({ ...input, source });
    if (result.ok) {
      showSnackbar({ text: 'success', color: 'success' });
      // A same-site desk keeps the layout (and its snackbar) mounted; an outside desk is a full navigation.
      const target = deskUrl(deskBase, result.model.legal_case_uuid);
      if (target.startsWith('/')) router.push(target);
      else window.location.assign(target);
      return; // stays pending while the browser leaves the page
    }
    setPending(false);
    const fieldErrors = result.fieldErrors ?? {};
    setServerFieldErrors(fieldErrors);
    if (result.saveFailed) {
      showSnackbar({ text: messages.saveFailed, color: 'error', time: 6000 });
    } else if (snackbarEveryFailure) {
      showSnackbar({ text: result.message, color: 'error', time: 6000 });
    }
    setFormError(result.message);
  }

  function clearServerErrors() {
    setServerFieldErrors({});
    setFormError(null);
  }

  return { pending, serverFieldErrors, formError, submit, clearServerErrors };
}
