import Link from 'next/link';
import type { FieldErrors } from '@/lib/field-errors';
import type { AuditFilter, AuditPage } from '../../server/audit-queries';
import {
  EmptyRow,
  OlderLinks,
  PageHeader,
  TableFrame,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  queryString,
  secondaryButtonClass,
  tableClass,
  tdClass,
  TableHead,
} from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { describedBy, FieldError } from '@/components/form/form-parts';
import { auditActionLabel, auditActionLabels, auditSubjectLabel, auditSubjectLabels, describeAuditDetail } from '../../domain/audit-labels';

type Props = {
  page: AuditPage;
  filter: AuditFilter;
  errors: FieldErrors;
  facets: { actions: string[]; subjectTypes: string[] };
};

/** /office/audit: who did what to which record, newest first, with filters that live in the address. */
export function AuditLogView({ page, filter, errors, facets }: Props) {
  const actions = [...new Set([...Object.keys(auditActionLabels), ...facets.actions])].sort((a, b) =>
    auditActionLabel(a).localeCompare(auditActionLabel(b), 'ko'),
  );
  const subjectTypes = [...new Set([...Object.keys(auditSubjectLabels), ...facets.subjectTypes])];
  const base = {
    actor: filter.actor,
    action: filter.action,
    subjectType: filter.subjectType,
    subjectId: filter.subjectId,
    from: filter.from,
    to: filter.to,
  };
  const filtered = Object.values(base).some(Boolean);
  const errorList = Object.values(errors);
  const field = (name: keyof typeof base) => ({
    id: `audit-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`audit-${name}`, false, Boolean(errors[name])),
  });

  return (
    <section aria-labelledby="audit-title">
      <PageHeader id="audit-title" title="감사 기록">
        <p>직원이 개인정보를 열람하거나 설정·역할을 바꾼 기록입니다. 최신 기록이 위에 옵니다. 기록은 고치거나 지울 수 없습니다.</p>
      </PageHeader>

      <form method="get" action="/office/audit" aria-label="감사 기록 필터" className="mb-5 rounded-xl border border-slate-200 p-4">
        {errorList.length > 0 && (
          <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-[14px] font-medium text-red-800">
            적용하지 못한 조건이 있습니다: {errorList.join(' ')}
          </p>
        )}
        <div className="grid gap-3 desk:grid-cols-3">
          <div>
            <label htmlFor="audit-actor" className={labelClass}>
              작업자 (이름 또는 이메일)
            </label>
            <input {...field('actor')} type="text" defaultValue={filter.actor ?? ''} maxLength={100} className={`mt-1 ${inputClass}`} />
            <FieldError id="audit-actor" message={errors.actor} />
          </div>
          <div>
            <label htmlFor="audit-action" className={labelClass}>
              작업
            </label>
            <select {...field('action')} defaultValue={filter.action ?? ''} className={`mt-1 ${inputClass}`}>
              <option value="">모든 작업</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </select>
            <FieldError id="audit-action" message={errors.action} />
          </div>
          <div>
            <label htmlFor="audit-subjectType" className={labelClass}>
              대상 종류
            </label>
            <select {...field('subjectType')} defaultValue={filter.subjectType ?? ''} className={`mt-1 ${inputClass}`}>
              <option value="">모든 대상</option>
              {subjectTypes.map((type) => (
                <option key={type} value={type}>
                  {auditSubjectLabel(type)}
                </option>
              ))}
            </select>
            <FieldError id="audit-subjectType" message={errors.subjectType} />
          </div>
          <div>
            <label htmlFor="audit-subjectId" className={labelClass}>
              대상 번호
            </label>
            <input
              {...field('subjectId')}
              type="text"
              defaultValue={filter.subjectId ?? ''}
              maxLength={200}
              className={`mt-1 ${inputClass}`}
            />
            <FieldError id="audit-subjectId" message={errors.subjectId} />
          </div>
          <div>
            <label htmlFor="audit-from" className={labelClass}>
              시작 날짜
            </label>
            <input {...field('from')} type="date" defaultValue={filter.from ?? ''} className={`mt-1 ${inputClass}`} />
            <FieldError id="audit-from" message={errors.from} />
          </div>
          <div>
            <label htmlFor="audit-to" className={labelClass}>
              끝 날짜
            </label>
            <input {...field('to')} type="date" defaultValue={filter.to ?? ''} className={`mt-1 ${inputClass}`} />
            <FieldError id="audit-to" message={errors.to} />
          </div>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="submit" className={buttonClass}>
            조회
          </button>
          {filtered && (
            <Link href="/office/audit" className={secondaryButtonClass}>
              조건 지우기
            </Link>
          )}
        </div>
      </form>

      <TableFrame labelledBy="audit-caption">
        <table className={tableClass}>
          <caption id="audit-caption" className="sr-only">
            감사 기록: 시각, 작업자, 작업, 대상, 내용, 접속 주소
          </caption>
          <TableHead columns={['시각', '작업자', '작업', '대상', '내용', '접속 주소']} />
          <tbody>
            {page.items.length === 0 && (
              <EmptyRow colSpan={6}>{filtered ? '조건에 맞는 기록이 없습니다.' : '아직 기록이 없습니다.'}</EmptyRow>
            )}
            {page.items.map((row) => (
              <tr key={row.id} data-testid="audit-row">
                <td className={`${tdClass} whitespace-nowrap`}>{formatSeoulDateTime(row.createdAt)}</td>
                <td className={tdClass}>
                  {row.actorName}
                  {row.actorEmail && <span className="block text-[13px] text-slate-600">{row.actorEmail}</span>}
                </td>
                <td className={`${tdClass} whitespace-nowrap font-semibold`}>{auditActionLabel(row.action)}</td>
                <td className={tdClass}>
                  {auditSubjectLabel(row.subjectType)}
                  {row.subjectId &&
                    (row.subjectType === 'user' ? (
                      <Link href={`/office/users/${encodeURIComponent(row.subjectId)}`} className={`block text-[13px] ${linkClass}`}>
                        회원 보기<span className="sr-only"> ({row.subjectId})</span>
                      </Link>
                    ) : (
                      <span className="block text-[13px] text-slate-600">#{row.subjectId}</span>
                    ))}
                </td>
                <td className={`${tdClass} break-all`}>{describeAuditDetail(row.action, row.detail)}</td>
                <td className={`${tdClass} whitespace-nowrap text-[13px]`}>{row.ipAddress ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <OlderLinks
        label="감사 기록 쪽 이동"
        isFirst={!filter.before}
        firstHref={`/office/audit${queryString(base)}`}
        olderHref={page.nextBefore ? `/office/audit${queryString({ ...base, before: page.nextBefore })}` : null}
      />
    </section>
  );
}
