'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/dialog';
import { showSnackbar } from '@/components/snackbar-events';
import { FormAlert } from '@/components/form/form-parts';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { onOpenConsultModal } from '@/lib/site-events';
import {
  categories,
  event2020Content,
  formFieldErrors,
  messages,
  submitCheck,
  successMessage,
  type Event2020Payload,
  type ConsultFieldErrors,
} from '../domain/consult-form-rules';
import { ConsultFields, emptyConsultValues, type ConsultConsentText, type ConsultFieldValues } from './consult-fields';
import { CONSULT_2020_EVENT } from './consult-events';
import { deskUrl, submitConsult } from './submit-consult';

type Props = { mainPhone: string; siteTitle: string; deskUrl: string; turnstileSiteKey: string | null; consent: ConsultConsentText };

/** The consultation modal and the 2020 confirmation modal, mounted once in the root layout. */
export function ConsultModals(props: Props) {
  return (
    <>
      <ConsultModal {...props} />
      <Consult2020Modal {...props} />
    </>
  );
}

function ConsultModal({ deskUrl: deskBase, turnstileSiteKey, consent }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<ConsultFieldValues>(emptyConsultValues);
  const [placeholder, setPlaceholder] = useState<string>();
  const [serverErrors, setServerErrors] = useState<ConsultFieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [token, setToken] = useState<string | null>(null);

  useEffect(
    () =>
      onOpenConsultModal((detail) => {
        setValues((current) => ({
          ...current,
          content: detail.content ?? current.content,
          tel: detail.tel ?? current.tel,
          name: detail.name ?? current.name,
          category: detail.category && (categories as readonly string[]).includes(detail.category) ? detail.category : current.category,
        }));
        setPlaceholder(detail.placeholder);
        setServerErrors({});
        setFormError(undefined);
        setOpen((wasOpen) => !wasOpen || detail.content !== undefined);
      }),
    [],
  );

  const formErrors = useMemo(() => formFieldErrors(values), [values]);
  const invalid = Object.keys(formErrors).length > 0 || !values.consent || (turnstileSiteKey !== null && !token);
  const shownErrors: ConsultFieldErrors = { ...(touched ? formErrors : {}), ...serverErrors };

  const change = useCallback((patch: Partial<ConsultFieldValues>) => {
    setTouched(true);
    setServerErrors({});
    setValues((current) => ({ ...current, ...patch }));
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (invalid || sending) return;
    const strict = submitCheck(values);
    if (Object.keys(strict).length > 0) {
      setServerErrors(strict);
      showSnackbar({ text: strict.tel ?? strict.content, color: 'error' });
      return;
    }
    setSending(true);
    const website = (new FormData(event.currentTarget).get('website') as string | null) ?? '';
    const result = await submitConsult({ ...values, website, token, source: 'modal' });
    setSending(false);
    if (result.ok) {
      setValues(emptyConsultValues);
      setTouched(false);
      setOpen(false);
      showSnackbar({ text: 'success', color: 'success' });
      const target = deskUrl(deskBase, result.model.legal_case_uuid);
      if (target.startsWith('/')) router.push(target);
      else window.location.assign(target);
      return;
    }
    if (result.saveFailed) {
      // The typed values stay in state: reopening the modal shows them again.
      setOpen(false);
      showSnackbar({ text: messages.saveFailed, color: 'error' });
      return;
    }
    setServerErrors(result.fieldErrors ?? {});
    setFormError(result.fieldErrors ? undefined : result.message);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen} data-testid="consult-modal" className="consult-modal">
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <DialogTitle className="text-xl font-bold text-brand-900">상담 신청</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-slate-700">
            로그인 없이 신청하실 수 있습니다. 남겨주신 연락처로 변호사가 직접 전화드립니다.
          </DialogDescription>
        </div>
        <DialogClose className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="상담 신청 닫기">
          <CloseIcon size={22} className="stroke-2" />
        </DialogClose>
      </div>
      <form onSubmit={onSubmit} noValidate className="relative">
        <ConsultFields
          idPrefix="consult-modal"
          values={values}
          errors={shownErrors}
          onChange={change}
          contentPlaceholder={placeholder}
          consent={consent}
        />
        {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={setToken} />}
        {formError && (
          <div className="mt-3">
            <FormAlert look="page" message={formError} />
          </div>
        )}
        <button
          type="submit"
          disabled={invalid || sending}
          className="mt-5 w-full rounded-lg bg-brand-700 px-4 py-3.5 text-base font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {sending ? '접수 중…' : '상담 신청하기'}
        </button>
      </form>
    </Dialog>
  );
}

type Confirm = { state: 'loading' } | { state: 'error'; text: string } | { state: 'success'; text: string };

/** The 2020 consult event: files the prefilled request and shows error, loading or success. */
function Consult2020Modal({ mainPhone, siteTitle }: Props) {
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  useEffect(() => {
    const onEvent = async (event: Event) => {
      const payload = ((event as CustomEvent<Event2020Payload & { consent?: boolean }>).detail ?? {}) as Event2020Payload & {
        consent?: boolean;
      };
      setConfirm({ state: 'loading' });
      const area = payload.area?.trim();
      const result = await submitConsult({
        tel: payload.tel ?? '',
        name: payload.name ?? '',
        content: event2020Content(payload, siteTitle),
        category: area && (categories as readonly string[]).includes(area) ? area : '',
        consent: payload.consent === true,
        source: 'event2020',
      });
      if (result.ok) {
        setConfirm({ state: 'success', text: successMessage(area, mainPhone) });
      } else {
        const first = result.fieldErrors ? Object.values(result.fieldErrors)[0] : undefined;
        setConfirm({ state: 'error', text: first ?? result.message });
      }
    };
    const listener = (event: Event) => void onEvent(event);
    window.addEventListener(CONSULT_2020_EVENT, listener);
    return () => window.removeEventListener(CONSULT_2020_EVENT, listener);
  }, [mainPhone, siteTitle]);

  return (
    <Dialog
      open={confirm !== null}
      onOpenChange={(open) => !open && setConfirm(null)}
      data-testid="consult-confirm"
      className="consult-confirm"
    >
      <DialogTitle className="text-lg font-bold text-brand-900">
        {confirm?.state === 'success' ? '접수 완료' : confirm?.state === 'error' ? '접수하지 못했습니다' : '접수 중입니다'}
      </DialogTitle>
      <DialogDescription as="div" className="mt-3 text-sm leading-relaxed text-slate-800" aria-live="polite">
        {confirm?.state === 'loading' && (
          <span className="inline-flex items-center gap-2">
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
            상담 신청을 보내고 있습니다…
          </span>
        )}
        {confirm?.state === 'error' && <p className="font-medium text-red-800">{confirm.text}</p>}
        {confirm?.state === 'success' && <p>{confirm.text}</p>}
      </DialogDescription>
      {confirm?.state !== 'loading' && (
        <DialogClose className="mt-5 rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">확인</DialogClose>
      )}
    </Dialog>
  );
}
