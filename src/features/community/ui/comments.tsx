import { formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { deletedCommentText } from '../domain/post-rules';
import { blindedCommentNotice } from '../domain/report-reasons';
import type { TalkComment, TalkCommentThread } from '../server/comments';
import { CommentControls, CommentForm } from './comment-form';
import { LikeButton } from './like-button';
import { ReaderCommentActions, ReaderCommentForm, ReaderReplyForm } from './reader-state';
import { ReportButton } from './post-controls';
import { SanctionForm } from './sanction-controls';

/**
 * The comments under a post: rendered for a member or a moderator with their controls ('yes',
 * 'closed'), or for the cached page ('login'), where a signed-in reader's controls come from the
 * PostReader island (reader-state.tsx) and a visitor sees the way to sign in.
 */
export function TalkComments({
  postId,
  comments,
  canComment,
  canModerate,
  loginHref,
}: {
  postId: number;
  comments: TalkCommentThread[];
  canComment: 'yes' | 'login' | 'closed';
  canModerate: boolean;
  loginHref: string;
}) {
  const count = comments.reduce((sum, comment) => sum + (comment.deleted ? 0 : 1) + comment.replies.length, 0);
  return (
    <section aria-labelledby="talk-comments-title" className="mt-10">
      <h2 id="talk-comments-title" className="text-[19px] font-bold text-brand-900">
        댓글 {count}개
      </h2>
      {comments.length > 0 ? (
        <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200" data-testid="talk-comments">
          {comments.map((comment) => (
            <li key={comment.id} id={`comment-${comment.id}`} className="py-4">
              <CommentBody comment={comment} canComment={canComment} canModerate={canModerate} />
              {comment.replies.length > 0 && (
                <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" aria-label="답글">
                  {comment.replies.map((reply) => (
                    <li key={reply.id} id={`comment-${reply.id}`}>
                      <CommentBody comment={reply} canComment={canComment} canModerate={canModerate} />
                    </li>
                  ))}
                </ol>
              )}
              {canComment === 'yes' && !comment.deleted && !comment.hidden && (
                <details className="mt-2">
                  <summary className="inline-flex h-9 cursor-pointer items-center text-[14px] font-semibold text-brand-700">
                    답글 달기
                  </summary>
                  <div className="mt-2">
                    <CommentForm postId={postId} parentId={comment.id} />
                  </div>
                </details>
              )}
              {canComment === 'login' && !comment.deleted && !comment.hidden && <ReaderReplyForm postId={postId} parentId={comment.id} />}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-[15px] text-slate-700">아직 댓글이 없어요. 따뜻한 한마디를 남겨 주세요.</p>
      )}
      <div className="mt-5">
        {canComment === 'yes' && <CommentForm postId={postId} />}
        {canComment === 'login' && <ReaderCommentForm postId={postId} loginHref={loginHref} />}
        {canComment === 'closed' && <p className="text-[15px] text-slate-700">숨김 처리된 글에는 댓글을 달 수 없어요.</p>}
      </div>
    </section>
  );
}

/** One comment or reply: writer, date, text, 공감 and the writer's and moderators' controls. */
function CommentBody({
  comment,
  canComment,
  canModerate,
}: {
  comment: TalkComment;
  canComment: 'yes' | 'login' | 'closed';
  canModerate: boolean;
}) {
  if (comment.deleted)
    return <p className="text-[15px] text-slate-500">{comment.blindedByReports ? `${blindedCommentNotice}.` : deletedCommentText}</p>;
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 text-[14px] text-slate-600">
        {comment.parentId !== null && (
          <span aria-hidden="true" className="text-slate-400">
            ㄴ
          </span>
        )}
        <span className="font-semibold text-slate-800">{comment.authorLabel}</span>
        {comment.byPostAuthor && <span className="rounded bg-brand-100 px-1.5 py-0.5 text-[12px] font-bold text-brand-900">글쓴이</span>}
        <time dateTime={seoulDay(comment.createdAt)}>{formatSeoulDate(comment.createdAt)}</time>
        {comment.hidden && (
          <span className="font-semibold text-amber-900">{comment.blindedByReports ? `(${blindedCommentNotice})` : '(숨김 처리됨)'}</span>
        )}
      </p>
      <p className="mt-1.5 whitespace-pre-line break-words text-[15.5px] leading-relaxed text-slate-800">{comment.body}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {canComment === 'login' ? (
          <ReaderCommentActions commentId={comment.id} likeCount={comment.likeCount} />
        ) : canComment === 'yes' && !comment.isMine && !comment.hidden ? (
          <LikeButton target="comment" id={comment.id} liked={comment.likedByViewer} count={comment.likeCount} size="comment" />
        ) : (
          comment.likeCount > 0 && <span className="text-[13.5px] text-slate-600">공감 {comment.likeCount.toLocaleString('ko-KR')}</span>
        )}
        {canComment === 'yes' && !comment.isMine && !comment.hidden && (
          <ReportButton id={comment.id} reported={comment.reportedByViewer} target="comment" />
        )}
        {(comment.isMine || canModerate) && (
          <CommentControls id={comment.id} isMine={comment.isMine} canModerate={canModerate} hidden={comment.hidden} />
        )}
      </div>
      {canModerate && !comment.isMine && (
        <details className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <summary className="cursor-pointer text-[14px] font-semibold text-slate-800">글쓴이 이용 제한</summary>
          <div className="mt-2">
            <SanctionForm target="comment" id={comment.id} />
          </div>
        </details>
      )}
    </>
  );
}
