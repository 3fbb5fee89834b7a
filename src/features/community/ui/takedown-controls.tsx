'use client';

import { useId, useState } from 'react';
import { FieldError } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { takedownBlindDays, takedownDecisions, takedownLimits, type TakedownDecision, type TakedownStatus } from '../domain/takedowns';
import { blindTalkTakedownAction, decideTalkTakedownAction } from '../server/takedown-actions';
import { ActionMessage } from './action-message';

/** A request's next steps: 임시조치 while received; then 삭제, 복원 or 기각 (기각 with a note, at any open step). */
export function TakedownControls({ id, status }: { id: number; status: TakedownStatus }) {
  const blind = useAction<{ blindedUntil: string }>();
  const decide = useAction<{ status: TakedownStatus }>();
  const [days, setDays] = useState(String(takedownBlindDays.default));
  const [decision, setDecision] = useState<TakedownDecision>(status === 'blinded' ? 'remove' : 'reject');
  const [note, setNote] = useState('');
  const formId = useId();
  const choices = (Object.keys(takedownDecisions) as TakedownDecision[]).filter((key) => status === 'blinded' || key === 'reject');
  return (
    <div className="space-y-3" data-testid="takedown-controls">
      {status === 'received' && (
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            blind.run(
              () => blindTalkTakedownAction({ id, days }),
              () => '임시조치했습니다. 글쓴이에게 알림이 갔습니다.',
            );
          }}
        >
          <div>
            <label htmlFor={`${formId}-days`} className={labelClass}>
              임시조치 기간(일)
            </label>
            <input
              id={`${formId}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              max={takedownBlindDays.max}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              aria-invalid={blind.fieldErrors.days ? true : undefined}
              aria-describedby={blind.fieldErrors.days ? `${formId}-days-error` : undefined}
              className={`mt-1 w-24 ${inputClass}`}
            />
          </div>
          <button type="submit" className={dangerButtonClass} disabled={blind.pending}>
            임시조치(블라인드)
          </button>
          <div className="basis-full">
            <FieldError id={`${formId}-days`} message={blind.fieldErrors.days} />
            <ActionMessage error={blind.fieldErrors.days ? null : blind.error} success={blind.success} />
          </div>
        </form>
      )}
      <form
        className="space-y-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          decide.run(
            () => decideTalkTakedownAction({ id, decision, note }),
            () => `${takedownDecisions[decision]}(으)로 처리했습니다.`,
          );
        }}
      >
        <fieldset>
          <legend className={labelClass}>결정</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {choices.map((key) => (
              <label key={key} className="flex min-h-10 items-center gap-2 text-[14.5px] text-slate-800">
                <input
                  type="radio"
                  name={`${formId}-decision`}
                  checked={decision === key}
                  onChange={() => setDecision(key)}
                  className="size-4"
                />
                {takedownDecisions[key]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${formId}-note`} className={labelClass}>
            메모 {decision === 'reject' ? '(기각 사유, 필수)' : '(선택)'}
          </label>
          <textarea
            id={`${formId}-note`}
            rows={2}
            maxLength={takedownLimits.noteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={decide.fieldErrors.note ? true : undefined}
            aria-describedby={decide.fieldErrors.note ? `${formId}-note-error` : undefined}
            className={`mt-1 ${inputClass}`}
          />
          <FieldError id={`${formId}-note`} message={decide.fieldErrors.note} />
        </div>
        <button type="submit" className={secondaryButtonClass} disabled={decide.pending}>
          결정 저장
        </button>
        <ActionMessage error={decide.fieldErrors.note ? null : decide.error} success={decide.success} />
      </form>
    </div>
  );
}
