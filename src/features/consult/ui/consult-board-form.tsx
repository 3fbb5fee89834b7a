'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/form/form-parts';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { formFieldErrors } from '../domain/consult-form-rules';
import { fileConsultBoardAction, type BoardFormState } from '../server/actions';
import { ConsultFields, emptyConsultValues, type ConsultConsentText } from './consult-fields';

const initialState: BoardFormState = { attempt: 0, values: emptyConsultValues, fieldErrors: {} };

/** The full-page consultation form; a server action, so it also works with JavaScript off. */
export function ConsultBoardForm({ consent, turnstileSiteKey }: { consent: ConsultConsentText; turnstileSiteKey: string | null }) {
  const [state, formAction, pending] = useActionState(fileConsultBoardAction, initialState);
  const form = useRef<HTMLFormElement>(null);
  // Rendered enabled on the server so the form submits without JavaScript; disabled once hydrated while invalid.
  const [invalid, setInvalid] = useState(false);

  const recheck = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const text = (key: string) => String(data.get(key) ?? '');
    const errors = formFieldErrors({
      tel: text('tel'),
      content: text('content'),
      name: text('name'),
      address: text('address'),
      category: text('category'),
    });
    setInvalid(Object.keys(errors).length > 0 || data.get('consent') !== 'on');
  };

  useEffect(recheck, [state.attempt]);

  return (
    <form ref={form} action={formAction} onChange={recheck} noValidate className="relative" data-testid="consult-board-form">
      <ConsultFields key={state.attempt} idPrefix="consult-board" values={state.values} errors={state.fieldErrors} consent={consent} />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={() => recheck()} />}
      {state.formError && (
        <div className="mt-4">
          <FormAlert look="page" message={state.formError} />
        </div>
      )}
      <button
        type="submit"
        disabled={invalid || pending}
        className="mt-6 w-full rounded-lg bg-brand-700 px-4 py-4 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {pending ? '접수 중…' : '상담 신청하기'}
      </button>
    </form>
  );
}
