'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PageHeader, buttonClass, inputClass, labelClass, linkClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { describedBy, FieldError, FieldHint, FormAlert, FormStatus, TextField } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { PublishStatusBadge } from '@/components/office/publish-status-badge';
import type { FieldErrors } from '@/lib/field-errors';
import { saveAwardAction, setAwardStatusAction } from '../server/award-actions';
import type { AwardSaveResult } from '../server/award-mutations';

export type AwardFormValues = {
  caseLabel: string;
  court: string;
  decidedOn: string;
  amount: string;
  marriageYears: string;
  affairMonths: string;
  summary: string;
  divorced: boolean;
  hasMinorChildren: boolean;
  cohabitation: boolean;
  pregnancy: boolean;
  knewOfMarriage: boolean;
  continuedAfterDiscovery: boolean;
};

type TextKey = 'caseLabel' | 'court' | 'decidedOn' | 'amount' | 'marriageYears' | 'affairMonths';
type FlagKey = 'divorced' | 'hasMinorChildren' | 'cohabitation' | 'pregnancy' | 'knewOfMarriage' | 'continuedAfterDiscovery';

const textFields: Array<{ key: TextKey; label: string; hint?: string; numeric?: boolean }> = [
  { key: 'caseLabel', label: '사건 표시', hint: '예: 서울가정법원 2024드단0000 (가상). 실제 사건도 당사자를 알 수 없게 적습니다.' },
  { key: 'court', label: '법원', hint: '예: 서울가정법원' },
  { key: 'decidedOn', label: '선고일', hint: '예: 2024-06-14' },
  { key: 'amount', label: '인정 위자료(원)', hint: '상간자에게 인정된 금액. 예: 15,000,000', numeric: true },
  { key: 'marriageYears', label: '혼인 기간(년)', hint: '부정행위가 드러날 때까지의 햇수', numeric: true },
  { key: 'affairMonths', label: '부정행위 기간(개월)', numeric: true },
];

const flagFields: Array<{ key: FlagKey; label: string }> = [
  { key: 'divorced', label: '이혼했거나 이혼 소송 중(혼인 파탄)' },
  { key: 'hasMinorChildren', label: '미성년 자녀 있음' },
  { key: 'cohabitation', label: '동거함' },
  { key: 'pregnancy', label: '임신·출산 있음' },
  { key: 'knewOfMarriage', label: '상대방이 처음부터 혼인 사실을 앎' },
  { key: 'continuedAfterDiscovery', label: '발각된 뒤에도 관계를 이어 감' },
];

export const emptyAwardForm: AwardFormValues = {
  caseLabel: '',
  court: '',
  decidedOn: '',
  amount: '',
  marriageYears: '',
  affairMonths: '',
  summary: '',
  divorced: false,
  hasMinorChildren: false,
  cohabitation: false,
  pregnancy: false,
  knewOfMarriage: true,
  continuedAfterDiscovery: false,
};

/** /office/content/awards/{id|new}: one case of the award analysis's data set. */
export function AwardOfficeForm({
  id,
  status,
  initial,
  listPath,
}: {
  id?: number;
  status: string;
  initial: AwardFormValues;
  listPath: string;
}) {
  const router = useRouter();
  const [values, setValues] = useState<AwardFormValues>(initial);
  const action = useAction<AwardSaveResult>();
  const errors = action.fieldErrors;
  const published = status === 'published';
  const fieldId = (key: string) => `award-${key}`;

  const focusFirst = (fieldErrors: FieldErrors) => {
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const save = (publish: boolean) =>
    action.run(
      () => saveAwardAction({ ...values, ...(id ? { id } : {}), publish }),
      (data) => {
        if (!id) router.replace(`${listPath}/${data.id}`);
        if (publish && !published) return '게시했습니다. 판례분석 페이지에는 몇 초 안에 반영됩니다.';
        return data.status === 'published' ? '저장했습니다. 판례분석 페이지에는 몇 초 안에 반영됩니다.' : '임시 저장했습니다.';
      },
      focusFirst,
    );

  const setStatus = (next: 'draft' | 'published') =>
    action.run(
      () => setAwardStatusAction({ id, status: next }),
      () => (next === 'published' ? '게시했습니다. 판례분석에 들어갑니다.' : '게시를 중지했습니다. 판례분석에서 빠집니다.'),
    );

  return (
    <section aria-labelledby="award-form-title">
      <PageHeader id="award-form-title" title={id ? '판례분석 사례 수정' : '새 판례분석 사례'}>
        <p className="flex flex-wrap items-center gap-2">
          <PublishStatusBadge status={status} />
          <Link href={listPath} className={linkClass}>
            사례 목록으로
          </Link>
        </p>
        <p className="mt-2">게시 중인 사례만 공개 판례분석의 분포와 중앙값에 들어갑니다. 모든 변경은 감사 기록에 남습니다.</p>
      </PageHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        <div className="grid gap-5 desk:grid-cols-2">
          {textFields.map((field) => (
            <TextField
              key={field.key}
              id={fieldId(field.key)}
              label={field.label}
              value={values[field.key]}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              error={errors[field.key]}
              hint={field.hint}
              required
              inputMode={field.numeric ? 'numeric' : undefined}
            />
          ))}
          <fieldset className="desk:col-span-2">
            <legend className={labelClass}>사건의 사정</legend>
            <div className="mt-2 grid gap-2 desk:grid-cols-2">
              {flagFields.map((field) => (
                <div key={field.key}>
                  <label className="inline-flex items-center gap-2 text-[15px] text-slate-900">
                    <input
                      id={fieldId(field.key)}
                      type="checkbox"
                      className="h-5 w-5"
                      checked={values[field.key]}
                      aria-invalid={errors[field.key] ? true : undefined}
                      aria-describedby={errors[field.key] ? `${fieldId(field.key)}-error` : undefined}
                      onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.checked }))}
                    />
                    {field.label}
                  </label>
                  <FieldError id={fieldId(field.key)} message={errors[field.key]} />
                </div>
              ))}
            </div>
          </fieldset>
          <div className="desk:col-span-2">
            <label htmlFor={fieldId('summary')} className={labelClass}>
              사건 요약<span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>
            </label>
            <textarea
              id={fieldId('summary')}
              rows={4}
              className={`mt-1 ${inputClass}`}
              value={values.summary}
              onChange={(event) => setValues((current) => ({ ...current, summary: event.target.value }))}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={describedBy(fieldId('summary'), true, Boolean(errors.summary))}
            />
            <FieldHint
              id={fieldId('summary')}
              hint="공개 페이지의 사례 목록에 보입니다. 이름, 직장, 지역 등 당사자를 알아볼 수 있는 내용은 적지 마세요."
            />
            <FieldError id={fieldId('summary')} message={errors.summary} />
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          {published ? (
            <>
              <button type="submit" className={buttonClass} disabled={action.pending}>
                {action.pending ? '저장하는 중…' : '저장 (게시 중인 내용에 반영)'}
              </button>
              <button type="button" className={secondaryButtonClass} disabled={action.pending} onClick={() => setStatus('draft')}>
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
