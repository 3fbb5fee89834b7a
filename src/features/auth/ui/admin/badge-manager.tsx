'use client';

import { useId, useState } from 'react';
import type { ActionResult } from '@/lib/action-result';
import type { FieldErrors } from '@/lib/field-errors';
import type { BadgeItem } from '../../server/user-admin';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { formatSeoulDate } from '@/lib/seoul-date';
import { FieldError, FormAlert, FormStatus, TextField, describedBy } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';

type Action<T> = (input: unknown) => Promise<ActionResult<T>>;

export type BadgeActions = {
  create: Action<{ id: number }>;
  update: Action<{ changed: boolean }>;
  award: Action<{ userId: string; name: string }>;
  revoke: Action<{ revoked: boolean }>;
};

function BadgeFields({
  idPrefix,
  name,
  description,
  onName,
  onDescription,
  errors,
}: {
  idPrefix: string;
  name: string;
  description: string;
  onName: (value: string) => void;
  onDescription: (value: string) => void;
  errors: FieldErrors;
}) {
  return (
    <div className="grid gap-3 desk:grid-cols-[1fr_2fr]">
      <TextField id={`${idPrefix}-name`} label="배지 이름" value={name} onChange={onName} error={errors.name} required />
      <TextField
        id={`${idPrefix}-description`}
        label="설명"
        value={description}
        onChange={onDescription}
        error={errors.description}
        required
      />
    </div>
  );
}

function CreateBadgeForm({ create }: { create: BadgeActions['create'] }) {
  const action = useAction<{ id: number }>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const hasFieldError = Object.keys(action.fieldErrors).length > 0;
  return (
    <section aria-labelledby="badge-create-title" className="rounded-xl border border-slate-200 p-5">
      <h2 id="badge-create-title" className="mb-3 text-[18px] font-bold text-brand-900">
        새 배지
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          action.run(
            () => create({ name, description }),
            () => {
              const created = name.trim();
              setName('');
              setDescription('');
              return `‘${created}’ 배지를 만들었습니다.`;
            },
            (errors) => document.getElementById(errors.name ? 'badge-new-name' : 'badge-new-description')?.focus(),
          );
        }}
      >
        <BadgeFields
          idPrefix="badge-new"
          name={name}
          description={description}
          onName={setName}
          onDescription={setDescription}
          errors={action.fieldErrors}
        />
        <button type="submit" className={`mt-3 ${buttonClass}`} disabled={action.pending}>
          배지 만들기
        </button>
      </form>
      <FormAlert message={hasFieldError ? null : action.error} />
      <FormStatus message={action.success} />
    </section>
  );
}

function BadgeCard({ badge, actions }: { badge: BadgeItem; actions: BadgeActions }) {
  const edit = useAction<{ changed: boolean }>();
  const award = useAction<{ userId: string; name: string }>();
  const revoke = useAction<{ revoked: boolean }>();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(badge.name);
  const [description, setDescription] = useState(badge.description);
  const [email, setEmail] = useState('');
  const emailId = useId();
  const titleId = `badge-${badge.id}-title`;
  return (
    <li className="rounded-xl border border-slate-200 p-5" data-testid="badge-card">
      <h3 id={titleId} className="text-[18px] font-bold text-brand-900">
        {badge.name}
      </h3>
      <p className="mt-1 text-[15px] text-slate-800">{badge.description}</p>

      {editing ? (
        <form
          className="mt-3"
          aria-label={`${badge.name} 배지 수정`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            edit.run(
              () => actions.update({ id: badge.id, name, description }),
              (data) => {
                setEditing(false);
                requestAnimationFrame(() => document.getElementById(`badge-${badge.id}-edit`)?.focus());
                return data.changed ? '배지를 수정했습니다.' : '바뀐 내용이 없습니다.';
              },
            );
          }}
        >
          <BadgeFields
            idPrefix={`badge-${badge.id}`}
            name={name}
            description={description}
            onName={setName}
            onDescription={setDescription}
            errors={edit.fieldErrors}
          />
          <div className="mt-3 flex gap-2">
            <button type="submit" className={buttonClass} disabled={edit.pending}>
              저장
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => {
                setEditing(false);
                requestAnimationFrame(() => document.getElementById(`badge-${badge.id}-edit`)?.focus());
              }}
            >
              취소
            </button>
          </div>
        </form>
      ) : (
        <button
          id={`badge-${badge.id}-edit`}
          type="button"
          className={`mt-3 ${secondaryButtonClass}`}
          aria-label={`${badge.name} 배지 수정`}
          onClick={() => {
            setName(badge.name);
            setDescription(badge.description);
            setEditing(true);
          }}
        >
          수정
        </button>
      )}
      <FormAlert message={Object.keys(edit.fieldErrors).length ? null : edit.error} />
      <FormStatus message={edit.success} />

      <form
        className="mt-5 flex flex-wrap items-end gap-2"
        aria-label={`${badge.name} 배지 수여`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          award.run(
            () => actions.award({ badgeId: badge.id, email }),
            (data) => {
              setEmail('');
              return `${data.name}님에게 배지를 수여했습니다.`;
            },
            () => document.getElementById(emailId)?.focus(),
          );
        }}
      >
        <div className="min-w-[260px] flex-1">
          <label htmlFor={emailId} className={labelClass}>
            받을 회원의 이메일
          </label>
          <input
            id={emailId}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            aria-invalid={award.fieldErrors.email ? true : undefined}
            aria-describedby={describedBy(emailId, false, Boolean(award.fieldErrors.email))}
            className={`mt-1 ${inputClass}`}
          />
          <FieldError id={emailId} message={award.fieldErrors.email} />
        </div>
        <button type="submit" className={buttonClass} disabled={award.pending}>
          수여
        </button>
      </form>
      <FormAlert message={award.fieldErrors.email ? null : award.error} />
      <FormStatus message={award.success} />

      <h4 className="mt-5 text-[15px] font-semibold text-slate-900">받은 회원 {badge.holderCount.toLocaleString('ko-KR')}명</h4>
      {badge.holders.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={`${badge.name} 배지를 받은 회원`}>
          {badge.holders.map((holder) => (
            <li key={holder.userId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-[14px]">
              <span>
                {holder.name} <span className="text-slate-600">({holder.email})</span> · {formatSeoulDate(holder.awardedAt)}
              </span>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={revoke.pending}
                aria-label={`${holder.name}님의 ${badge.name} 배지 회수`}
                onClick={() =>
                  revoke.run(
                    () => actions.revoke({ badgeId: badge.id, userId: holder.userId }),
                    () => `${holder.name}님의 배지를 회수했습니다.`,
                  )
                }
              >
                회수
              </button>
            </li>
          ))}
        </ul>
      )}
      {badge.holderCount > badge.holders.length && (
        <p className="mt-2 text-[13px] text-slate-600">최근에 받은 {badge.holders.length}명만 보입니다.</p>
      )}
      <FormAlert message={revoke.error} />
      <FormStatus message={revoke.success} />
    </li>
  );
}

/** /member/badge (development flag only): community badges, made, edited, awarded and taken back. */
export function BadgeManager({ badges, actions }: { badges: BadgeItem[]; actions: BadgeActions }) {
  return (
    <div className="space-y-8">
      <CreateBadgeForm create={actions.create} />
      <section aria-labelledby="badge-list-title">
        <h2 id="badge-list-title" className="mb-3 text-[18px] font-bold text-brand-900">
          배지 목록
        </h2>
        {badges.length === 0 ? (
          <p className="text-slate-700">아직 만든 배지가 없습니다.</p>
        ) : (
          <ul className="space-y-4">
            {badges.map((badge) => (
              <BadgeCard key={badge.id} badge={badge} actions={actions} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
