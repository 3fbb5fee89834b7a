'use client';

import { useMemo, useRef, useState } from 'react';
import { PageHeader, buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { describedBy, FieldError, FieldHint, FormAlert, FormStatus, TextField } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { checkAdRules } from '../domain/ad-rules';
import { feeCalculatorLabels, feeCalculators, type FeeCalculator } from '../domain/fee-schedule';
import type { FeeSchedule } from '../domain/types';
import { saveFeeScheduleAction } from '../server/office-actions';
import { OfficeAdWarnings } from './office-ad-warnings';

type Item = Omit<FeeSchedule['items'][number], 'amount'> & { key: number; amountText: string };

/** '3,300,000' → 3300000; empty → undefined; anything else is sent as is for the server's message. */
function amountOf(text: string): number | undefined {
  const cleaned = text.replace(/[,\s원]/g, '');
  if (cleaned === '') return undefined;
  return /^\d{1,11}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** /office/content/fees: the fee schedule of /page/intro/이혼변호사선임비용, shown as soon as it is saved. */
export function OfficeFeeScheduleForm({ initial }: { initial: FeeSchedule }) {
  const nextKey = useRef(initial.items.length);
  const [intro, setIntro] = useState(initial.intro);
  const [items, setItems] = useState<Item[]>(() =>
    initial.items.map(({ amount, ...item }, index) => ({
      ...item,
      amountText: amount === undefined ? '' : amount.toLocaleString('ko-KR'),
      key: index,
    })),
  );
  const [notes, setNotes] = useState(initial.notes.join('\n'));
  const [confirmAdRules, setConfirmAdRules] = useState(false);
  const action = useAction<{ updatedAt: string }>();
  const errors = action.fieldErrors;
  const noteLines = notes
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const warnings = useMemo(
    () => checkAdRules([intro, ...items.flatMap((item) => [item.service, item.fee, item.note]), notes]),
    [intro, items, notes],
  );

  const setItem = (index: number, key: 'service' | 'fee' | 'note' | 'amountText') => (value: string) =>
    setItems((current) => current.map((item, at) => (at === index ? { ...item, [key]: value } : item)));
  // Each use reads one item: giving it to this item takes it from any other.
  const markForCalculator = (index: number, use: FeeCalculator | '') =>
    setItems((current) =>
      current.map((item, at) => {
        const { calculator, ...rest } = item;
        if (at === index) return use ? { ...rest, calculator: use } : rest;
        return calculator && calculator !== use ? { ...rest, calculator } : rest;
      }),
    );
  const addItem = () => {
    const key = nextKey.current++;
    setItems((current) => [...current, { key, service: '', fee: '', note: '', amountText: '' }]);
    requestAnimationFrame(() => document.getElementById(`fees-schedule-items-${items.length}-service`)?.focus());
  };
  const removeItem = (index: number) => {
    setItems((current) => current.filter((_, at) => at !== index));
    requestAnimationFrame(() => document.getElementById('fees-add-item')?.focus());
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    action.run(
      () =>
        saveFeeScheduleAction({
          schedule: {
            intro,
            items: items.map(({ service, fee, note, amountText, calculator }) => {
              const amount = amountOf(amountText);
              return { service, fee, note, ...(amount === undefined ? {} : { amount }), ...(calculator ? { calculator } : {}) };
            }),
            notes: noteLines,
          },
          confirmAdRules,
        }),
      () => '저장했습니다. 선임 비용 안내 페이지에 몇 초 안에 반영됩니다.',
      (fieldErrors) => {
        const first = Object.keys(fieldErrors)[0];
        if (first) document.getElementById(`fees-${first.replace(/\./g, '-')}`)?.focus();
      },
    );
  };

  return (
    <section aria-labelledby="fees-title">
      <PageHeader id="fees-title" title="선임 비용 안내">
        <p>
          이혼변호사 선임비용 페이지에 보이는 항목입니다. 변호사법과 「변호사 광고에 관한 규정」에 따라 수임료를 깎아 준다거나 결과에 따라
          돌려준다는 표현을 쓰지 말고, 사건의 난이도와 쟁점에 따라 달라질 수 있다는 점을 분명히 적어 주세요.
        </p>
      </PageHeader>
      <form onSubmit={submit} noValidate className="space-y-5">
        <div>
          <label htmlFor="fees-schedule-intro" className={labelClass}>
            안내 문구<span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>
          </label>
          <textarea
            id="fees-schedule-intro"
            rows={3}
            className={`mt-1 ${inputClass}`}
            value={intro}
            onChange={(event) => setIntro(event.target.value)}
            aria-invalid={errors['schedule.intro'] ? true : undefined}
            aria-describedby={describedBy('fees-schedule-intro', false, Boolean(errors['schedule.intro']))}
          />
          <FieldError id="fees-schedule-intro" message={errors['schedule.intro']} />
        </div>
        <fieldset
          className="rounded-xl border border-slate-200 p-5"
          aria-describedby={describedBy('fees-schedule-items', false, Boolean(errors['schedule.items']))}
        >
          <legend className="px-1 text-[17px] font-bold text-brand-900">비용 항목</legend>
          <FieldError id="fees-schedule-items" message={errors['schedule.items']} />
          <ol className="space-y-4">
            {items.map((item, index) => (
              <li key={item.key}>
                <fieldset className="rounded-lg border border-slate-300 p-4" data-testid="fee-item">
                  <legend className="px-1 text-[15px] font-semibold text-slate-900">
                    {index + 1}번째 항목{item.service ? ` (${item.service})` : ''}
                  </legend>
                  <div className="grid gap-4 desk:grid-cols-2">
                    <TextField
                      id={`fees-schedule-items-${index}-service`}
                      label="사건 종류"
                      value={item.service}
                      onChange={setItem(index, 'service')}
                      error={errors[`schedule.items.${index}.service`]}
                      required
                    />
                    <TextField
                      id={`fees-schedule-items-${index}-fee`}
                      label="비용"
                      value={item.fee}
                      onChange={setItem(index, 'fee')}
                      error={errors[`schedule.items.${index}.fee`]}
                      hint="예: 착수금 330만 원부터 (부가가치세 포함)"
                      required
                    />
                    <TextField
                      id={`fees-schedule-items-${index}-note`}
                      label="설명"
                      value={item.note}
                      onChange={setItem(index, 'note')}
                      error={errors[`schedule.items.${index}.note`]}
                      className="desk:col-span-2"
                    />
                    <TextField
                      id={`fees-schedule-items-${index}-amount`}
                      label="계산에 쓰는 금액 (원, 부가세 포함)"
                      value={item.amountText}
                      onChange={setItem(index, 'amountText')}
                      error={errors[`schedule.items.${index}.amount`]}
                      hint="숫자만 적습니다. 예: 3,300,000. 비워 두면 비용 계산기와 예약 페이지에 쓰지 않습니다."
                      inputMode="numeric"
                    />
                    <div>
                      <label htmlFor={`fees-schedule-items-${index}-calculator`} className={labelClass}>
                        금액을 쓰는 곳
                      </label>
                      <select
                        id={`fees-schedule-items-${index}-calculator`}
                        value={item.calculator ?? ''}
                        onChange={(event) => markForCalculator(index, event.target.value as FeeCalculator | '')}
                        aria-invalid={errors[`schedule.items.${index}.calculator`] ? true : undefined}
                        aria-describedby={
                          errors[`schedule.items.${index}.calculator`] ? `fees-schedule-items-${index}-calculator-error` : undefined
                        }
                        className={inputClass}
                      >
                        <option value="">쓰지 않음</option>
                        {feeCalculators.map((use) => (
                          <option key={use} value={use}>
                            {feeCalculatorLabels[use]}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`fees-schedule-items-${index}-calculator`} message={errors[`schedule.items.${index}.calculator`]} />
                    </div>
                  </div>
                  <button
                    type="button"
                    className={`mt-3 ${secondaryButtonClass}`}
                    onClick={() => removeItem(index)}
                    disabled={items.length <= 1}
                  >
                    {index + 1}번째 항목 삭제
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <button type="button" id="fees-add-item" className={`mt-4 ${secondaryButtonClass}`} onClick={addItem}>
            항목 추가
          </button>
        </fieldset>
        <div>
          <label htmlFor="fees-schedule-notes" className={labelClass}>
            유의사항
          </label>
          <textarea
            id="fees-schedule-notes"
            rows={5}
            className={`mt-1 ${inputClass}`}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            aria-describedby={describedBy('fees-schedule-notes', true, Boolean(errors['schedule.notes']))}
          />
          <FieldHint id="fees-schedule-notes" hint="한 줄에 하나씩 적습니다. 예: 인지대·송달료 등 소송 비용은 별도입니다." />
          <FieldError
            id="fees-schedule-notes"
            message={errors['schedule.notes'] ?? Object.entries(errors).find(([key]) => key.startsWith('schedule.notes.'))?.[1]}
          />
        </div>
        <OfficeAdWarnings
          id="fees-confirmAdRules"
          warnings={warnings}
          confirmed={confirmAdRules}
          onConfirm={setConfirmAdRules}
          error={errors.confirmAdRules}
        />
        <div className="border-t border-slate-200 pt-4">
          <button type="submit" className={buttonClass} disabled={action.pending}>
            {action.pending ? '저장하는 중…' : '선임 비용 안내 저장'}
          </button>
          <FormAlert message={action.error} />
          <FormStatus message={action.success} />
        </div>
      </form>
    </section>
  );
}
