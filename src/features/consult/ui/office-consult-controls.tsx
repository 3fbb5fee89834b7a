'use client';

import { useId, useState } from 'react';
import { useAction } from '@/components/form/use-action';
import type { FieldErrors } from '@/lib/field-errors';
import { toDirection } from '../domain/office-inbox';
import { addConsultNoteAction, assignConsultAction, changeConsultStatusAction, resendPartnerNoticeAction } from '../server/office-actions';

/**
 * The detail page's writes. Each form calls its server action through the form kit's useAction,
 * shows the Korean answer next to the form (role=status for success, role=alert for an error) and
 * refreshes the page so the timeline shows the change.
 */

type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/** The action's answer as one line: its field's message first, when the form has that field. */
function feedbackOf(action: { error: string | null; success: string | null; fieldErrors: FieldErrors }, field?: string): Feedback {
  if (action.error) return { kind: 'error', text: (field && action.fieldErrors[field]) || action.error };
  return action.success ? { kind: 'ok', text: action.success } : null;
}

function FeedbackLine({ feedback, id }: { feedback: Feedback; id?: string }) {
  return (
    <>
      <p id={id} role="status" className="mt-2 min-h-[1.5em] text-[14px] font-semibold text-emerald-800">
        {feedback?.kind === 'ok' ? feedback.text : ''}
      </p>
      {feedback?.kind === 'error' && (
        <p role="alert" className="mt-1 rounded-md bg-red-50 px-3 py-2 text-[14px] font-semibold text-red-800">
          {feedback.text}
        </p>
      )}
    </>
  );
}

const buttonClass = 'h-11 rounded-lg px-4 text-[15px] font-bold disabled:cursor-not-allowed disabled:opacity-60';
const textareaClass = 'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-[15px] text-slate-900';

export function OfficeStatusForm({
  consultId,
  status,
  transitions,
}: {
  consultId: number;
  status: string;
  transitions: Array<{ status: string; label: string }>;
}) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const action = useAction<{ statusLabel: string }>();
  const { pending } = action;
  const feedback = feedbackOf(action, 'note');

  if (transitions.length === 0) return <p className="text-[15px] text-slate-700">수임 또는 종결된 상담이라 상태를 더 바꿀 수 없습니다.</p>;

  const change = (toStatus: string) =>
    action.run(
      () => changeConsultStatusAction({ consultId, fromStatus: status, toStatus, note }),
      (data) => {
        setNote('');
        return `상태를 ${toDirection(data.statusLabel)} 바꿨습니다.`;
      },
    );

  return (
    <form onSubmit={(event) => event.preventDefault()} aria-labelledby={`${noteId}-legend`}>
      <h3 id={`${noteId}-legend`} className="text-[16px] font-bold text-brand-900">
        상태 변경
      </h3>
      <label htmlFor={noteId} className="mt-3 block text-[14px] font-semibold text-slate-800">
        변경 메모 (선택)
      </label>
      <textarea
        id={noteId}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={2}
        maxLength={2000}
        className={textareaClass}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        {transitions.map((transition) => (
          <button
            key={transition.status}
            type="button"
            disabled={pending}
            onClick={() => change(transition.status)}
            className={`${buttonClass} ${transition.status === 'closed' ? 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-50' : 'bg-brand-800 text-white hover:bg-brand-700'}`}
          >
            {toDirection(transition.label)} 변경
          </button>
        ))}
      </div>
      <FeedbackLine feedback={feedback} />
    </form>
  );
}

export function OfficeAssignForm({
  consultId,
  assigneeId,
  staff,
}: {
  consultId: number;
  assigneeId: string | null;
  staff: Array<{ id: string; name: string }>;
}) {
  const selectId = useId();
  const [value, setValue] = useState(assigneeId ?? '');
  const action = useAction<{ assignee: { name: string } | null }>();
  const { pending } = action;
  const feedback = feedbackOf(action, 'assigneeId');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        action.run(
          () => assignConsultAction({ consultId, assigneeId: value }),
          (data) => (data.assignee ? `${data.assignee.name}에게 배정했습니다.` : '배정을 해제했습니다.'),
        );
      }}
    >
      <label htmlFor={selectId} className="block text-[16px] font-bold text-brand-900">
        담당자
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <select
          id={selectId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="h-11 min-w-[200px] rounded-lg border border-slate-400 bg-white px-3 text-[15px] text-slate-900"
        >
          <option value="">미배정</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        <button type="submit" disabled={pending} className={`${buttonClass} bg-brand-800 text-white hover:bg-brand-700`}>
          배정
        </button>
      </div>
      <FeedbackLine feedback={feedback} />
    </form>
  );
}

export function OfficeNoteForm({ consultId }: { consultId: number }) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const action = useAction<{ eventId: number }>();
  const { pending } = action;
  const feedback = feedbackOf(action, 'note');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        action.run(
          () => addConsultNoteAction({ consultId, note }),
          () => {
            setNote('');
            return '메모를 남겼습니다.';
          },
        );
      }}
    >
      <label htmlFor={noteId} className="block text-[16px] font-bold text-brand-900">
        내부 메모
      </label>
      <p id={`${noteId}-hint`} className="mt-1 text-[13px] text-slate-600">
        직원끼리만 보는 메모입니다. 신청인에게는 보이지 않습니다.
      </p>
      <textarea
        id={noteId}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
        maxLength={2000}
        aria-describedby={`${noteId}-hint`}
        className={textareaClass}
      />
      <button type="submit" disabled={pending} className={`${buttonClass} mt-3 bg-brand-800 text-white hover:bg-brand-700`}>
        메모 남기기
      </button>
      <FeedbackLine feedback={feedback} />
    </form>
  );
}

export function OfficeResendButton({ consultId }: { consultId: number }) {
  const action = useAction<{ result: string }>();
  const { pending } = action;
  const feedback = feedbackOf(action);

  return (
    <div>
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          action.run(
            () => resendPartnerNoticeAction({ consultId }),
            () => '알림을 다시 보내도록 대기열에 넣었습니다. 잠시 뒤 결과가 기록됩니다.',
          )
        }
        className={`${buttonClass} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
      >
        다시 보내기
      </button>
      <FeedbackLine feedback={feedback} />
    </div>
  );
}
