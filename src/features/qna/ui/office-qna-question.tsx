'use client';

import { useMemo, useState } from 'react';
import { FieldError, FormAlert, FormStatus, fieldIds } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { buttonClass, dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { OfficeAdWarnings } from '@/features/content/ui/office-ad-warnings';
import { OfficeRichEditor } from '@/features/content/ui/office-rich-editor';
import { officeQnaPath, qnaQuestionPath } from '@/lib/routes';
import { checkAnswerRules } from '../domain/answer-rules';
import { answerDisclaimer, qnaStateLabels } from '../domain/question-rules';
import {
  assignQnaQuestionAction,
  hideQnaQuestionAction,
  reviewQnaQuestionAction,
  saveQnaAnswerAction,
  setQnaAnswerHiddenAction,
  setQnaFollowUpHiddenAction,
} from '../server/actions';
import type { OfficeQnaAnswer, OfficeQnaQuestion } from '../server/office-queries';

/** Staff's review of a question in 검토 대기: let it through, decline with a reason, or edit personal data out. */
function ReviewPanel({ question }: { question: OfficeQnaQuestion }) {
  const { run, pending, error, success, fieldErrors } = useAction<{ id: number; state: string }>();
  const [mode, setMode] = useState<'none' | 'decline' | 'edit'>('none');
  const [reason, setReason] = useState('');
  const [title, setTitle] = useState(question.title);
  const [body, setBody] = useState(question.body);
  const [note, setNote] = useState('');
  const inReview = question.state === 'review';
  const editable = question.state !== 'withdrawn' && question.state !== 'declined';
  return (
    <section aria-labelledby="review-title" className="mt-8 rounded-xl border border-slate-200 p-5">
      <h2 id="review-title" className="text-[18px] font-bold text-brand-900">
        검토
      </h2>
      <p className="mt-1 text-[14px] text-slate-700">
        개인정보(이름, 전화번호, 주소, 직장, 계좌 등)나 제3자를 알아볼 수 있는 내용이 있으면 지우고 수정 안내를 남기거나, 게시하지 않을
        사유를 적어 거절하세요. 질문자는 사유와 안내를 질문 페이지에서 봅니다.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {inReview && (
          <button
            type="button"
            className={buttonClass}
            disabled={pending}
            onClick={() =>
              run(
                () => reviewQnaQuestionAction({ questionId: question.id, decision: 'approve' }),
                () => '게시를 승인했습니다. 이제 답변 대기입니다.',
              )
            }
            data-testid="qna-approve"
          >
            게시 승인
          </button>
        )}
        {editable && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setMode(mode === 'edit' ? 'none' : 'edit')}
            aria-expanded={mode === 'edit'}
          >
            개인정보 지우고 수정
          </button>
        )}
        {inReview && (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setMode(mode === 'decline' ? 'none' : 'decline')}
            aria-expanded={mode === 'decline'}
          >
            게시 거절
          </button>
        )}
      </div>
      {mode === 'decline' && (
        <div className="mt-4">
          <label htmlFor="decline-reason" className={labelClass}>
            거절 사유 (질문자에게 보입니다)
          </label>
          <textarea
            id="decline-reason"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={`mt-1 ${inputClass}`}
          />
          <FieldError id="decline-reason" message={fieldErrors.reason} />
          <button
            type="button"
            className={`mt-2 ${dangerButtonClass}`}
            disabled={pending}
            onClick={() =>
              run(
                () => reviewQnaQuestionAction({ questionId: question.id, decision: 'decline', reason }),
                () => '질문을 거절했습니다.',
              )
            }
          >
            거절하기
          </button>
        </div>
      )}
      {mode === 'edit' && (
        <div className="mt-4 space-y-3">
          <div>
            <label htmlFor="edit-title" className={labelClass}>
              제목
            </label>
            <input
              id="edit-title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              aria-invalid={fieldErrors.title ? true : undefined}
              aria-describedby={fieldErrors.title ? fieldIds('edit-title').error : undefined}
              className={`mt-1 ${inputClass}`}
            />
            <FieldError id="edit-title" message={fieldErrors.title} />
          </div>
          <div>
            <label htmlFor="edit-body" className={labelClass}>
              질문 내용
            </label>
            <textarea
              id="edit-body"
              rows={8}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              className={`mt-1 ${inputClass}`}
            />
            <FieldError id="edit-body" message={fieldErrors.body} />
          </div>
          <div>
            <label htmlFor="edit-note" className={labelClass}>
              수정 안내 (질문자에게 보입니다)
            </label>
            <input
              id="edit-note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="예) 개인정보 보호를 위해 상대방의 직장명을 지웠습니다."
              aria-invalid={fieldErrors.note ? true : undefined}
              aria-describedby={fieldErrors.note ? fieldIds('edit-note').error : undefined}
              className={`mt-1 ${inputClass}`}
            />
            <FieldError id="edit-note" message={fieldErrors.note} />
          </div>
          <button
            type="button"
            className={buttonClass}
            disabled={pending}
            onClick={() =>
              run(
                () => reviewQnaQuestionAction({ questionId: question.id, decision: 'edit', title, body, note }),
                () => '질문을 수정했습니다.',
              )
            }
          >
            수정 저장
          </button>
        </div>
      )}
      <FormAlert message={error} />
      <FormStatus message={success} />
    </section>
  );
}

function AssignAndHide({ question }: { question: OfficeQnaQuestion }) {
  const { run, pending, error, success } = useAction<{ id: number }>();
  const [assignee, setAssignee] = useState(question.assignedTo ?? '');
  return (
    <section aria-labelledby="assign-title" className="mt-6 rounded-xl border border-slate-200 p-5">
      <h2 id="assign-title" className="text-[18px] font-bold text-brand-900">
        담당과 공개
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="assignee" className={labelClass}>
            담당 변호사
          </label>
          <select id="assignee" value={assignee} onChange={(event) => setAssignee(event.target.value)} className={`mt-1 ${inputClass}`}>
            <option value="">미배정</option>
            {question.lawyers.map((lawyer) => (
              <option key={lawyer.userId} value={lawyer.userId}>
                {lawyer.name} {lawyer.title}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={pending}
          onClick={() =>
            run(
              () => assignQnaQuestionAction({ questionId: question.id, assignee }),
              () => '담당을 저장했습니다.',
            )
          }
        >
          배정 저장
        </button>
        <button
          type="button"
          className={question.hidden ? secondaryButtonClass : dangerButtonClass}
          disabled={pending}
          onClick={() =>
            run(
              () => hideQnaQuestionAction({ questionId: question.id, hidden: !question.hidden }),
              () => (question.hidden ? '질문을 다시 보이게 했습니다.' : '질문을 숨겼습니다.'),
            )
          }
        >
          {question.hidden ? '숨김 해제' : '질문 숨기기'}
        </button>
      </div>
      <FormAlert message={error} />
      <FormStatus message={success} />
    </section>
  );
}

/** The answer editor: the blog's rich-text editor, the advertising-rule warnings, save as draft or publish. */
function AnswerEditor({ question, answer, reply }: { question: OfficeQnaQuestion; answer: OfficeQnaAnswer | null; reply: boolean }) {
  const { run, pending, error, success, fieldErrors } = useAction<{ id: number; status: string }>();
  const [bodyHtml, setBodyHtml] = useState(answer?.bodyHtml ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const warnings = useMemo(() => checkAnswerRules(bodyHtml), [bodyHtml]);
  const save = (publish: boolean) =>
    run(
      () => saveQnaAnswerAction({ questionId: question.id, answerId: answer?.id, bodyHtml, publish, confirmAdRules: confirmed }),
      (data) =>
        data.status === 'hidden'
          ? '고친 답변을 저장했습니다. 숨김 상태라 공개 페이지에는 보이지 않습니다.'
          : data.status === 'published'
            ? answer?.status === 'published'
              ? '답변을 고쳤습니다.'
              : '답변을 게시했습니다. 질문자에게 알림이 갑니다.'
            : '초안을 저장했습니다.',
    );
  return (
    <section
      aria-labelledby="answer-editor-title"
      className="mt-6 rounded-xl border border-brand-200 bg-white p-5"
      data-testid="qna-answer-editor"
    >
      <h3 id="answer-editor-title" className="text-[17px] font-bold text-brand-900">
        {answer
          ? answer.status === 'draft'
            ? '내 답변 초안'
            : '내 답변 고치기'
          : reply
            ? `추가 질문에 ${question.profileName} 변호사로 답변 쓰기`
            : `${question.profileName} 변호사로 답변 쓰기`}
      </h3>
      <p className="mt-1 text-[14px] text-slate-700">
        법 조문이나 판례, 사실관계에 따라 달라지는 점, 상담 안내를 담아 주세요. 게시된 답변 아래에는 다음 안내가 자동으로 붙습니다: “
        {answerDisclaimer}”
      </p>
      <div className="mt-4">
        <OfficeRichEditor
          id="answer-body"
          label="답변"
          value={bodyHtml}
          onChange={setBodyHtml}
          error={fieldErrors.bodyHtml}
          required
          allowImages={false}
        />
      </div>
      <div className="mt-4">
        <OfficeAdWarnings
          id="answer-ad"
          warnings={warnings}
          confirmed={confirmed}
          onConfirm={setConfirmed}
          error={fieldErrors.confirmAdRules}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {(!answer || answer.status === 'draft') && (
          <button type="button" className={secondaryButtonClass} disabled={pending} onClick={() => save(false)}>
            초안 저장
          </button>
        )}
        <button type="button" className={buttonClass} disabled={pending} onClick={() => save(true)} data-testid="qna-answer-publish">
          {answer?.status === 'published' || answer?.status === 'hidden' ? '고친 답변 저장' : '답변 게시'}
        </button>
      </div>
      <FormAlert message={error} />
      <FormStatus message={success} />
    </section>
  );
}

function AnswerRow({ answer }: { answer: OfficeQnaAnswer }) {
  const { run, pending, error } = useAction<{ questionId: number }>();
  const status = answer.status === 'published' ? '게시됨' : answer.status === 'hidden' ? '숨김' : '초안';
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="office-qna-answer">
      <p className="text-[14px] text-slate-700">
        <strong className="text-slate-900">{answer.lawyerName ?? '(프로필 없음)'}</strong> · {status}
        {answer.accepted && ' · 채택됨'} · 도움이 됐어요 {answer.helpfulCount}
        {answer.warnings.length > 0 && (
          <span className="ml-2 font-semibold text-amber-900">광고 규정 경고: {answer.warnings.join(', ')}</span>
        )}
      </p>
      <div className="rich-text mt-2 text-[15px]" dangerouslySetInnerHTML={{ __html: answer.bodyHtml }} />
      {answer.status !== 'draft' && (
        <button
          type="button"
          className={`mt-3 ${answer.status === 'hidden' ? secondaryButtonClass : dangerButtonClass}`}
          disabled={pending}
          onClick={() =>
            run(
              () => setQnaAnswerHiddenAction({ answerId: answer.id, hidden: answer.status !== 'hidden' }),
              () => '',
            )
          }
        >
          {answer.status === 'hidden' ? '답변 다시 보이기' : '답변 숨기기'}
        </button>
      )}
      <FormAlert message={error} />
    </li>
  );
}

/** A follow-up, with hiding for personal data the automatic check missed. */
function FollowUpRow({ item }: { item: OfficeQnaQuestion['followUps'][number] }) {
  const { run, pending, error } = useAction<{ questionId: number }>();
  return (
    <div
      className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-[15px] whitespace-pre-line"
      data-testid="office-qna-follow-up"
    >
      <strong className="block text-[13px] text-slate-700">추가 질문{item.hidden && ' (숨김: 질문자와 직원만 봅니다)'}</strong>
      {item.body}
      <button
        type="button"
        className={`mt-2 block ${item.hidden ? secondaryButtonClass : dangerButtonClass}`}
        disabled={pending}
        onClick={() =>
          run(
            () => setQnaFollowUpHiddenAction({ followUpId: item.id, hidden: !item.hidden }),
            () => '',
          )
        }
      >
        {item.hidden ? '추가 질문 다시 보이기' : '추가 질문 숨기기'}
      </button>
      <FormAlert message={error} />
    </div>
  );
}

/** /office/qna/{id}: the question, its follow-ups, review, assignment, the answers and the editor. */
export function OfficeQnaQuestionView({ question }: { question: OfficeQnaQuestion }) {
  // The lawyer's draft, else (a follow-up waiting for a reply) a new answer, else their latest answer to correct.
  const latestMine = question.answers.findLast((answer) => answer.mine) ?? null;
  const draft = question.answers.findLast((answer) => answer.mine && answer.status === 'draft') ?? null;
  const reply = draft === null && question.followUpPending && latestMine !== null;
  const mine = draft ?? (reply ? null : latestMine);
  const answerable =
    !question.hidden && (question.state === 'waiting' || question.state === 'answered' || (question.state === 'closed' && mine !== null));
  return (
    <div>
      <p className="text-[14px] text-slate-700">
        {question.topicTitle} · {qnaStateLabels[question.state]} · {question.visibility === 'private' ? '비공개' : '공개'}
        {question.hidden && ' · 숨김'} · 기다린 시간 {question.ageHours}시간 (목표 {question.targetHours}시간)
      </p>
      <h1 className="mt-1 text-[24px] font-bold text-brand-900">{question.title}</h1>
      <p className="mt-1 flex flex-wrap gap-x-4 text-[14px]">
        <a href={qnaQuestionPath(question.id)} className="font-semibold text-brand-700 underline">
          공개 페이지에서 보기
        </a>
        <a href={officeQnaPath} className="font-semibold text-brand-700 underline">
          질문 목록으로
        </a>
      </p>
      <div className="mt-4 whitespace-pre-line rounded-xl border border-slate-200 bg-white p-4 text-[15.5px] leading-relaxed text-slate-800">
        {question.body}
      </div>
      {question.followUps.map((item) => (
        <FollowUpRow key={item.id} item={item} />
      ))}
      {question.followUpPending && <p className="mt-3 text-[14px] font-semibold text-amber-900">추가 질문이 답변을 기다립니다.</p>}
      {question.declineReason && <p className="mt-3 text-[14px] text-rose-900">거절 사유: {question.declineReason}</p>}
      {question.staffNote && <p className="mt-3 text-[14px] text-amber-900">수정 안내: {question.staffNote}</p>}
      <ReviewPanel question={question} />
      <AssignAndHide question={question} />
      <section aria-labelledby="answers-title" className="mt-8">
        <h2 id="answers-title" className="text-[18px] font-bold text-brand-900">
          답변 {question.answers.length}개
        </h2>
        <ul className="mt-3 space-y-3">
          {question.answers.map((answer) => (
            <AnswerRow key={answer.id} answer={answer} />
          ))}
        </ul>
        {!answerable && (
          <p className="mt-3 text-[14px] text-slate-700">
            {question.hidden ? '숨긴 질문에는 답변할 수 없습니다.' : '검토를 마치고 답변을 기다리는 질문에만 답변할 수 있습니다.'}
          </p>
        )}
        {answerable && !question.canAnswer && (
          <p className="mt-3 text-[14px] text-slate-700">
            답변은 변호사 역할이 있고 변호사 프로필과 연결된 계정만 쓸 수 있습니다. 연결은 관리자가 법률 Q&amp;A 화면 아래에서 합니다.
          </p>
        )}
        {answerable && question.canAnswer && <AnswerEditor question={question} answer={mine} reply={reply} />}
      </section>
    </div>
  );
}
