import Link from 'next/link';
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
  tableClass,
  tdClass,
  TableHead,
} from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { mailKindLabel } from '@/server/mail/mail-kinds';
import { mailStatuses, type MailDetail, type MailPage, type MailStatus } from '../server/mail-queries';
import { mailStatusLabel } from './mail-labels';

function TransportNotice({ smtpConfigured }: { smtpConfigured: boolean }) {
  return smtpConfigured ? (
    <div className="mb-5 rounded-xl border border-slate-200 bg-slate-50 p-4 text-[15px] text-slate-800" data-testid="mail-transport">
      <p>
        <strong className="font-bold">SMTP로 발송 중입니다.</strong> 사이트가 보내는 메일은 설정된 메일 서버(SMTP_URL)로 발송되고, 발송
        기록과 재시도 상태가 여기에 남습니다.
      </p>
    </div>
  ) : (
    <div className="mb-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-[15px] text-slate-900" data-testid="mail-transport">
      <p className="font-bold">메일을 실제로 보내지 않고 이 메일함에 보관합니다.</p>
      <p className="mt-1">
        서버에 SMTP_URL이 설정되어 있지 않아 비밀번호 재설정 안내 같은 메일이 발송되지 않고 ‘보관’ 상태로 여기에 쌓입니다. 회원이 메일을
        받지 못했다고 하면 여기서 열어 내용을 전달해 주세요. 메일에는 비밀번호 재설정 링크가 들어 있을 수 있어, 메일을 열면 감사 기록에
        남습니다.
      </p>
    </div>
  );
}

/** /office/mail: every mail the site sends, newest first; the bodies open one at a time. */
export function MailOutboxView({ page, status, before }: { page: MailPage; status?: MailStatus; before?: number }) {
  return (
    <section aria-labelledby="mail-title">
      <PageHeader id="mail-title" title="메일함" />
      <TransportNotice smtpConfigured={page.smtpConfigured} />

      <form method="get" action="/office/mail" aria-label="메일 상태로 거르기" className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="mail-status" className={labelClass}>
            상태
          </label>
          <select id="mail-status" name="status" defaultValue={status ?? ''} className={`mt-1 min-w-[200px] ${inputClass}`}>
            <option value="">모든 상태</option>
            {mailStatuses.map((value) => (
              <option key={value} value={value}>
                {mailStatusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass}>
          조회
        </button>
      </form>

      <TableFrame labelledBy="mail-caption">
        <table className={tableClass}>
          <caption id="mail-caption" className="sr-only">
            보낸 메일 목록: 받는 사람, 제목, 종류, 상태, 만든 시각, 보낸 시각
          </caption>
          <TableHead columns={['받는 사람', '제목', '종류', '상태', '만든 시각', '보낸 시각']} />
          <tbody>
            {page.items.length === 0 && (
              <EmptyRow colSpan={6}>{status ? '이 상태의 메일이 없습니다.' : '아직 보낸 메일이 없습니다.'}</EmptyRow>
            )}
            {page.items.map((mail) => (
              <tr key={mail.id} data-testid="mail-row">
                <td className={`${tdClass} break-all`}>{mail.to}</td>
                <td className={tdClass}>
                  {/* No prefetch: opening a mail is what the audit log records. */}
                  <Link href={`/office/mail/${mail.id}`} prefetch={false} className={linkClass}>
                    {mail.subject}
                  </Link>
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{mailKindLabel(mail.kind)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{mailStatusLabel(mail.status)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatSeoulDateTime(mail.createdAt)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{mail.sentAt ? formatSeoulDateTime(mail.sentAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <OlderLinks
        label="메일함 쪽 이동"
        isFirst={!before}
        firstHref={`/office/mail${queryString({ status })}`}
        olderHref={page.nextBefore ? `/office/mail${queryString({ status, before: page.nextBefore })}` : null}
      />
    </section>
  );
}

/** One mail with its text. Opening it was written to the audit log. */
export function MailDetailView({ mail }: { mail: MailDetail }) {
  return (
    <section aria-labelledby="mail-detail-title">
      <p className="mb-3 text-[14px]">
        <Link href="/office/mail" className={linkClass}>
          ← 메일함
        </Link>
      </p>
      <PageHeader id="mail-detail-title" title={mail.subject}>
        <p>이 메일을 연 기록이 감사 기록에 남았습니다. 비밀번호 재설정 링크는 받는 회원 본인에게만 전달해 주세요.</p>
      </PageHeader>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-[15px] desk:max-w-[720px]">
        <dt className="font-semibold text-slate-700">받는 사람</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="font-semibold text-slate-700">종류</dt>
        <dd>{mailKindLabel(mail.kind)}</dd>
        <dt className="font-semibold text-slate-700">상태</dt>
        <dd>{mailStatusLabel(mail.status)}</dd>
        <dt className="font-semibold text-slate-700">만든 시각</dt>
        <dd>{formatSeoulDateTime(mail.createdAt)}</dd>
        <dt className="font-semibold text-slate-700">보낸 시각</dt>
        <dd>{mail.sentAt ? formatSeoulDateTime(mail.sentAt) : '—'}</dd>
        {mail.lastError && (
          <>
            <dt className="font-semibold text-slate-700">마지막 오류</dt>
            <dd className="break-all">{mail.lastError}</dd>
          </>
        )}
      </dl>
      <h2 className="mt-6 text-[17px] font-bold text-brand-900">본문</h2>
      <pre
        className="mt-2 whitespace-pre-wrap break-all rounded-xl border border-slate-200 bg-slate-50 p-4 font-sans text-[15px] leading-relaxed text-slate-900"
        data-testid="mail-text"
      >
        {mail.text}
      </pre>
    </section>
  );
}
