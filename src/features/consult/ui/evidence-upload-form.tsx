'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FieldError, fieldIds, joinIds } from '@/components/form/form-parts';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { ConsentField, HoneypotField, type ConsentNotice } from './consent-field';
import {
  EVIDENCE_DESCRIPTION_MAX,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
  evidenceAccept,
  evidenceMessages,
  type EvidenceField,
} from '../domain/evidence-rules';

type Errors = Partial<Record<EvidenceField, string>>;

const fieldLabels: Record<EvidenceField, string> = {
  name: '이름',
  tel: '연락처',
  description: '설명',
  files: '첨부 파일',
  consent: '개인정보 동의',
  form: '접수',
};

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-slate-400 bg-white px-3 text-[16px] text-slate-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-700';
const labelClass = 'block text-[15px] font-semibold text-slate-900';

/** What the browser can check before sending (the server checks everything again, by the bytes). */
function checkBeforeSend(data: FormData): Errors {
  const errors: Errors = {};
  const tel = String(data.get('tel') ?? '').trim();
  if (!tel) errors.tel = evidenceMessages.telRequired;
  else if (tel.length <= 5) errors.tel = evidenceMessages.telShort;
  else if (!/^[0-9+\-() ]+$/.test(tel)) errors.tel = evidenceMessages.telChars;
  if (String(data.get('description') ?? '').trim().length > EVIDENCE_DESCRIPTION_MAX) errors.description = evidenceMessages.descriptionLong;
  const files = data.getAll('files').filter((part): part is File => typeof part !== 'string' && part.size > 0);
  if (files.length === 0) errors.files = evidenceMessages.filesMissing;
  else if (files.length > EVIDENCE_MAX_FILES) errors.files = evidenceMessages.filesTooMany;
  else if (files.some((file) => file.size > EVIDENCE_MAX_FILE_BYTES)) errors.files = evidenceMessages.fileTooLarge;
  if (data.get('consent') !== 'on') errors.consent = evidenceMessages.consent;
  return errors;
}

/**
 * The evidence form: a multipart POST to /api/tools/evidence that works without JavaScript (the
 * handler answers with a redirect); with JavaScript it checks first, sends the same form by fetch
 * and shows the Korean messages next to the fields.
 */
export function EvidenceUploadForm({
  action,
  consent,
  turnstileSiteKey,
  initialErrors,
}: {
  action: string;
  consent: ConsentNotice & { sensitive: string };
  turnstileSiteKey: string | null;
  initialErrors: Errors;
}) {
  const [errors, setErrors] = useState<Errors>(initialErrors);
  const [pending, setPending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  const show = (next: Errors) => {
    setErrors(next);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const local = checkBeforeSend(data);
    if (Object.keys(local).length > 0) return show(local);
    setPending(true);
    try {
      const response = await fetch(action, { method: 'POST', body: data, headers: { Accept: 'application/json' } });
      const body = (await response.json().catch(() => null)) as { location?: string; message?: string; errors?: Errors } | null;
      if (response.ok && body?.location) {
        window.location.assign(body.location);
        return;
      }
      show(body?.errors && Object.keys(body.errors).length > 0 ? body.errors : { form: body?.message ?? evidenceMessages.saveFailed });
    } catch {
      show({ form: evidenceMessages.saveFailed });
    }
    setPending(false);
  };

  const err = (field: EvidenceField) => errors[field];
  const describedBy = (field: EvidenceField, hint?: string) => joinIds(hint, err(field) && fieldIds(`evidence-${field}`).error);
  const entries = Object.entries(errors) as Array<[EvidenceField, string]>;

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      className="relative grid gap-5"
      data-testid="evidence-form"
    >
      {entries.length > 0 && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-[15px] text-red-900 outline-none"
          data-testid="evidence-errors"
        >
          <p className="font-bold">접수하지 못했습니다. 아래 내용을 확인해 주세요.</p>
          <ul className="mt-1 list-disc pl-5">
            {entries.map(([field, message]) => (
              <li key={field}>
                {fieldLabels[field]}: {message}
              </li>
            ))}
          </ul>
          {(errors.files || errors.form) && <p className="mt-2">보안을 위해 보냈던 파일은 남기지 않았습니다. 파일을 다시 골라 주세요.</p>}
        </div>
      )}

      <div className="grid gap-5 desk:grid-cols-2">
        <div>
          <label htmlFor="evidence-name" className={labelClass}>
            이름 <span className="font-normal text-slate-600">(선택)</span>
          </label>
          <input
            id="evidence-name"
            name="name"
            type="text"
            autoComplete="name"
            maxLength={30}
            aria-invalid={err('name') ? true : undefined}
            aria-describedby={describedBy('name')}
            className={`${inputClass} h-12`}
          />
          <FieldError look="page" id="evidence-name" message={err('name')} />
        </div>
        <div>
          <label htmlFor="evidence-tel" className={labelClass}>
            연락처 <span className="font-normal text-accent-600">(필수)</span>
          </label>
          <input
            id="evidence-tel"
            name="tel"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={20}
            placeholder="010-0000-0000"
            aria-invalid={err('tel') ? true : undefined}
            aria-describedby={describedBy('tel')}
            className={`${inputClass} h-12`}
          />
          <FieldError look="page" id="evidence-tel" message={err('tel')} />
        </div>
      </div>

      <div>
        <label htmlFor="evidence-description" className={labelClass}>
          어떤 자료인지 짧게 적어 주세요 <span className="font-normal text-slate-600">(선택)</span>
        </label>
        <p id="evidence-description-hint" className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-[14px] text-slate-800">
          {consent.sensitive}
        </p>
        <textarea
          id="evidence-description"
          name="description"
          rows={4}
          maxLength={EVIDENCE_DESCRIPTION_MAX}
          placeholder="예: 배우자와 상대방이 주고받은 메시지 캡처 3장과 카드 내역입니다."
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={describedBy('description', 'evidence-description-hint')}
          className={`${inputClass} py-2`}
        />
        <FieldError look="page" id="evidence-description" message={err('description')} />
      </div>

      <div>
        <label htmlFor="evidence-files" className={labelClass}>
          증거 파일 <span className="font-normal text-accent-600">(필수)</span>
        </label>
        <p id="evidence-files-hint" className="mt-1 text-[14px] text-slate-700">
          JPEG·PNG·WebP 이미지와 PDF, {EVIDENCE_MAX_FILES}개까지, 파일 하나에 10MB까지 보낼 수 있습니다. 파일은 공개되지 않는 저장소에
          보관되고, 권한이 있는 담당자만 열어 볼 수 있으며 열람할 때마다 기록이 남습니다.
        </p>
        <input
          id="evidence-files"
          name="files"
          type="file"
          multiple
          accept={evidenceAccept}
          aria-invalid={err('files') ? true : undefined}
          aria-describedby={describedBy('files', 'evidence-files-hint')}
          className="mt-2 block w-full rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4 text-[15px] text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-800 file:px-4 file:py-2 file:font-semibold file:text-white"
          data-testid="evidence-files"
        />
        <FieldError look="page" id="evidence-files" message={err('files')} />
      </div>

      <ConsentField notice={consent} defaultChecked={false} defaultOpen error={err('consent')} testId="evidence-consent" />
      <HoneypotField />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={() => undefined} />}

      <button
        type="submit"
        disabled={pending}
        className="h-13 rounded-xl bg-brand-800 px-6 py-3 text-[17px] font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        {pending ? '보내는 중…' : '증거 보내고 상담 신청하기'}
      </button>
    </form>
  );
}
