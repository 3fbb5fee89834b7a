import Link from 'next/link';
import { PageHeader, linkClass } from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { officeTalkPath, talkPostPath } from '@/lib/routes';
import type { TalkPostHistory } from '../server/edit-history';
import { TalkPostBody } from './post-list';

function Version({ label, title, body, time }: { label: string; title: string; body: string; time: string }) {
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-4" data-testid="talk-revision">
      <p className="text-[13.5px] font-semibold text-slate-700">
        {label} · <time dateTime={time}>{formatSeoulDateTime(new Date(time))}</time>
      </p>
      <h3 className="mt-1 break-words text-[17px] font-bold text-brand-900">{title}</h3>
      <div className="mt-2 border-t border-slate-200 pt-2">
        <TalkPostBody body={body} />
      </div>
    </li>
  );
}

/** '수정 이력': the post as readers see it now, then each earlier version with the time it was written. */
export function OfficeTalkHistory({ history }: { history: TalkPostHistory }) {
  return (
    <section aria-labelledby="office-talk-history-title">
      <PageHeader id="office-talk-history-title" title="수정 이력">
        <p>
          {history.boardTitle} · 처음 쓴 때 {formatSeoulDateTime(new Date(history.createdAt))}
          {history.deleted ? ' · 글쓴이가 지운 글' : ''}. 이전 버전은 운영진만 볼 수 있습니다.
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4">
          {!history.deleted && (
            <Link href={talkPostPath(history.id)} className={linkClass}>
              글 보기
            </Link>
          )}
          <Link href={officeTalkPath} className={linkClass}>
            커뮤니티 관리로
          </Link>
        </p>
      </PageHeader>
      <h2 className="text-[16px] font-bold text-slate-900">지금 보이는 글</h2>
      <ul className="mt-2">
        <Version
          label={history.editedAt ? '마지막으로 고친 때' : '쓴 때'}
          title={history.current.title}
          body={history.current.body}
          time={history.current.writtenAt}
        />
      </ul>
      <h2 className="mt-8 text-[16px] font-bold text-slate-900">이전 버전 ({history.revisions.length}개, 오래된 것부터)</h2>
      {history.revisions.length === 0 ? (
        <p className="mt-2 text-[14.5px] text-slate-700">고친 적이 없는 글입니다.</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {history.revisions.map((revision, index) => (
            <Version
              key={revision.id}
              label={`${index + 1}번째 버전 · ${index === 0 ? '처음 쓴 글' : '고친 글'}`}
              title={revision.title}
              body={revision.body}
              time={revision.writtenAt}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
