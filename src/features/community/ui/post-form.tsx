'use client';

import { useActionState, useState } from 'react';
import { FieldError, FormAlert } from '@/components/form/form-parts';
import { writableBoards } from '../domain/boards';
import { privacyWarning } from '../domain/guidelines';
import { postLimits, secretTitle } from '../domain/post-rules';
import { textLength } from '@/lib/text';
import { submitTalkPostAction, type TalkFormState } from '../server/actions';
import { TalkImagePicker, type PickerImage } from './image-picker';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-[16px] text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700';

/**
 * /talk/write and /talk/write/{id}: a form action, so it also works with JavaScript off. A
 * rejected post comes back with everything typed and the messages at their fields.
 */
export function TalkPostForm({
  id,
  initial,
  images,
}: {
  id?: number;
  initial: TalkFormState['values'];
  /** The image field: the size limit from settings and, on an edit, the post's images. */
  images: { maxMegabytes: number; existing: readonly PickerImage[] };
}) {
  const [state, formAction, pending] = useActionState(submitTalkPostAction, { attempt: 0, values: initial, fieldErrors: {} });
  const values = state.values;
  const errors = state.fieldErrors;
  const [bodyLength, setBodyLength] = useState(textLength(values.body));
  const described = (field: string, hint?: string) =>
    [hint, errors[field] ? `talk-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form action={formAction} noValidate className="space-y-6" data-testid="talk-post-form" key={state.attempt}>
      {id && <input type="hidden" name="id" value={id} />}
      <FormAlert look="page" message={state.formError} />
      <fieldset aria-describedby={errors.board ? 'talk-board-error' : undefined}>
        <legend className="text-[15px] font-semibold text-slate-900">게시판</legend>
        <div className="mt-2 grid gap-2 desk:grid-cols-2">
          {writableBoards.map((board) => (
            <label
              key={board.key}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input type="radio" name="board" value={board.key} defaultChecked={values.board === board.key} className="mt-1 h-4 w-4" />
              <span>
                <span className="block text-[15px] font-bold text-brand-900">{board.title}</span>
                <span className="block text-[13.5px] text-slate-700">
                  {board.anonymous ? '글마다 다른 익명 이름으로 보여요.' : '회원 이름이 함께 보여요.'}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError look="page" id="talk-board" message={errors.board} />
      </fieldset>

      <div>
        <label htmlFor="talk-title" className="text-[15px] font-semibold text-slate-900">
          제목
        </label>
        <input
          id="talk-title"
          name="title"
          type="text"
          defaultValue={values.title}
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title', 'talk-title-hint')}
          className={inputClass}
        />
        <p id="talk-title-hint" className="mt-1 text-[13.5px] text-slate-600">
          {postLimits.titleMin}~{postLimits.titleMax}자
        </p>
        <FieldError look="page" id="talk-title" message={errors.title} />
      </div>

      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" id="talk-privacy-warning" data-testid="talk-privacy-warning">
        <p className="text-[15px] font-bold text-amber-900">{privacyWarning.title}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-[14px] leading-relaxed text-slate-800">
          {privacyWarning.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>

      <div>
        <label htmlFor="talk-body" className="text-[15px] font-semibold text-slate-900">
          본문
        </label>
        <textarea
          id="talk-body"
          name="body"
          rows={12}
          defaultValue={values.body}
          onChange={(event) => setBodyLength(textLength(event.target.value.trim()))}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={described('body', 'talk-privacy-warning talk-body-hint')}
          className={inputClass}
        />
        <p id="talk-body-hint" className="mt-1 text-[13.5px] text-slate-600">
          {postLimits.bodyMin}~{postLimits.bodyMax.toLocaleString('ko-KR')}자, 글자로 적어 주세요 (지금 {bodyLength.toLocaleString('ko-KR')}
          자).
        </p>
        <FieldError look="page" id="talk-body" message={errors.body} />
      </div>

      <TalkImagePicker
        maxMegabytes={images.maxMegabytes}
        existing={images.existing}
        kept={state.keptImages ?? images.existing.map((image) => image.id)}
        error={errors.images}
      />

      <div className="flex items-start gap-2.5">
        <input
          id="talk-secret"
          name="secret"
          type="checkbox"
          defaultChecked={values.secret}
          aria-describedby="talk-secret-hint"
          className="mt-0.5 size-5 shrink-0 accent-brand-800"
        />
        <div>
          <label htmlFor="talk-secret" className="text-[15px] font-semibold text-slate-900">
            비밀글로 올리기
          </label>
          <p id="talk-secret-hint" className="text-[13.5px] text-slate-600">
            나와 운영진만 읽을 수 있어요. 목록에는 ‘{secretTitle}’로만 보이고 검색되지 않아요.
          </p>
        </div>
      </div>

      <button
        type="submit"
        disabled={pending}
        className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 text-[17px] font-bold text-white hover:bg-brand-800 disabled:bg-slate-400 desk:w-auto"
      >
        {pending ? '올리는 중…' : id ? '고친 내용 저장' : '글 올리기'}
      </button>
    </form>
  );
}
