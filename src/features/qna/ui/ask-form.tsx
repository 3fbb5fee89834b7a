'use client';

import { useActionState } from 'react';
import { FieldError, FormAlert, fieldIds, joinIds } from '@/components/form/form-parts';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { ConsentField, HoneypotField } from '@/features/consult/ui/consent-field';
import { qnaConsentNotice, qnaSensitiveWarning } from '../domain/privacy';
import { qnaLimits } from '../domain/question-rules';
import { submitQnaQuestionAction, type QnaAskFormState } from '../server/actions';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700';

/**
 * /qna/ask: a member's question. Works as a plain form post without JavaScript; what was typed
 * comes back with the messages when the server refuses it (personal data found, the word filter,
 * the day's limit). The privacy notice and the warning stand above the text fields.
 */
export function AskForm({
  topics,
  initialTopic,
  turnstileSiteKey,
}: {
  topics: Array<{ id: string; title: string }>;
  initialTopic: string;
  turnstileSiteKey: string | null;
}) {
  const [state, formAction, pending] = useActionState<QnaAskFormState, FormData>(submitQnaQuestionAction, {
    attempt: 0,
    values: { topic: initialTopic, visibility: 'public', title: '', body: '', noticeTel: '' },
    fieldErrors: {},
  });
  const errors = state.fieldErrors;
  const id = (key: string) => `ask-${key}`;
  const err = (key: string) => <FieldError look="page" announce id={id(key)} message={errors[key]} />;
  const described = (key: string, extra?: string | false) => joinIds(errors[key] && fieldIds(id(key)).error, extra);
  return (
    <form action={formAction} noValidate className="relative space-y-6" data-testid="qna-ask-form" key={state.attempt}>
      <FormAlert look="page" message={state.formError} testId="qna-ask-error" />
      <div>
        <label htmlFor={id('topic')} className="block text-[15px] font-semibold text-slate-900">
          주제 <span className="text-red-700">(필수)</span>
        </label>
        <select
          id={id('topic')}
          name="topic"
          defaultValue={state.values.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={described('topic')}
          className={inputClass}
        >
          <option value="">주제를 고르세요</option>
          {topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.title}
            </option>
          ))}
        </select>
        {err('topic')}
      </div>

      <fieldset aria-describedby={described('visibility')}>
        <legend className="text-[15px] font-semibold text-slate-900">
          공개 여부 <span className="text-red-700">(필수)</span>
        </legend>
        <div className="mt-2 grid gap-2 desk:grid-cols-2">
          <label className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="radio"
              name="visibility"
              value="public"
              defaultChecked={state.values.visibility !== 'private'}
              className="mt-1 size-4 accent-brand-800"
            />
            <span>
              <span className="block font-semibold text-slate-900">공개 질문</span>
              <span className="block text-[14px] text-slate-700">
                닉네임 대신 임의의 이름으로 보여요. 답변은 다른 분들에게도 도움이 됩니다.
              </span>
            </span>
          </label>
          <label className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="radio"
              name="visibility"
              value="private"
              defaultChecked={state.values.visibility === 'private'}
              className="mt-1 size-4 accent-brand-800"
            />
            <span>
              <span className="block font-semibold text-slate-900">비공개 질문</span>
              <span className="block text-[14px] text-slate-700">나와 법무법인 직원만 볼 수 있어요. 답변도 비공개입니다.</span>
            </span>
          </label>
        </div>
        {err('visibility')}
      </fieldset>

      <p
        id={id('warning')}
        className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-[14.5px] leading-relaxed text-amber-950"
        data-testid="qna-sensitive-warning"
      >
        <strong className="block">적기 전에 확인해 주세요</strong>
        {qnaSensitiveWarning}
      </p>

      <div>
        <label htmlFor={id('title')} className="block text-[15px] font-semibold text-slate-900">
          제목 <span className="text-red-700">(필수)</span>
        </label>
        <input
          id={id('title')}
          name="title"
          maxLength={qnaLimits.titleMax}
          defaultValue={state.values.title}
          placeholder="예) 협의이혼 숙려기간 중에 재산을 처분하면 어떻게 되나요?"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title', id('warning'))}
          className={inputClass}
          data-testid="qna-ask-title"
        />
        {err('title')}
      </div>

      <div>
        <label htmlFor={id('body')} className="block text-[15px] font-semibold text-slate-900">
          질문 내용 <span className="text-red-700">(필수)</span>
        </label>
        <p id={id('body-hint')} className="mt-1 text-[14px] text-slate-600">
          언제, 어떤 일이 있었는지, 무엇이 궁금한지 적어 주세요. 혼인 기간, 자녀 유무처럼 답에 영향을 주는 사실이 있으면 함께 적어 주시면
          좋아요.
        </p>
        <textarea
          id={id('body')}
          name="body"
          rows={9}
          maxLength={qnaLimits.bodyMax}
          defaultValue={state.values.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={described('body', `${id('body-hint')} ${id('warning')}`)}
          className={inputClass}
          data-testid="qna-ask-body"
        />
        {err('body')}
      </div>

      <div>
        <label htmlFor={id('noticeTel')} className="block text-[15px] font-semibold text-slate-900">
          답변 알림 받을 휴대전화 <span className="text-[13px] font-normal text-slate-600">(선택)</span>
        </label>
        <p id={id('noticeTel-hint')} className="mt-1 text-[14px] text-slate-600">
          적으시면 답변이 등록될 때 카카오톡 알림톡으로도 알려 드려요. 이메일 알림은 항상 보내 드립니다. 번호는 질문이 끝나거나 마지막 답변
          후 30일이 지나면 지워요.
        </p>
        <input
          id={id('noticeTel')}
          name="noticeTel"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          defaultValue={state.values.noticeTel}
          placeholder="010-0000-0000"
          aria-invalid={errors.noticeTel ? true : undefined}
          aria-describedby={described('noticeTel', id('noticeTel-hint'))}
          className={`${inputClass} max-w-[260px]`}
        />
        {err('noticeTel')}
      </div>

      <HoneypotField />
      <ConsentField notice={qnaConsentNotice} defaultOpen defaultChecked={false} error={errors.consent} testId="qna-ask-consent" />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={() => undefined} />}

      <button
        type="submit"
        disabled={pending}
        className="h-12 w-full rounded-xl bg-brand-800 text-[17px] font-bold text-white hover:bg-brand-900 disabled:opacity-70 desk:w-auto desk:px-8"
        data-testid="qna-ask-submit"
      >
        {pending ? '올리는 중…' : '질문 올리기'}
      </button>
      <p className="text-[13.5px] text-slate-600">
        올린 질문은 운영진이 개인정보가 없는지 확인한 뒤 게시되고, 법무법인 변호사가 답변합니다. 변호사 답변은 일반적인 법률 정보이며 상담을
        대신하지 않습니다.
      </p>
    </form>
  );
}
