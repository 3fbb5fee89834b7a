'use client';

import { useActionState } from 'react';
import { FieldError, fieldIds, joinIds } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { postLimits } from '../domain/post-rules';
import { deleteTalkCommentAction, moderateTalkCommentAction, submitTalkCommentAction } from '../server/actions';

/**
 * A comment form, or with `parentId` a reply form under that comment (a form action, so it works
 * without JavaScript); a rejected comment keeps its text.
 */
export function CommentForm({ postId, parentId }: { postId: number; parentId?: number }) {
  const [state, formAction, pending] = useActionState(submitTalkCommentAction, { attempt: 0, body: '' });
  const id = parentId ? `talk-reply-${parentId}` : 'talk-comment';
  const noun = parentId ? '답글' : '댓글';
  return (
    <form action={formAction} noValidate key={state.attempt} data-testid={parentId ? 'talk-reply-form' : 'talk-comment-form'}>
      <input type="hidden" name="postId" value={postId} />
      {parentId && <input type="hidden" name="parentId" value={parentId} />}
      <label htmlFor={`${id}-body`} className="text-[15px] font-semibold text-slate-900">
        {noun} 쓰기
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        rows={3}
        defaultValue={state.body}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={joinIds(`${id}-hint`, state.error && fieldIds(id).error)}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-[16px] text-slate-900 aria-[invalid=true]:border-red-700"
      />
      <p id={`${id}-hint`} className="mt-1 text-[13.5px] text-slate-600">
        {postLimits.commentMin}~{postLimits.commentMax.toLocaleString('ko-KR')}자. 이름, 연락처 등 누구인지 알 수 있는 정보는 적지 마세요.
      </p>
      <p role="status" className={state.savedId ? 'mt-1 text-[14px] font-medium text-emerald-800' : 'sr-only'}>
        {state.savedId ? `${noun}을 달았습니다.` : ''}
      </p>
      {/* A refused comment comes back without moving the focus to the field, so the message is announced. */}
      <FieldError look="page" announce id={id} message={state.error} />
      <button
        type="submit"
        disabled={pending}
        className="mt-3 inline-flex h-10 items-center rounded-lg bg-brand-700 px-4 text-[15px] font-semibold text-white hover:bg-brand-800 disabled:bg-slate-400"
      >
        {pending ? '다는 중…' : `${noun} 달기`}
      </button>
    </form>
  );
}

const smallButton =
  'inline-flex h-8 items-center rounded-md border border-slate-400 bg-white px-2.5 text-[13.5px] font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500';

/** The writer's delete and the moderators' hide/show of one comment. */
export function CommentControls({
  id,
  isMine,
  canModerate,
  hidden,
}: {
  id: number;
  isMine: boolean;
  canModerate: boolean;
  hidden: boolean;
}) {
  const { pending, error, run: runAction } = useAction<unknown>();
  const run = (call: Parameters<typeof runAction>[0]) => runAction(call, () => '');
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {isMine && (
        <button
          type="button"
          className={smallButton}
          disabled={pending}
          onClick={() => {
            if (window.confirm('이 댓글을 지울까요?')) run(() => deleteTalkCommentAction({ id }));
          }}
        >
          댓글 지우기
        </button>
      )}
      {canModerate && (
        <button
          type="button"
          className={smallButton}
          disabled={pending}
          onClick={() => run(() => moderateTalkCommentAction({ id, action: hidden ? 'unhide' : 'hide' }))}
        >
          {hidden ? '댓글 숨김 해제' : '댓글 숨기기'}
        </button>
      )}
      {error && (
        <p role="alert" className="text-[13.5px] font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
