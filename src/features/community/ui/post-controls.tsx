'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { talkWritePath } from '@/lib/routes';
import { noticeScopes, type NoticeScope } from '../domain/notices';
import { addSeoulDays, formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { trashKeepDays } from '../domain/post-rules';
import { reportLimits, reportReasonKeys, reportReasons, type ReportReason } from '../domain/report-reasons';
import { deleteTalkPostAction, moderateTalkPostAction, reportTalkPostAction, restoreTalkPostAction } from '../server/actions';
import { reportTalkCommentAction } from '../server/takedown-actions';
import { ActionMessage, smallButtonClass } from './action-message';

/** The form kit's useAction, with the router for the controls that move on after their action. */
function useRun<T>() {
  const router = useRouter();
  const action = useAction<T>();
  return { pending: action.pending, error: action.error, success: action.success, run: action.run, router };
}

/** The author's edit link (or, once the edit window has closed, why there is none) and delete button. */
export function OwnerControls({ id, boardHref, editClosed }: { id: number; boardHref: string; editClosed?: string }) {
  const { pending, error, success, run, router } = useRun<{ id: number; board: string }>();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {editClosed ? (
        <p className="basis-full text-[14px] text-slate-700" data-testid="talk-edit-closed">
          {editClosed}
        </p>
      ) : (
        <Link href={talkWritePath(id)} className={smallButtonClass}>
          고치기
        </Link>
      )}
      <button
        type="button"
        className={smallButtonClass}
        disabled={pending}
        onClick={() => {
          if (!window.confirm(`이 글을 지울까요? 지운 글은 목록과 검색에서 바로 사라지고, ${trashKeepDays}일 뒤 완전히 지워집니다.`))
            return;
          run(
            () => deleteTalkPostAction({ id }),
            () => {
              router.push(boardHref);
              return '';
            },
          );
        }}
      >
        지우기
      </button>
      <ActionMessage error={error} success={success} />
    </div>
  );
}

/** Any member may report someone else's post (or comment) once, with a reason from the fixed list. */
export function ReportButton({ id, reported, target = 'post' }: { id: number; reported: boolean; target?: 'post' | 'comment' }) {
  const noun = target === 'post' ? '글' : '댓글';
  // The page stays as it is after a report: a refresh would replace a post blinded by this very
  // report with '가려진 글입니다' before the reporter reads that their report went through.
  const action = useAction<{ alreadyReported: boolean; blinded: boolean }>({ refresh: false });
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ReportReason | ''>('');
  const [detail, setDetail] = useState('');
  const formId = useId();
  if (reported) return <p className="text-[14px] text-slate-600">신고한 {noun}입니다. 운영진이 살펴볼게요.</p>;
  if (action.success) return <ActionMessage error={null} success={action.success} />;
  if (!open) {
    return (
      <button type="button" className={smallButtonClass} onClick={() => setOpen(true)} aria-expanded={false} aria-controls={formId}>
        {target === 'post' ? '신고하기' : '댓글 신고'}
      </button>
    );
  }
  return (
    <form
      id={formId}
      noValidate
      className="w-full rounded-xl border border-slate-300 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        action.run(
          () => (target === 'post' ? reportTalkPostAction : reportTalkCommentAction)({ id, kind, reason: detail }),
          (data) =>
            data.alreadyReported
              ? `이미 신고한 ${noun}입니다.`
              : data.blinded
                ? `신고했습니다. 신고가 누적되어 운영진이 확인할 때까지 ${noun}이 가려집니다.`
                : '신고했습니다. 운영진이 살펴볼게요.',
        );
      }}
    >
      <fieldset aria-describedby={action.fieldErrors.kind ? `${formId}-kind-error` : undefined}>
        <legend className="text-[15px] font-bold text-slate-900">신고 사유</legend>
        <div className="mt-2 grid gap-1.5 desk:grid-cols-3">
          {reportReasonKeys.map((key) => (
            <label key={key} className="flex min-h-10 items-center gap-2 text-[14.5px] text-slate-800">
              <input type="radio" name="kind" value={key} checked={kind === key} onChange={() => setKind(key)} className="size-4" />
              {reportReasons[key]}
            </label>
          ))}
        </div>
        <FieldError look="page" id={`${formId}-kind`} message={action.fieldErrors.kind} />
      </fieldset>
      <label htmlFor={`${formId}-reason`} className="mt-3 block text-[14px] font-semibold text-slate-800">
        자세한 사유 {kind === 'other' ? '(꼭 적어 주세요)' : '(선택)'}
      </label>
      <input
        id={`${formId}-reason`}
        value={detail}
        maxLength={reportLimits.detailMax}
        onChange={(event) => setDetail(event.target.value)}
        aria-invalid={action.fieldErrors.reason ? true : undefined}
        aria-describedby={action.fieldErrors.reason ? `${formId}-reason-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-[15px]"
      />
      <FieldError look="page" id={`${formId}-reason`} message={action.fieldErrors.reason} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="submit" className={smallButtonClass} disabled={action.pending}>
          {action.pending ? '보내는 중…' : '신고 보내기'}
        </button>
        <button type="button" className={smallButtonClass} onClick={() => setOpen(false)}>
          취소
        </button>
      </div>
      {action.error && Object.keys(action.fieldErrors).length === 0 && <ActionMessage error={action.error} success={null} />}
    </form>
  );
}

/** Moderators' small control on the post page and in /office/talk. */
export function ModerationControls({
  id,
  hidden,
  recommended,
  compact = false,
}: {
  id: number;
  hidden: boolean;
  recommended: boolean;
  compact?: boolean;
}) {
  const { pending, error, success, run } = useRun<{ id: number }>();
  const act = (action: 'hide' | 'unhide' | 'recommend' | 'unrecommend', text: string) =>
    run(
      () => moderateTalkPostAction({ id, action }),
      () => text,
    );
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-1.5' : 'flex flex-wrap items-center gap-2'} data-testid="talk-moderation">
      {hidden ? (
        <button type="button" className={smallButtonClass} disabled={pending} onClick={() => act('unhide', '다시 보이게 했습니다.')}>
          숨김 해제
        </button>
      ) : (
        <button
          type="button"
          className={smallButtonClass}
          disabled={pending}
          onClick={() => act('hide', '숨겼습니다. 목록과 검색에서 빠집니다.')}
        >
          숨기기
        </button>
      )}
      {recommended ? (
        <button type="button" className={smallButtonClass} disabled={pending} onClick={() => act('unrecommend', '추천을 해제했습니다.')}>
          추천 해제
        </button>
      ) : (
        <button
          type="button"
          className={smallButtonClass}
          disabled={pending || hidden}
          onClick={() => act('recommend', '추천글로 올렸습니다.')}
        >
          추천
        </button>
      )}
      <ActionMessage error={error} success={success} />
    </div>
  );
}

/** Moderators pin the post as 공지 on its board or every board until a date, or take it down. */
export function NoticeControls({
  id,
  notice,
  disabled,
}: {
  id: number;
  notice: { until: string; scope: NoticeScope } | null;
  disabled: boolean;
}) {
  const action = useAction<{ pinned: boolean }>();
  const [scope, setScope] = useState<NoticeScope>('board');
  const [until, setUntil] = useState(() => addSeoulDays(seoulDay(), 14));
  const formId = useId();
  if (notice) {
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="talk-notice">
        <p className="text-[14px] text-slate-800">
          공지 중: {noticeScopes[notice.scope]}, {formatSeoulDate(notice.until)}까지
        </p>
        <button
          type="button"
          className={smallButtonClass}
          disabled={action.pending}
          onClick={() =>
            action.run(
              () => moderateTalkPostAction({ id, action: 'unpin' }),
              () => '공지를 내렸습니다.',
            )
          }
        >
          공지 내리기
        </button>
        <ActionMessage error={action.error} success={action.success} />
      </div>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      data-testid="talk-notice"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        action.run(
          () => moderateTalkPostAction({ id, action: 'pin', scope, until }),
          () => '공지로 올렸습니다.',
        );
      }}
    >
      <div>
        <label htmlFor={`${formId}-scope`} className="block text-[13.5px] font-semibold text-slate-800">
          공지 위치
        </label>
        <select
          id={`${formId}-scope`}
          value={scope}
          onChange={(event) => setScope(event.target.value as NoticeScope)}
          className="mt-1 h-9 rounded-lg border border-slate-400 bg-white px-2 text-[14px]"
        >
          {(Object.keys(noticeScopes) as NoticeScope[]).map((key) => (
            <option key={key} value={key}>
              {noticeScopes[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${formId}-until`} className="block text-[13.5px] font-semibold text-slate-800">
          공지 마감일
        </label>
        <input
          id={`${formId}-until`}
          type="date"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          aria-invalid={action.fieldErrors.until ? true : undefined}
          aria-describedby={action.fieldErrors.until ? `${formId}-until-error` : undefined}
          className="mt-1 h-9 rounded-lg border border-slate-400 bg-white px-2 text-[14px]"
        />
      </div>
      <button type="submit" className={smallButtonClass} disabled={action.pending || disabled}>
        공지로 올리기
      </button>
      <div className="basis-full">
        <FieldError look="page" id={`${formId}-until`} message={action.fieldErrors.until} />
        <ActionMessage error={action.fieldErrors.until ? null : action.error} success={action.success} />
      </div>
    </form>
  );
}

/** Moderators bring a post back from the trash (within its days there). */
export function RestoreButton({ id }: { id: number }) {
  const { pending, error, success, run } = useRun<{ id: number }>();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        className={smallButtonClass}
        disabled={pending}
        onClick={() =>
          run(
            () => restoreTalkPostAction({ id }),
            () => '복구했습니다.',
          )
        }
      >
        복구
      </button>
      <ActionMessage error={error} success={success} />
    </div>
  );
}
