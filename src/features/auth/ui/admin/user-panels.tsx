'use client';

import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import type { RoleOption, UserDetail } from '../../server/user-admin';
import {
  TableFrame,
  buttonClass,
  codeFontStyle,
  dangerButtonClass,
  inputClass,
  labelClass,
  secondaryButtonClass,
  tableClass,
  tdClass,
  thClass,
} from '@/components/office/admin-ui';
import { formatSeoulDate } from '@/lib/seoul-date';
import { FieldError, FieldHint, FormAlert, FormStatus, describedBy } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';

type Action<T> = (input: unknown) => Promise<ActionResult<T>>;

export type RoleActions = { grant: Action<{ role: string }>; revoke: Action<{ role: string }> };

/** The member's roles, each with its description, and the form that grants another. */
export function RolesPanel({
  user,
  actions,
}: {
  user: Pick<UserDetail, 'id' | 'name' | 'roles' | 'availableRoles' | 'isSelf'>;
  actions: RoleActions;
}) {
  const grant = useAction<{ role: string }>();
  const revoke = useAction<{ role: string }>();
  const [roleId, setRoleId] = useState('');
  const selectId = useId();
  const roleError = grant.fieldErrors.roleId;

  const describe = (role: RoleOption) => `${role.name} (${role.description})`;

  return (
    <section aria-labelledby="roles-title" className="mt-8">
      <h2 id="roles-title" tabIndex={-1} className="text-[19px] font-bold text-brand-900">
        역할
      </h2>
      <p className="mt-1 text-[14px] text-slate-700">
        역할 이름은 그 이름의 관리 권한을 줍니다 (스펙 6장). 관리자 역할은 관리자만 주고 거둘 수 있습니다.
      </p>
      <div className="mt-3">
        <TableFrame labelledBy="roles-caption">
          <table className={tableClass}>
            <caption id="roles-caption" className="sr-only">
              {user.name}님의 역할
            </caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  역할
                </th>
                <th scope="col" className={thClass}>
                  설명
                </th>
                <th scope="col" className={thClass}>
                  부여일
                </th>
                <th scope="col" className={thClass}>
                  부여한 사람
                </th>
                <th scope="col" className={thClass}>
                  <span className="sr-only">해제</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {user.roles.length === 0 && (
                <tr>
                  <td colSpan={5} className="px-3 py-6 text-center text-slate-700">
                    역할이 없는 일반 회원입니다.
                  </td>
                </tr>
              )}
              {user.roles.map((role) => (
                <tr key={role.id} data-testid="held-role">
                  <th scope="row" className={`${tdClass} font-semibold`}>
                    {role.name}
                  </th>
                  <td className={tdClass}>{role.description}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatSeoulDate(role.grantedAt)}</td>
                  <td className={tdClass}>{role.grantedByName ?? '—'}</td>
                  <td className={`${tdClass} text-right`}>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={revoke.pending}
                      aria-label={`${role.name} 역할 해제`}
                      onClick={() =>
                        revoke.run(
                          () => actions.revoke({ userId: user.id, roleId: role.id }),
                          (data) => {
                            // The row and its button go away: keep the keyboard in this section.
                            requestAnimationFrame(() => document.getElementById('roles-title')?.focus());
                            return `${data.role} 역할을 해제했습니다.`;
                          },
                        )
                      }
                    >
                      해제
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
        <FormAlert message={revoke.error} />
        <FormStatus message={revoke.success} />
      </div>

      <form
        className="mt-5 flex flex-wrap items-end gap-2"
        aria-label="역할 부여"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          grant.run(
            () => actions.grant({ userId: user.id, roleId }),
            (data) => {
              setRoleId('');
              return `${data.role} 역할을 부여했습니다.`;
            },
            (errors) => {
              if (errors.roleId) document.getElementById(selectId)?.focus();
            },
          );
        }}
      >
        <div className="min-w-[280px] flex-1 desk:max-w-[480px]">
          <label htmlFor={selectId} className={labelClass}>
            부여할 역할
          </label>
          <select
            id={selectId}
            value={roleId}
            onChange={(event) => setRoleId(event.target.value)}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={describedBy(selectId, false, Boolean(roleError))}
            className={`mt-1 ${inputClass}`}
          >
            <option value="">역할을 고르세요</option>
            {user.availableRoles.map((role) => (
              <option key={role.id} value={role.id}>
                {describe(role)}
              </option>
            ))}
          </select>
          <FieldError id={selectId} message={roleError} />
        </div>
        <button type="submit" className={buttonClass} disabled={grant.pending}>
          {grant.pending ? '부여하는 중…' : '역할 부여'}
        </button>
      </form>
      <FormAlert message={roleError ? null : grant.error} />
      <FormStatus message={grant.success} />
    </section>
  );
}

/** The stored role JSON (the spec's userinfo.role): validated all or nothing before it is saved. */
export function RoleRulesPanel({
  user,
  save,
  canEdit,
}: {
  user: Pick<UserDetail, 'id' | 'roleRules'>;
  save: Action<{ changed: boolean; rules: number }>;
  canEdit: boolean;
}) {
  const action = useAction<{ changed: boolean; rules: number }>();
  const [text, setText] = useState(user.roleRules ?? '');
  const id = useId();
  const error = action.fieldErrors.roleRules;
  return (
    <section aria-labelledby="rules-title" className="mt-10">
      <h2 id="rules-title" className="text-[19px] font-bold text-brand-900">
        추가 역할 규칙 (JSON)
      </h2>
      <form
        className="mt-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          action.run(
            () => save({ userId: user.id, roleRules: text }),
            (data) =>
              !data.changed
                ? '바뀐 내용이 없습니다.'
                : data.rules === 0
                  ? '추가 역할 규칙을 비웠습니다.'
                  : `추가 역할 규칙 ${data.rules}개를 저장했습니다.`,
            (errors) => {
              if (errors.roleRules) document.getElementById(id)?.focus();
            },
          );
        }}
      >
        <label htmlFor={id} className={labelClass}>
          역할 규칙
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          spellCheck={false}
          readOnly={!canEdit}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, Boolean(error))}
          style={codeFontStyle}
          className={`mt-1 ${inputClass} read-only:bg-slate-100`}
        />
        <FieldHint
          id={id}
          hint={
            <>
              역할 외에 더할 권한을{' '}
              <code className="rounded bg-slate-100 px-1" style={codeFontStyle}>
                {'[{ "action": "manage", "subject": "송무팀" }]'}
              </code>{' '}
              형식으로 적습니다. 비우면 추가 규칙이 없어집니다. 하나라도 틀리면 아무것도 저장하지 않습니다.
              {!canEdit && ' 역할 규칙은 관리자만 바꿀 수 있습니다.'}
            </>
          }
        />
        <FieldError id={id} message={error} />
        {canEdit && (
          <button type="submit" className={`mt-3 ${buttonClass}`} disabled={action.pending}>
            {action.pending ? '저장하는 중…' : '역할 규칙 저장'}
          </button>
        )}
      </form>
      <FormAlert message={error ? null : action.error} />
      <FormStatus message={action.success} />
    </section>
  );
}

export type AccountActions = { disable: Action<{ disabledAt: Date; sessionsEnded: number }>; enable: Action<{ enabled: boolean }> };

/** Stops an account (signed out at once, no new sign-in) or lets it sign in again. */
export function AccountPanel({
  user,
  actions,
}: {
  user: Pick<UserDetail, 'id' | 'name' | 'disabledAt' | 'isSelf'>;
  actions: AccountActions;
}) {
  const action = useAction<unknown>();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="account-title" className="mt-10">
      <h2 id="account-title" tabIndex={-1} className="text-[19px] font-bold text-brand-900">
        계정 상태
      </h2>
      {user.disabledAt ? (
        <>
          <p className="mt-2 text-[15px] text-slate-800">
            {formatSeoulDate(user.disabledAt)}부터 이용이 중지된 계정입니다. 로그인할 수 없습니다.
          </p>
          <button
            type="button"
            className={`mt-3 ${buttonClass}`}
            disabled={action.pending}
            onClick={() =>
              action.run(
                () => actions.enable({ userId: user.id }) as Promise<ActionResult<unknown>>,
                () => {
                  requestAnimationFrame(() => document.getElementById('account-title')?.focus());
                  return '계정 이용을 다시 허용했습니다.';
                },
              )
            }
          >
            이용 재개
          </button>
        </>
      ) : (
        <>
          <p className="mt-2 text-[15px] text-slate-800">
            이용을 중지하면 이 회원은 모든 기기에서 바로 로그아웃되고, 다시 허용할 때까지 로그인할 수 없습니다.
            {user.isSelf && ' 자신의 계정은 이용 중지할 수 없습니다.'}
          </p>
          {!confirming ? (
            <button
              id="account-disable"
              type="button"
              className={`mt-3 ${dangerButtonClass}`}
              disabled={action.pending}
              onClick={() => setConfirming(true)}
            >
              계정 이용 중지
            </button>
          ) : (
            <div className="mt-3 rounded-xl border border-red-200 bg-red-50 p-4" role="group" aria-labelledby="disable-confirm">
              <p id="disable-confirm" className="text-[15px] font-semibold text-red-900">
                {user.name}님의 계정 이용을 중지할까요?
              </p>
              <div className="mt-3 flex gap-2">
                <button
                  type="button"
                  className={dangerButtonClass}
                  disabled={action.pending}
                  autoFocus
                  onClick={() =>
                    action.run(
                      () => actions.disable({ userId: user.id }) as Promise<ActionResult<unknown>>,
                      () => {
                        setConfirming(false);
                        requestAnimationFrame(() => document.getElementById('account-title')?.focus());
                        return '계정 이용을 중지했습니다. 이 회원은 로그아웃되었습니다.';
                      },
                      () => {
                        setConfirming(false);
                        requestAnimationFrame(() => document.getElementById('account-disable')?.focus());
                      },
                    )
                  }
                >
                  이용 중지
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => {
                    setConfirming(false);
                    requestAnimationFrame(() => document.getElementById('account-disable')?.focus());
                  }}
                >
                  취소
                </button>
              </div>
            </div>
          )}
        </>
      )}
      <FormAlert message={action.error} />
      <FormStatus message={action.success} />
    </section>
  );
}
