import Link from 'next/link';
import { SectionCard } from '@/components/section-card';
import { routes, talkPostPath } from '@/lib/routes';
import type { MyTalkActivity } from '../server/queries';
import { formatSeoulDate } from '@/lib/seoul-date';

/** My page's '내가 쓴 글·댓글': the member's own community posts and how many comments they left. */
export function MyTalkActivitySection({ activity }: { activity: MyTalkActivity }) {
  const empty = activity.posts.length === 0 && activity.commentCount === 0;
  return (
    <SectionCard
      id="posts"
      title="내가 쓴 글·댓글"
      description={
        empty
          ? undefined
          : `글 ${activity.totalPosts}개 · 댓글 ${activity.commentCount}개. 이 목록은 나에게만 보이며, 익명 게시판의 글은 다른 사람에게 계속 익명으로 보입니다.`
      }
    >
      {empty ? (
        <div className="rounded-xl bg-slate-50 px-4 py-6 text-center text-[15px] text-slate-700">
          <p data-testid="posts-empty">아직 작성한 글과 댓글이 없습니다.</p>
          <p className="mt-1">
            <Link href={routes.talk} className="font-semibold text-brand-700 underline">
              부부 커뮤니티
            </Link>
            에서 이야기를 나눠 보세요.
          </p>
        </div>
      ) : activity.posts.length === 0 ? (
        <p className="text-[15px] text-slate-700">작성한 글은 없고, 댓글만 남기셨습니다.</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="my-posts">
          {activity.posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span className="min-w-0">
                <span className="mr-2 text-[13px] font-semibold text-accent-600">{post.boardTitle}</span>
                <Link href={talkPostPath(post.id)} className="font-semibold text-slate-900 hover:underline">
                  {post.title}
                </Link>
                {post.hidden && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-[12.5px] font-semibold text-amber-900">
                    운영진이 숨긴 글
                  </span>
                )}
              </span>
              <span className="text-[13.5px] text-slate-600">
                댓글 {post.commentCount} · {formatSeoulDate(new Date(post.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
