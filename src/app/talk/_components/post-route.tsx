import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { loginPath, type Viewer } from '@/features/auth/server/viewer';
import { editWindow } from '@/features/community/domain/edit-window';
import { getFirmSettings } from '@/features/firm/server/queries';
import { boardByKey, boardPath } from '@/features/community/domain/boards';
import { excerptOf } from '@/lib/text';
import { listTalkComments } from '@/features/community/server/comments';
import { listTalkPostImages } from '@/features/community/server/images';
import { getLockedTalkPost, getTalkPost, type LockedTalkPost } from '@/features/community/server/queries';
import { blindedByReportsNotice } from '@/features/community/domain/report-reasons';
import { blindedByTakedownNotice } from '@/features/community/domain/takedowns';
import { TalkComments } from '@/features/community/ui/comments';
import { LikeButton } from '@/features/community/ui/like-button';
import { PostBookmark } from '@/features/community/ui/post-bookmark';
import { PostReader, ReaderPostActions } from '@/features/community/ui/reader-state';
import { CommunityRules } from '@/features/community/ui/community-rules';
import { SanctionForm } from '@/features/community/ui/sanction-controls';
import { ModerationControls, NoticeControls, OwnerControls, ReportButton } from '@/features/community/ui/post-controls';
import { TalkPostBody } from '@/features/community/ui/post-list';
import { TalkPostImages } from '@/features/community/ui/post-images';
import { TalkNav, talkContainer } from '@/features/community/ui/talk-frame';
import { ViewCounter } from '@/features/community/ui/view-counter';
import { formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { pageMetadata } from '@/lib/metadata';
import { officeTalkHistoryPath, routes, talkPostPath, talkTakedownPath } from '@/lib/routes';

/** A post id from the address: digits only, anything else is no post. */
export function talkPostIdParam(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** The post page's metadata, as `viewer` may see the post. */
export async function postPageMetadata(id: number, viewer: Viewer | null): Promise<Metadata> {
  const post = await getTalkPost(id, viewer);
  if (!post) return { robots: { index: false, follow: false } };
  const metadata = pageMetadata(talkPostPath(post.id), `${post.title} - ${post.boardTitle}`, excerptOf(post.body, 150), {
    openGraph: { type: 'article', publishedTime: post.createdAt },
  });
  // Hidden and secret posts are seen by moderators and the author only: never indexed.
  if (post.hidden || post.secret) metadata.robots = { index: false, follow: false };
  return metadata;
}

/**
 * One post and its comments as `viewer` sees them: with the author's, members' and moderators'
 * controls, or, for null, as any visitor without a session sees it (the cached page, decision 013).
 */
export async function PostRoute({ id, viewer }: { id: number; viewer: Viewer | null }) {
  // Two queries, side by side: the post (which decides who may see it) and its comments.
  // Images are read beside them and shown only when the post is (listTalkPostImages decides nothing).
  const [post, comments, images] = await Promise.all([getTalkPost(id, viewer), listTalkComments(id, viewer), listTalkPostImages(id)]);
  if (!post) {
    const locked = await getLockedTalkPost(id);
    if (!locked) notFound();
    if (viewer) return <LockedPost post={locked} signedIn />;
    // Cached: its author or a moderator, signed in, is sent on to the page rendered for them.
    return (
      <PostReader postId={id} commentIds="">
        <LockedPost post={locked} signedIn={false} />
      </PostReader>
    );
  }
  const board = boardByKey(post.board);
  const home = board ? boardPath(board) : routes.talk;
  const edit = post.isMine ? editWindow(new Date(post.createdAt), (await getFirmSettings()).talkEditWindowMinutes) : null;
  const page = (
    <div className={`${talkContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '부부 커뮤니티', path: routes.talk },
          { name: post.boardTitle, path: home },
          { name: post.title, path: talkPostPath(post.id) },
        ]}
      />
      <TalkNav current={post.board} />
      <div className="mt-8 grid gap-10 desk:grid-cols-[1fr_320px]">
        <article aria-labelledby="talk-post-title">
          {post.secret && (
            <p role="note" className="mb-4 rounded-lg bg-slate-100 px-4 py-3 text-[14.5px] font-medium text-slate-800">
              비밀글입니다. {post.canModerate && !post.isMine ? '글쓴이와 운영진만 볼 수 있습니다.' : '나와 운영진만 볼 수 있어요.'}
            </p>
          )}
          {post.hidden && (
            <p role="note" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-[14.5px] font-medium text-amber-900">
              {post.blindedByReports
                ? blindedByReportsNotice
                : post.blindedByTakedown
                  ? blindedByTakedownNotice
                  : '운영원칙에 따라 숨김 처리된 글입니다.'}{' '}
              {post.canModerate ? '다른 회원에게는 보이지 않습니다.' : '글쓴이와 운영진만 볼 수 있습니다.'}
            </p>
          )}
          <p className="text-[14px] font-semibold text-accent-600">
            <Link href={home} className="hover:underline">
              {post.boardTitle}
            </Link>
            {post.recommended && <span className="ml-2 rounded bg-accent-600 px-1.5 py-0.5 text-[12px] font-bold text-white">추천</span>}
          </p>
          <h1
            id="talk-post-title"
            className="mt-2 break-words text-[26px] font-bold leading-snug tracking-[-0.02em] text-brand-900 desk:text-[30px]"
          >
            {post.title}
          </h1>
          <p className="mt-3 flex flex-wrap gap-x-3 text-[14px] text-slate-600">
            <span data-testid="talk-post-author">{post.authorLabel}</span>
            <time dateTime={seoulDay(post.createdAt)}>{formatSeoulDate(post.createdAt)}</time>
            {post.editedAt && <span data-testid="talk-post-edited">(수정됨)</span>}
            <ViewCounter id={post.id} initial={post.viewCount} />
          </p>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <TalkPostBody body={post.body} />
            <TalkPostImages images={images} />
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
            {viewer ? (
              <>
                {!post.isMine && !post.hidden && !post.secret ? (
                  <LikeButton target="post" id={post.id} liked={post.likedByViewer} count={post.likeCount} />
                ) : (
                  <span className="text-[14.5px] text-slate-700" data-testid="talk-like-count">
                    공감 {post.likeCount.toLocaleString('ko-KR')}
                  </span>
                )}
                <PostBookmark viewer={viewer} post={post} />
                {post.isMine ? (
                  <OwnerControls id={post.id} boardHref={home} editClosed={edit && !edit.open ? edit.reason : undefined} />
                ) : (
                  <ReportButton id={post.id} reported={post.reportedByViewer} />
                )}
              </>
            ) : (
              <ReaderPostActions postId={post.id} likeCount={post.likeCount} loginHref={loginPath(talkPostPath(post.id))} />
            )}
          </div>
          {!post.hidden && !post.isMine && (
            <p className="mt-3 text-[13.5px] text-slate-600">
              이 글이 내 사생활이나 명예를 침해한다면{' '}
              <Link href={talkTakedownPath(post.id)} className="font-semibold text-brand-700 underline underline-offset-2">
                게시중단 요청
              </Link>
              을 할 수 있어요.
            </p>
          )}
          {post.canModerate && (
            <section aria-labelledby="talk-moderation-title" className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-4">
              <h2 id="talk-moderation-title" className="text-[15px] font-bold text-slate-900">
                운영진 관리 <span className="font-normal text-slate-700">(신고 {post.reportCount}건)</span>
              </h2>
              <div className="mt-3">
                <ModerationControls id={post.id} hidden={post.hidden} recommended={post.recommended} />
              </div>
              <div className="mt-3 border-t border-slate-200 pt-3">
                <NoticeControls id={post.id} notice={post.notice} disabled={post.hidden || post.secret} />
              </div>
              <div className="mt-3 border-t border-slate-200 pt-3">
                <SanctionForm target="post" id={post.id} />
              </div>
              {post.editedAt && (
                <p className="mt-3 border-t border-slate-200 pt-3 text-[14px]">
                  <Link href={officeTalkHistoryPath(post.id)} className="font-semibold text-brand-700 underline underline-offset-2">
                    수정 이력 보기
                  </Link>
                </p>
              )}
            </section>
          )}
          <TalkComments
            postId={post.id}
            comments={comments}
            canComment={post.hidden ? 'closed' : viewer ? 'yes' : 'login'}
            canModerate={post.canModerate}
            loginHref={loginPath(talkPostPath(post.id))}
          />
          <p className="mt-8">
            <Link href={home} className="text-[15px] font-semibold text-brand-700 underline underline-offset-2">
              {post.boardTitle} 목록으로
            </Link>
          </p>
        </article>
        <aside>
          <CommunityRules />
        </aside>
      </div>
    </div>
  );
  if (viewer) return page;
  // The cached page: a signed-in reader's own state comes from the island.
  const commentIds = comments.flatMap((comment) => [comment.id, ...comment.replies.map((reply) => reply.id)]).join(',');
  return (
    <PostReader postId={post.id} commentIds={commentIds}>
      {page}
    </PostReader>
  );
}

/** A secret or blinded post for someone who may not read it: why, and the way back to its board. */
function LockedPost({ post, signedIn }: { post: LockedTalkPost; signedIn: boolean }) {
  const board = boardByKey(post.board);
  const home = board ? boardPath(board) : routes.talk;
  return (
    <div className={`${talkContainer} py-10 desk:py-14`}>
      <TalkNav current={board?.key ?? null} />
      <section aria-labelledby="talk-locked-title" className="mt-8 rounded-2xl bg-slate-50 p-6">
        <h1 id="talk-locked-title" className="text-[24px] font-bold text-brand-900">
          {post.reason === 'secret' ? '비밀글입니다' : '가려진 글입니다'}
        </h1>
        <p className="mt-3 text-[15.5px] leading-relaxed text-slate-700">
          {post.reason === 'secret' ? '글쓴이와 운영진만 읽을 수 있는 글이에요.' : blindedByReportsNotice}{' '}
          {signedIn ? (
            ''
          ) : (
            <>
              내가 쓴 글이라면{' '}
              <Link href={loginPath(talkPostPath(post.id))} className="font-semibold text-brand-700 underline underline-offset-2">
                로그인
              </Link>
              해 주세요.
            </>
          )}
        </p>
        <p className="mt-5">
          <Link href={home} className="text-[15px] font-semibold text-brand-700 underline underline-offset-2">
            {post.boardTitle} 목록으로
          </Link>
        </p>
      </section>
    </div>
  );
}
