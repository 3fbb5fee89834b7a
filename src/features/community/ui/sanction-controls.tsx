'use client';

import { useId, useState } from 'react';
import { FieldError } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { formatSeoulDate, formatSeoulDateTime } from '@/lib/seoul-date';
import {
  sanctionEndText,
  sanctionLimits,
  sanctionPeriodLabels,
  sanctionPeriods,
  writingTargetLabels,
  type SanctionPeriod,
  type WritingTarget,
} from '../domain/sanctions';
import { liftTalkSanctionAction, lookupTalkAuthorAction, sanctionTalkWriterAction } from '../server/sanction-actions';
import type { TalkAuthorAccount } from '../server/sanctions';
import { ActionMessage, smallButtonClass } from './action-message';

/**
 * 이용 제한 for the writer of a post or a comment (moderators: the post page's panel, a comment's
 * controls, /office/talk/sanctions). The screen names the post or comment only, never the writer.
 */
export function SanctionForm({ target, id }: { target: WritingTarget; id: number }) {
  const action = useAction<{ id: number; endsAt: string | null }>();
  const [period, setPeriod] = useState<SanctionPeriod>('1');
  const [reason, setReason] = useState('');
  const formId = useId();
  const what = writingTargetLabels[target];
  return (
    <form
      noValidate
      data-testid="talk-sanction-form"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!window.confirm(`이 ${what}의 글쓴이를 ${sanctionPeriodLabels[period]} 동안 이용 제한할까요?`)) return;
        action.run(
          () => sanctionTalkWriterAction({ target, id, period, reason }),
          (data) =>
            `글쓴이의 이용을 제한했습니다 (${sanctionEndText(data.endsAt ? new Date(data.endsAt) : null)}). 알림으로 사유와 기간을 알렸습니다.`,
        );
      }}
    >
      <fieldset>
        <legend className="text-[14px] font-semibold text-slate-800">{what} 글쓴이 이용 제한 기간</legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {sanctionPeriods.map((key) => (
            <label key={key} className="flex min-h-9 items-center gap-1.5 text-[14px] text-slate-800">
              <input
                type="radio"
                name={`${formId}-period`}
                value={key}
                checked={period === key}
                onChange={() => setPeriod(key)}
                className="size-4"
              />
              {sanctionPeriodLabels[key]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${formId}-reason`} className="block text-[14px] font-semibold text-slate-800">
          제한 사유 (회원에게 그대로 보입니다)
        </label>
        <input
          id={`${formId}-reason`}
          value={reason}
          maxLength={sanctionLimits.reasonMax}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={action.fieldErrors.reason ? true : undefined}
          aria-describedby={action.fieldErrors.reason ? `${formId}-reason-error` : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-[15px]"
        />
        <FieldError look="page" id={`${formId}-reason`} message={action.fieldErrors.reason} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={smallButtonClass} disabled={action.pending}>
          {action.pending ? '처리하는 중…' : '이용 제한하기'}
        </button>
        <ActionMessage error={action.error && !action.fieldErrors.reason ? action.error : null} success={action.success} />
      </div>
    </form>
  );
}

/** A moderator lifts a running sanction. */
export function LiftSanctionButton({ id }: { id: number }) {
  const action = useAction<{ id: number }>();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        className={smallButtonClass}
        disabled={action.pending}
        onClick={() => {
          if (!window.confirm('이 이용 제한을 해제할까요? 회원은 바로 다시 글을 쓸 수 있습니다.')) return;
          action.run(
            () => liftTalkSanctionAction({ id }),
            () => '이용 제한을 해제했습니다.',
          );
        }}
      >
        제한 해제
      </button>
      <ActionMessage error={action.error} success={action.success} />
    </div>
  );
}

/**
 * '작성자 계정 확인', in the back office only: the account behind a post or comment, shown after the
 * look is written to the audit log (the server does that before it answers).
 */
export function AuthorLookup({ target, id }: { target: WritingTarget; id: number }) {
  const action = useAction<TalkAuthorAccount>({ refresh: false });
  const [account, setAccount] = useState<TalkAuthorAccount | null>(null);
  if (account) {
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-[13.5px] text-slate-900" data-testid="talk-author-account">
        <p className="font-semibold">작성자 계정 (확인 기록이 감사 로그에 남았습니다)</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt>이름</dt>
          <dd>{account.name}</dd>
          <dt>이메일</dt>
          <dd className="break-all">{account.email}</dd>
          <dt>가입일</dt>
          <dd>{formatSeoulDate(account.joinedAt)}</dd>
          <dt>제한 이력</dt>
          <dd>
            {account.sanctions.length === 0 ? (
              '없음'
            ) : (
              <ul>
                {account.sanctions.map((item) => (
                  <li key={item.id}>
                    {formatSeoulDateTime(new Date(item.createdAt))} · {item.reason} ·{' '}
                    {sanctionEndText(item.endsAt ? new Date(item.endsAt) : null)}
                    {item.liftedAt ? ` (해제 ${formatSeoulDate(item.liftedAt)})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        <button type="button" className={`${smallButtonClass} mt-2`} onClick={() => setAccount(null)}>
          닫기
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        className={smallButtonClass}
        disabled={action.pending}
        onClick={() => {
          if (!window.confirm('작성자의 계정을 확인할까요? 확인한 사람과 시각이 감사 로그에 남습니다.')) return;
          action.run(
            () => lookupTalkAuthorAction({ target, id }),
            (data) => {
              setAccount(data);
              return '';
            },
          );
        }}
      >
        작성자 계정 확인
      </button>
      <ActionMessage error={action.error} success={null} />
    </div>
  );
}

/** /office/talk/sanctions: a moderator names a post or comment by its number, then restricts or looks up its writer. */
export function SanctionByNumber() {
  const [target, setTarget] = useState<WritingTarget>('comment');
  const [raw, setRaw] = useState('');
  const formId = useId();
  const id = /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null;
  return (
    <div className="grid gap-3 rounded-xl border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${formId}-target`} className="block text-[14px] font-semibold text-slate-800">
            종류
          </label>
          <select
            id={`${formId}-target`}
            value={target}
            onChange={(event) => setTarget(event.target.value === 'post' ? 'post' : 'comment')}
            className="mt-1 h-9 rounded-lg border border-slate-400 bg-white px-2 text-[14px]"
          >
            <option value="comment">댓글</option>
            <option value="post">글</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${formId}-id`} className="block text-[14px] font-semibold text-slate-800">
            번호
          </label>
          <input
            id={`${formId}-id`}
            inputMode="numeric"
            value={raw}
            onChange={(event) => setRaw(event.target.value)}
            className="mt-1 h-9 w-32 rounded-lg border border-slate-400 bg-white px-2 text-[14px]"
          />
        </div>
      </div>
      {id ? (
        <div key={`${target}-${id}`} className="grid gap-3">
          <AuthorLookup target={target} id={id} />
          <SanctionForm target={target} id={id} />
        </div>
      ) : (
        <p className="text-[14px] text-slate-600">글이나 댓글의 번호를 적으면 글쓴이를 제한하거나 계정을 확인할 수 있습니다.</p>
      )}
    </div>
  );
}
