import Link from 'next/link';
import { OlderLinks, PageHeader, linkClass } from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { officeTalkPath, officeTalkTakedownsPath, talkPostPath } from '@/lib/routes';
import { takedownGrounds, takedownKeepYears, takedownRelations, takedownStatusLabel } from '../domain/takedowns';
import type { OfficeTakedown } from '../server/takedowns';
import { TakedownControls } from './takedown-controls';

/**
 * /office/talk/takedowns: open requests first, newest first; the requester's name and contact are
 * shown here and nowhere else. A blind whose days have run out is flagged until someone decides.
 */
export function OfficeTakedownList({
  result,
  isFirst,
}: {
  result: { items: OfficeTakedown[]; nextCursor: string | null; openCount: number };
  isFirst: boolean;
}) {
  return (
    <section aria-labelledby="office-takedowns-title">
      <PageHeader id="office-takedowns-title" title="게시중단 요청">
        <p>
          정보통신망법 제44조의2에 따른 권리침해 신고입니다. 접수되면 지체 없이 임시조치(최대 30일)하고, 기간 안에 삭제·복원·기각을 결정해
          주세요. 임시조치 기간이 지나도 글은 자동으로 다시 보이지 않습니다. 요청 기록은 {takedownKeepYears}년 보관 후 파기됩니다.
        </p>
        <p className="mt-2">
          처리 중인 요청 <strong>{result.openCount}건</strong> ·{' '}
          <Link href={officeTalkPath} className={linkClass}>
            커뮤니티 관리로
          </Link>
        </p>
      </PageHeader>
      {result.items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 px-4 py-8 text-center text-slate-700">접수된 게시중단 요청이 없습니다.</p>
      ) : (
        <ol className="space-y-4">
          {result.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-300 p-4" data-testid="office-takedown">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-[16px] font-bold text-slate-900">
                  #{item.id}{' '}
                  {item.postId && item.postLive ? (
                    <Link href={talkPostPath(item.postId)} className={linkClass}>
                      {item.postTitle}
                    </Link>
                  ) : (
                    <span>{item.postTitle} (지워진 글)</span>
                  )}
                </h2>
                <p className="text-[14px] font-semibold text-slate-800">
                  {takedownStatusLabel(item.status)}
                  {item.overdue && (
                    <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-[12.5px] font-bold text-white">
                      임시조치 기간 지남 · 결정 필요
                    </span>
                  )}
                </p>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-[14px] text-slate-800 desk:grid-cols-2">
                <div>
                  <dt className="inline font-semibold">접수</dt> <dd className="inline">{formatSeoulDateTime(new Date(item.createdAt))}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">요청인</dt>{' '}
                  <dd className="inline">
                    {item.requesterName} ({takedownRelations[item.relation] ?? item.relation}) · {item.requesterContact}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold">사유</dt> <dd className="inline">{takedownGrounds[item.ground] ?? item.ground}</dd>
                </div>
                {item.blindedUntil && (
                  <div>
                    <dt className="inline font-semibold">임시조치 끝</dt>{' '}
                    <dd className="inline">{formatSeoulDateTime(new Date(item.blindedUntil))}</dd>
                  </div>
                )}
                {item.decidedAt && (
                  <div className="desk:col-span-2">
                    <dt className="inline font-semibold">결정</dt>{' '}
                    <dd className="inline">
                      {formatSeoulDateTime(new Date(item.decidedAt))} · {item.decidedByName}
                      {item.decisionNote ? ` · ${item.decisionNote}` : ''}
                    </dd>
                  </div>
                )}
              </dl>
              <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 px-3 py-2 text-[14.5px] text-slate-800">
                {item.reason}
              </p>
              {(item.status === 'received' || item.status === 'blinded') && (
                <div className="mt-3 border-t border-slate-200 pt-3">
                  <TakedownControls id={item.id} status={item.status} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <OlderLinks
        label="게시중단 요청 쪽 이동"
        firstHref={officeTalkTakedownsPath}
        olderHref={result.nextCursor ? `${officeTalkTakedownsPath}?before=${encodeURIComponent(result.nextCursor)}` : null}
        isFirst={isFirst}
        firstText="처음으로"
        olderText="지난 요청 더 보기"
      />
    </section>
  );
}
