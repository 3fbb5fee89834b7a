'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import {
  acceptQnaAnswerAction,
  closeQnaQuestionAction,
  submitQnaFollowUpAction,
  withdrawQnaQuestionAction,
  type QnaFollowUpFormState,
} from '../server/actions';
import { qnaLimits } from '../domain/question-rules';

/** The asker's buttons on the question page rendered for them; the server checks every press again. */
export function AcceptButton({ answerId }: { answerId: number }) {
  const { run, pending, error } = useAction<{ questionId: number }>();
  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          if (!window.confirm('이 답변을 채택할까요? 채택은 한 번만 할 수 있고 바꿀 수 없어요.')) return;
          run(
            () => acceptQnaAnswerAction({ answerId }),
            () => '답변을 채택했어요.',
          );
        }}
        className="rounded-lg bg-brand-800 px-4 py-2 text-[15px] font-bold text-white hover:bg-brand-900 disabled:opacity-70"
        data-testid="qna-accept"
      >
        이 답변 채택하기
      </button>
      {error && (
        <span role="alert" className="mt-1 text-[13px] text-rose-800">
          {error}
        </span>
      )}
    </span>
  );
}

/** The asker's panel: a follow-up while the question is open, withdraw or close it. */
export function AskerControls({
  questionId,
  canFollowUp,
  canWithdraw,
  canClose,
}: {
  questionId: number;
  canFollowUp: boolean;
  canWithdraw: boolean;
  canClose: boolean;
}) {
  const [state, formAction, sending] = useActionState<QnaFollowUpFormState, FormData>(submitQnaFollowUpAction, { attempt: 0, body: '' });
  const { run, pending, error } = useAction<{ id: number }>();
  return (
    <section
      aria-labelledby="asker-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="qna-asker-controls"
    >
      <h2 id="asker-title" className="text-lg font-bold text-brand-900">
        내 질문 관리
      </h2>
      {canFollowUp && (
        <form action={formAction} key={state.attempt} className="mt-3">
          <input type="hidden" name="questionId" value={questionId} />
          <label htmlFor="follow-up" className="block text-[15px] font-semibold text-slate-800">
            추가 질문
          </label>
          <p id="follow-up-hint" className="mt-1 text-[13.5px] text-slate-600">
            답변을 읽고 더 궁금한 점을 남겨 주세요. 이름, 전화번호처럼 알아볼 수 있는 정보는 적지 마세요. (최대 {qnaLimits.followUpsMax}번)
          </p>
          <textarea
            id="follow-up"
            name="body"
            rows={3}
            defaultValue={state.body}
            maxLength={qnaLimits.followUpMax}
            aria-describedby={state.error ? 'follow-up-hint follow-up-error' : 'follow-up-hint'}
            aria-invalid={state.error ? true : undefined}
            className="mt-2 w-full rounded-xl border border-slate-300 p-3 text-[16px]"
            data-testid="qna-follow-up-body"
          />
          {state.error && (
            <p id="follow-up-error" role="alert" className="mt-1 text-[14px] text-rose-800">
              {state.error}
            </p>
          )}
          {state.savedId && (
            <p role="status" className="mt-1 text-[14px] text-emerald-800">
              추가 질문을 남겼어요.
            </p>
          )}
          <button
            type="submit"
            disabled={sending}
            className="mt-2 rounded-lg bg-brand-800 px-4 py-2 font-bold text-white hover:bg-brand-900 disabled:opacity-70"
            data-testid="qna-follow-up-submit"
          >
            추가 질문 남기기
          </button>
        </form>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {canWithdraw && (
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              if (!window.confirm('질문을 철회할까요? 철회한 질문에는 답변이 달리지 않아요.')) return;
              run(
                () => withdrawQnaQuestionAction({ questionId }),
                () => '질문을 철회했어요.',
              );
            }}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            data-testid="qna-withdraw"
          >
            질문 철회
          </button>
        )}
        {canClose && (
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              if (!window.confirm('질문을 종료할까요? 종료하면 추가 질문을 남길 수 없어요.')) return;
              run(
                () => closeQnaQuestionAction({ questionId }),
                () => '질문을 종료했어요.',
              );
            }}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            data-testid="qna-close"
          >
            질문 종료
          </button>
        )}
      </div>
      <FormAlert message={error} />
    </section>
  );
}
