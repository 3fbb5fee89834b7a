'use client';

import Link from 'next/link';
import { useActionState, type ReactNode } from 'react';
import { FieldError, FormAlert, SubmitButton, fieldIds, joinIds } from '@/components/form/form-parts';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { ConsentField, HoneypotField } from '@/features/consult/ui/consent-field';
import { talkPostPath } from '@/lib/routes';
import {
  takedownConsentNotice,
  takedownGroundKeys,
  takedownGrounds,
  takedownLimits,
  takedownRelationKeys,
  takedownRelations,
  takedownSensitiveWarning,
} from '../domain/takedowns';
import { submitTalkTakedownAction, type TakedownFormState } from '../server/takedown-actions';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700';

const initialState: TakedownFormState = {
  attempt: 0,
  values: { name: '', contact: '', relation: '', ground: '', reason: '', consent: false },
  fieldErrors: {},
};

/** A required choice of one, as radio buttons in a fieldset. */
function ChoiceGroup<Key extends string>(props: {
  name: string;
  legend: string;
  keys: readonly Key[];
  labels: Record<Key, string>;
  checked: string;
  describedBy: string | undefined;
  error: ReactNode;
}) {
  return (
    <fieldset aria-describedby={props.describedBy}>
      <legend className="text-[15px] font-semibold text-slate-900">
        {props.legend} <span className="text-red-700">(필수)</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {props.keys.map((key) => (
          <label key={key} className="flex min-h-11 items-center gap-2 text-[15px] text-slate-800">
            <input type="radio" name={props.name} value={key} defaultChecked={props.checked === key} className="size-4" />
            {props.labels[key]}
          </label>
        ))}
      </div>
      {props.error}
    </fieldset>
  );
}

/**
 * The takedown request form (정보통신망법 제44조의2): anyone, signed in or not. A server action, so
 * it also works with JavaScript off; after it is received the form gives way to the receipt.
 */
export function TakedownForm({ postId, turnstileSiteKey }: { postId: number; turnstileSiteKey: string | null }) {
  const [state, formAction, pending] = useActionState(submitTalkTakedownAction, initialState);
  const errors = state.fieldErrors;
  const id = (key: string) => `takedown-${key}`;
  const err = (key: string) => <FieldError look="page" announce id={id(key)} message={errors[key]} />;
  const described = (key: string, extra?: string) => joinIds(errors[key] && fieldIds(id(key)).error, extra);

  if (state.receivedId) {
    return (
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-[15.5px] leading-relaxed text-emerald-950">
        <p className="font-bold">게시중단 요청이 접수되었습니다 (접수번호 {state.receivedId}).</p>
        <p className="mt-2">
          담당자가 지체 없이 검토해 필요하면 글을 임시로 가리고(최대 30일), 처리 결과를 남겨 주신 연락처로 알려 드립니다.
        </p>
        <p className="mt-3">
          <Link href={talkPostPath(postId)} className="font-semibold text-brand-700 underline underline-offset-2">
            글로 돌아가기
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form action={formAction} noValidate className="relative space-y-5" data-testid="talk-takedown-form" key={state.attempt}>
      <input type="hidden" name="postId" value={postId} />
      <div>
        <label htmlFor={id('name')} className="block text-[15px] font-semibold text-slate-900">
          요청하시는 분 이름 <span className="text-red-700">(필수)</span>
        </label>
        <input
          id={id('name')}
          name="name"
          autoComplete="name"
          maxLength={takedownLimits.nameMax}
          defaultValue={state.values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          className={inputClass}
        />
        {err('name')}
      </div>
      <div>
        <label htmlFor={id('contact')} className="block text-[15px] font-semibold text-slate-900">
          연락처 (전화번호 또는 이메일) <span className="text-red-700">(필수)</span>
        </label>
        <input
          id={id('contact')}
          name="contact"
          autoComplete="tel"
          maxLength={takedownLimits.contactMax}
          placeholder="010-0000-0000 또는 name@example.com"
          defaultValue={state.values.contact}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={described('contact')}
          className={inputClass}
        />
        {err('contact')}
      </div>
      <ChoiceGroup
        name="relation"
        legend="요청하시는 분은"
        keys={takedownRelationKeys}
        labels={takedownRelations}
        checked={state.values.relation}
        describedBy={described('relation')}
        error={err('relation')}
      />
      <ChoiceGroup
        name="ground"
        legend="요청 사유"
        keys={takedownGroundKeys}
        labels={takedownGrounds}
        checked={state.values.ground}
        describedBy={described('ground')}
        error={err('ground')}
      />
      <div>
        <label htmlFor={id('reason')} className="block text-[15px] font-semibold text-slate-900">
          침해 내용 설명 <span className="text-red-700">(필수)</span>
        </label>
        <p id={id('sensitive')} className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-[13.5px] text-amber-950">
          ⚠ {takedownSensitiveWarning}
        </p>
        <textarea
          id={id('reason')}
          name="reason"
          rows={6}
          maxLength={takedownLimits.reasonMax}
          placeholder="예) 글에 적힌 직장과 사는 동네로 제가 누구인지 알 수 있습니다."
          defaultValue={state.values.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={described('reason', id('sensitive'))}
          className={inputClass}
        />
        {err('reason')}
      </div>
      <HoneypotField />
      <ConsentField notice={takedownConsentNotice} defaultOpen defaultChecked={state.values.consent} error={errors.consent} />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={() => undefined} />}
      {state.formError && <FormAlert look="page" message={state.formError} />}
      <SubmitButton pending={pending} pendingLabel="접수하는 중…" testId="talk-takedown-submit">
        게시중단 요청하기
      </SubmitButton>
    </form>
  );
}
