import { deliveryDetailText } from '../domain/office-inbox';
import { formatSeoulTime } from '@/lib/seoul-date';
import type { OfficeConsult } from '../server/office-queries';
import { OfficeAssignForm, OfficeNoteForm, OfficeResendButton, OfficeStatusForm } from './office-consult-controls';
import { OfficeAnswerAge, OfficeStatusBadge } from './office-status';

const sectionClass = 'rounded-xl border border-slate-200 p-5';
const h2Class = 'text-[19px] font-bold text-brand-900';
const th = 'whitespace-nowrap border-b border-slate-300 px-3 py-2 text-left text-[14px] font-semibold text-slate-800';
const td = 'border-b border-slate-200 px-3 py-2 align-top text-[14px] text-slate-900';

function Time({ at }: { at: Date }) {
  return <time dateTime={at.toISOString()}>{formatSeoulTime(at)}</time>;
}

function formatBytes(size: number): string {
  if (size >= 1024 * 1024) return `${(size / (1024 * 1024)).toFixed(1)}MB`;
  return `${Math.max(1, Math.round(size / 1024))}KB`;
}

function telLink(tel: string): string {
  return `tel:${tel.replace(/[^0-9+]/g, '')}`;
}

/** The consult detail screen: the request, the work on it, and its records. */
export function OfficeConsultDetail({ consult }: { consult: OfficeConsult }) {
  return (
    <div className="grid grid-cols-1 gap-6 desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <section aria-labelledby="request-title" className={sectionClass}>
          <h2 id="request-title" className={h2Class}>
            신청 내용
          </h2>
          <dl className="mt-4 grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2.5 text-[15px]">
            <dt className="font-semibold text-slate-700">접수 시각</dt>
            <dd>
              <Time at={consult.receivedAt} />
            </dd>
            <dt className="font-semibold text-slate-700">이름</dt>
            <dd data-testid="consult-name">{consult.name || '이름 없음'}</dd>
            <dt className="font-semibold text-slate-700">연락처</dt>
            <dd>
              {consult.telMasked ? (
                consult.tel
              ) : (
                <a
                  href={telLink(consult.tel)}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                  data-testid="consult-tel"
                >
                  {consult.tel}
                </a>
              )}
            </dd>
            <dt className="font-semibold text-slate-700">지역</dt>
            <dd>{consult.region ?? '미선택'}</dd>
            <dt className="font-semibold text-slate-700">상담 분야</dt>
            <dd>{consult.category ?? '미선택'}</dd>
            <dt className="font-semibold text-slate-700">상태</dt>
            <dd className="flex flex-wrap items-center gap-2" data-testid="consult-status">
              <OfficeStatusBadge status={consult.status} label={consult.statusLabel} />
              {consult.age && <OfficeAnswerAge age={consult.age} />}
              {consult.statusChangedAt && (
                <span className="text-[13px] text-slate-600">
                  (<Time at={consult.statusChangedAt} /> 변경)
                </span>
              )}
            </dd>
            <dt className="font-semibold text-slate-700">첫 응답 시각</dt>
            <dd>{consult.firstAnsweredAt ? <Time at={consult.firstAnsweredAt} /> : '아직 없음'}</dd>
            <dt className="font-semibold text-slate-700">담당자</dt>
            <dd>{consult.assignee?.name ?? '미배정'}</dd>
            <dt className="font-semibold text-slate-700">유입 경로</dt>
            <dd className="break-all">{consult.inflowRoute ?? '기록 없음'}</dd>
            <dt className="font-semibold text-slate-700">유입 시각</dt>
            <dd>{consult.inflowAt ? <Time at={consult.inflowAt} /> : '기록 없음'}</dd>
            <dt className="font-semibold text-slate-700">접수 경로</dt>
            <dd>{consult.sourceLabel}</dd>
            <dt className="font-semibold text-slate-700">사건 번호</dt>
            <dd className="break-all font-mono text-[13px]">{consult.legalCaseUuid}</dd>
          </dl>
          <h3 className="mt-5 text-[16px] font-bold text-brand-900">상담 내용</h3>
          <p
            className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-[15px] leading-relaxed text-slate-900"
            data-testid="consult-content"
          >
            {consult.content}
          </p>
        </section>

        {consult.files.length > 0 && (
          <section aria-labelledby="files-title" className={sectionClass}>
            <h2 id="files-title" className={h2Class}>
              첨부 증거 파일 ({consult.files.length}개)
            </h2>
            <p className="mt-1 text-[14px] text-slate-700">
              방문자가 올린 파일입니다. 내려받을 때마다 열람 기록이 남습니다. 업무 목적 외에는 열지 마세요.
            </p>
            <ul className="mt-3 grid gap-2" data-testid="consult-files">
              {consult.files.map((file) => (
                <li key={file.key} className="flex flex-wrap items-baseline gap-x-3 text-[15px]">
                  <a
                    href={`/office/consults/${consult.id}/files/${encodeURIComponent(file.key)}`}
                    download
                    className="font-semibold break-all text-brand-700 underline underline-offset-2"
                  >
                    {file.originalName}
                  </a>
                  <span className="text-[13px] text-slate-600">
                    {file.contentType === 'application/pdf' ? 'PDF' : '이미지'} · {formatBytes(file.size)} · <Time at={file.createdAt} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="timeline-title" className={sectionClass}>
          <h2 id="timeline-title" className={h2Class}>
            처리 기록
          </h2>
          <ol className="mt-4 grid gap-3" data-testid="consult-timeline">
            {consult.timeline.map((entry) => (
              <li key={entry.id} className="border-l-4 border-brand-100 pl-3">
                <p className="text-[13px] text-slate-600">
                  <Time at={entry.at} /> · {entry.actorName}
                </p>
                <p className="text-[15px] font-semibold text-slate-900">{entry.text}</p>
                {entry.note && <p className="mt-1 whitespace-pre-wrap break-words text-[15px] text-slate-800">{entry.note}</p>}
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="consent-title" className={sectionClass}>
          <h2 id="consent-title" className={h2Class}>
            개인정보 수집·이용 동의
          </h2>
          {consult.consents.length === 0 ? (
            <p className="mt-3 text-[15px] text-slate-700">동의 기록이 없습니다.</p>
          ) : (
            <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="consent-title">
              <table className="w-full border-collapse">
                <caption className="sr-only">동의 기록</caption>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      목적
                    </th>
                    <th scope="col" className={th}>
                      동의문 버전
                    </th>
                    <th scope="col" className={th}>
                      동의 시각
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {consult.consents.map((consent) => (
                    <tr key={consent.id}>
                      <td className={td}>{consent.purposeLabel}</td>
                      <td className={`${td} font-mono`}>{consent.textVersion}</td>
                      <td className={`${td} whitespace-nowrap`}>
                        <Time at={consent.agreedAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>

      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        {consult.canUpdate && (
          <section aria-labelledby="work-title" className={sectionClass}>
            <h2 id="work-title" className={h2Class}>
              처리하기
            </h2>
            <div className="mt-4 grid gap-6">
              <OfficeStatusForm consultId={consult.id} status={consult.status} transitions={consult.transitions} />
              <OfficeAssignForm consultId={consult.id} assigneeId={consult.assignee?.id ?? null} staff={consult.staff} />
              <OfficeNoteForm consultId={consult.id} />
            </div>
          </section>
        )}

        <section aria-labelledby="delivery-title" className={sectionClass}>
          <h2 id="delivery-title" className={h2Class}>
            파트너 알림 전송 기록
          </h2>
          <p className="mt-2 text-[14px] text-slate-700">
            {consult.partnerJob
              ? `현재 상태: ${consult.partnerJob.statusLabel} (시도 ${consult.partnerJob.attempts}/${consult.partnerJob.maxAttempts}회)`
              : '전송 작업이 없습니다.'}
            {consult.partnerJob?.status === 'pending' && (
              <>
                {' '}
                · 다음 시도 <Time at={consult.partnerJob.runAt} />
              </>
            )}
          </p>
          {consult.partnerJob?.lastError &&
            (consult.partnerJob.status === 'skipped' ? (
              <p className="mt-1 break-words text-[14px] text-slate-700">사유: {deliveryDetailText(consult.partnerJob.lastError)}</p>
            ) : (
              <p className="mt-1 break-words text-[14px] text-red-800">마지막 오류: {deliveryDetailText(consult.partnerJob.lastError)}</p>
            ))}
          {consult.deliveries.length > 0 ? (
            <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="delivery-title">
              <table className="w-full border-collapse" data-testid="delivery-log">
                <caption className="sr-only">파트너 알림 전송 시도</caption>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      시도
                    </th>
                    <th scope="col" className={th}>
                      결과
                    </th>
                    <th scope="col" className={th}>
                      HTTP
                    </th>
                    <th scope="col" className={th}>
                      내용
                    </th>
                    <th scope="col" className={th}>
                      시각
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {consult.deliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td className={td}>{delivery.attempt}회</td>
                      <td className={td}>{delivery.outcomeLabel}</td>
                      <td className={td}>{delivery.httpStatus ?? '—'}</td>
                      <td className={`${td} max-w-[16rem] break-words`}>{delivery.detail ? deliveryDetailText(delivery.detail) : '—'}</td>
                      <td className={`${td} whitespace-nowrap`}>
                        <Time at={delivery.at} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-3 text-[14px] text-slate-700">아직 전송 시도가 없습니다.</p>
          )}
          {consult.canUpdate && (
            <div className="mt-4">
              <OfficeResendButton consultId={consult.id} />
            </div>
          )}
        </section>

        {consult.auditEntries && (
          <section aria-labelledby="audit-title" className={sectionClass}>
            <h2 id="audit-title" className={h2Class}>
              열람·변경 기록
            </h2>
            <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="audit-title">
              <table className="w-full border-collapse" data-testid="audit-log">
                <caption className="sr-only">이 상담의 열람·변경 기록 (최신순, 최대 200건)</caption>
                <thead>
                  <tr>
                    <th scope="col" className={th}>
                      시각
                    </th>
                    <th scope="col" className={th}>
                      직원
                    </th>
                    <th scope="col" className={th}>
                      기록
                    </th>
                    <th scope="col" className={th}>
                      IP
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {consult.auditEntries.map((entry) => (
                    <tr key={entry.id} data-action={entry.action}>
                      <td className={`${td} whitespace-nowrap`}>
                        <Time at={entry.at} />
                      </td>
                      <td className={td}>{entry.actorName}</td>
                      <td className={td}>
                        {entry.actionLabel}
                        {entry.summary && <span className="block text-[13px] text-slate-700">{entry.summary}</span>}
                      </td>
                      <td className={`${td} font-mono text-[13px]`}>{entry.ipAddress ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
