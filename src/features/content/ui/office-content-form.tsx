'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { PageHeader, buttonClass, inputClass, labelClass, linkClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { describedBy, FieldError, FieldHint, FormAlert, FormStatus, TextField } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import type { ActionResult } from '@/lib/action-result';
import type { FieldErrors } from '@/lib/field-errors';
import { checkAdRules, textOfHtml } from '../domain/ad-rules';
import {
  saveBroadcastAction,
  saveLawyerAction,
  savePressItemAction,
  saveReviewAction,
  saveWinCaseAction,
  setContentStatusAction,
} from '../server/office-actions';
import type { SaveResult } from '../server/office-mutations';
import { PublishStatusBadge } from '@/components/office/publish-status-badge';
import { OfficeAdWarnings } from './office-ad-warnings';
import { OfficeRichEditor } from './office-rich-editor';
import {
  actionInputOf,
  officeSections,
  readerTextsOf,
  sectionPath,
  type FieldSpec,
  type FormValues,
  type SectionKey,
} from './office-sections';

const saveActions: Record<SectionKey, (input: unknown) => Promise<ActionResult<SaveResult>>> = {
  lawyers: saveLawyerAction,
  cases: saveWinCaseAction,
  reviews: saveReviewAction,
  broadcasts: saveBroadcastAction,
  press: savePressItemAction,
};

type Props = {
  section: SectionKey;
  id?: number;
  status: string;
  initial: FormValues;
  lawyers: Array<{ id: number; name: string; title: string }>;
};

/** /office/content/{section}/{id|new}: one form for lawyers, cases, reviews, broadcasts and press. */
export function OfficeContentForm({ section, id, status, initial, lawyers }: Props) {
  const spec = officeSections[section];
  const router = useRouter();
  const [values, setValues] = useState<FormValues>(initial);
  const [confirmAdRules, setConfirmAdRules] = useState(false);
  const action = useAction<SaveResult>();
  const errors = action.fieldErrors;
  const published = status === 'published';
  const fieldId = (key: string) => `${section}-${key}`;
  const set = (key: string) => (value: string | string[]) => setValues((current) => ({ ...current, [key]: value }));
  const warnings = useMemo(() => checkAdRules(readerTextsOf(section, values, textOfHtml)), [section, values]);

  const focusFirst = (fieldErrors: FieldErrors) => {
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const save = (publish: boolean) =>
    action.run(
      () => saveActions[section]({ ...actionInputOf(section, values), ...(id ? { id } : {}), publish, confirmAdRules }),
      (data) => {
        if (!id) router.replace(sectionPath(section, data.id));
        if (publish && !published) return '게시했습니다. 공개 페이지에는 몇 초 안에 반영됩니다.';
        return data.status === 'published' ? '저장했습니다. 공개 페이지에는 몇 초 안에 반영됩니다.' : '임시 저장했습니다.';
      },
      focusFirst,
    );

  const unpublish = () =>
    action.run(
      () => setContentStatusAction({ kind: spec.kind, id, status: 'draft' }),
      () => '게시를 중지했습니다. 공개 페이지에서 내려갑니다.',
    );

  const renderField = (field: FieldSpec) => {
    const key = field.key;
    const htmlId = fieldId(key);
    const error = errors[key];
    const value = values[key] ?? '';
    const wide = field.wide ? 'desk:col-span-2' : undefined;
    const label = (
      <label htmlFor={htmlId} className={labelClass}>
        {field.label}
        {field.required && <span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>}
      </label>
    );
    const aria = {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(htmlId, Boolean(field.hint), Boolean(error)),
    } as const;
    switch (field.kind) {
      case 'text':
      case 'url':
      case 'number':
      case 'date':
        return (
          <TextField
            key={key}
            id={htmlId}
            label={field.label}
            value={String(value)}
            onChange={set(key)}
            error={error}
            hint={field.kind === 'date' ? (field.hint ?? '예: 2026-03-15') : field.hint}
            required={field.required}
            type={field.kind === 'url' ? 'url' : 'text'}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            className={wide}
          />
        );
      case 'textarea':
      case 'lines':
        return (
          <div key={key} className={wide}>
            {label}
            <textarea
              id={htmlId}
              rows={field.rows ?? 3}
              className={`mt-1 ${inputClass}`}
              value={String(value)}
              onChange={(event) => set(key)(event.target.value)}
              {...aria}
            />
            <FieldHint id={htmlId} hint={field.hint} />
            <FieldError id={htmlId} message={error ?? Object.entries(errors).find(([path]) => path.startsWith(`${key}.`))?.[1]} />
          </div>
        );
      case 'select':
      case 'lawyer': {
        const options =
          field.kind === 'lawyer'
            ? lawyers.map((lawyer) => ({ value: String(lawyer.id), label: `${lawyer.name} ${lawyer.title}` }))
            : field.options;
        return (
          <div key={key} className={wide}>
            {label}
            <select
              id={htmlId}
              className={`mt-1 ${inputClass}`}
              value={String(value)}
              onChange={(event) => set(key)(event.target.value)}
              {...aria}
            >
              <option value="">{field.kind === 'lawyer' ? '지정하지 않음' : '골라 주세요'}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldHint id={htmlId} hint={field.hint} />
            <FieldError id={htmlId} message={error} />
          </div>
        );
      }
      case 'checkboxes': {
        const selected = Array.isArray(value) ? value : [];
        return (
          <fieldset key={key} className={wide} aria-describedby={error ? `${htmlId}-error` : undefined}>
            <legend className={labelClass}>{field.label}</legend>
            <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
              {field.options.map((option, index) => (
                <label key={option.value} className="inline-flex items-center gap-2 text-[15px] text-slate-900">
                  <input
                    id={index === 0 ? htmlId : undefined}
                    type="checkbox"
                    className="h-5 w-5"
                    checked={selected.includes(option.value)}
                    onChange={(event) =>
                      set(key)(event.target.checked ? [...selected, option.value] : selected.filter((item) => item !== option.value))
                    }
                  />
                  {option.label}
                </label>
              ))}
            </div>
            <FieldError id={htmlId} message={error} />
          </fieldset>
        );
      }
      case 'html':
        return (
          <div key={key} className={wide}>
            <OfficeRichEditor
              id={htmlId}
              label={field.label}
              value={String(initial[key] ?? '')}
              onChange={set(key)}
              error={error}
              hint={field.hint}
              required={field.required}
              allowImages={field.images ?? false}
            />
          </div>
        );
    }
  };

  return (
    <section aria-labelledby="content-form-title">
      <PageHeader id="content-form-title" title={id ? `${spec.noun} 수정` : `새 ${spec.noun}`}>
        <p className="flex flex-wrap items-center gap-2">
          <PublishStatusBadge status={status} />
          <Link href={sectionPath(section)} className={linkClass}>
            {spec.title} 목록으로
          </Link>
        </p>
        <p className="mt-2">{spec.description}</p>
      </PageHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        <div className="grid gap-5 desk:grid-cols-2">{spec.fields.map(renderField)}</div>
        <div className="mt-5">
          <OfficeAdWarnings
            id={fieldId('confirmAdRules')}
            warnings={warnings}
            confirmed={confirmAdRules}
            onConfirm={setConfirmAdRules}
            error={errors.confirmAdRules}
          />
        </div>
        <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {published ? (
            <>
              <button type="submit" className={buttonClass} disabled={action.pending}>
                {action.pending ? '저장하는 중…' : '저장 (게시 중인 내용에 반영)'}
              </button>
              <button type="button" className={secondaryButtonClass} disabled={action.pending} onClick={unpublish}>
                게시 중지
              </button>
            </>
          ) : (
            <>
              <button type="submit" className={secondaryButtonClass} disabled={action.pending}>
                {action.pending ? '저장하는 중…' : '임시 저장'}
              </button>
              <button type="button" className={buttonClass} disabled={action.pending} onClick={() => save(true)}>
                게시
              </button>
            </>
          )}
        </div>
        <FormAlert message={action.error} />
        <FormStatus message={action.success} />
      </form>
    </section>
  );
}
