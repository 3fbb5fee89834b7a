import Link from 'next/link';
import { formatSeoulTime } from '@/lib/seoul-date';
import type { InboxSummary } from '../server/office-queries';

/** The office home's inbox card: how many wait, how many are late, and the longest wait. */
export function OfficeInboxSummary({ summary, answerTargetMinutes }: { summary: InboxSummary; answerTargetMinutes: number }) {
  const late = summary.overdueCount > 0;
  return (
    <section aria-labelledby="inbox-summary-title" className="rounded-xl border border-slate-200 p-5" data-testid="inbox-summary">
      <h2 id="inbox-summary-title" className="text-[19px] font-bold text-brand-900">
        상담 접수함
      </h2>
      <dl className="mt-4 grid gap-4 desk:grid-cols-3">
        <div className="rounded-lg bg-blue-50 p-4">
          <dt className="text-[14px] font-semibold text-blue-900">신규 상담</dt>
          <dd className="mt-1 text-[26px] font-bold text-blue-950">{summary.newCount.toLocaleString('ko-KR')}건</dd>
        </div>
        <div className={`rounded-lg p-4 ${late ? 'bg-red-50' : 'bg-slate-50'}`}>
          <dt className={`text-[14px] font-semibold ${late ? 'text-red-900' : 'text-slate-800'}`}>
            응답 지연 (접수 후 {answerTargetMinutes}분 초과)
          </dt>
          <dd className={`mt-1 text-[26px] font-bold ${late ? 'text-red-900' : 'text-slate-900'}`}>
            {summary.overdueCount.toLocaleString('ko-KR')}건
            {late && <span className="ml-2 align-middle text-[14px] font-semibold">⚠ 연락이 늦어지고 있습니다</span>}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-4">
          <dt className="text-[14px] font-semibold text-slate-800">가장 오래 기다린 신규 상담</dt>
          <dd className="mt-1 text-[17px] font-bold text-slate-900">
            {summary.oldestNew ? (
              <>
                {summary.oldestNew.age.text}
                <span className="block text-[13px] font-normal text-slate-700">
                  <time dateTime={summary.oldestNew.receivedAt.toISOString()}>{formatSeoulTime(summary.oldestNew.receivedAt)}</time> 접수
                </span>
              </>
            ) : (
              '기다리는 상담이 없습니다'
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-4">
        <Link href="/office/consults" className="font-semibold text-brand-700 underline underline-offset-2">
          상담 접수함으로 가기
        </Link>
        <Link href="/office/consults?status=new" className="font-semibold text-brand-700 underline underline-offset-2">
          신규 상담만 보기
        </Link>
      </div>
    </section>
  );
}
