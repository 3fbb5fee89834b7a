'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useAccount } from '@/features/auth/ui/account-store';
import { talkFullViewCookie, talkReaderStatePath } from '@/lib/routes';
import type { TalkReaderState } from '../domain/reader-state';
import { BookmarkButton } from './bookmark-button';
import { CommentControls, CommentForm } from './comment-form';
import { LikeButton } from './like-button';
import { ReportButton } from './post-controls';

/**
 * The signed-in reader's part of a post page served from the cache (decision 013). The page is
 * the same for everyone; once the chrome knows someone is signed in, this island asks
 * GET /api/talk/post/{id}/reader for their own state and turns the visitor's static counts and
 * login links into their buttons and forms. A reader the cached page cannot serve (the author,
 * a moderator) gets the routing hint cookie and the page again, rendered for them.
 */
const ReaderContext = createContext<TalkReaderState | null>(null);
const sentOn = new Set<number>();

export function PostReader({ postId, commentIds, children }: { postId: number; commentIds: string; children: ReactNode }) {
  const account = useAccount();
  const router = useRouter();
  // The state with the post it was asked for: a sign-out or another post shows none of it; after a
  // new comment the earlier state stays until the new one arrives, so the forms do not blink.
  const [fetched, setFetched] = useState<{ postId: number; state: TalkReaderState } | null>(null);
  const signedIn = account.status === 'signed-in';
  const reader = signedIn && fetched?.postId === postId ? fetched.state : null;
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void (async () => {
      try {
        const response = await fetch(talkReaderStatePath(postId), { credentials: 'same-origin', cache: 'no-store' });
        if (!response.ok || !current) return;
        const state = (await response.json()) as TalkReaderState;
        if (!current) return;
        // Once per post and page load: should the page come back from the cache all the same (the
        // cookie refused), the reader keeps the member's controls here rather than loop.
        if (state.full && !sentOn.has(postId)) {
          sentOn.add(postId);
          const secure = window.location.protocol === 'https:' ? '; Secure' : '';
          document.cookie = `${talkFullViewCookie}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
          router.refresh();
          return;
        }
        setFetched({ postId, state });
      } catch {
        // Offline: the reader keeps the visitor's page until the next load.
      }
    })();
    return () => {
      current = false;
    };
    // commentIds: a comment added or removed (by this reader too) asks again.
  }, [signedIn, postId, commentIds, router]);
  return <ReaderContext.Provider value={reader}>{children}</ReaderContext.Provider>;
}

const loginLink = (href: string) => (
  <Link href={href} className="font-semibold text-brand-700 underline underline-offset-2">
    로그인
  </Link>
);

/** Under the post: 공감, 스크랩 and 신고 for a member; the count and a login link for a visitor. */
export function ReaderPostActions({ postId, likeCount, loginHref }: { postId: number; likeCount: number; loginHref: string }) {
  const reader = useContext(ReaderContext);
  if (!reader)
    return (
      <>
        <span className="text-[14.5px] text-slate-700" data-testid="talk-like-count">
          공감 {likeCount.toLocaleString('ko-KR')}
        </span>
        <p className="text-[14px] text-slate-600">운영원칙에 어긋나는 글은 {loginLink(loginHref)}한 뒤 신고할 수 있어요.</p>
      </>
    );
  return (
    <>
      <LikeButton target="post" id={postId} liked={reader.liked} count={likeCount} />
      <BookmarkButton postId={postId} saved={reader.bookmarked} />
      <ReportButton id={postId} reported={reader.reported} />
    </>
  );
}

/** A comment's 공감, 신고 and, on the reader's own, 지우기. */
export function ReaderCommentActions({ commentId, likeCount }: { commentId: number; likeCount: number }) {
  const reader = useContext(ReaderContext);
  const own = reader?.comments[commentId];
  const count = likeCount > 0 && <span className="text-[13.5px] text-slate-600">공감 {likeCount.toLocaleString('ko-KR')}</span>;
  if (!reader || !own) return count;
  if (own.mine)
    return (
      <>
        {count}
        <CommentControls id={commentId} isMine canModerate={false} hidden={false} />
      </>
    );
  return (
    <>
      <LikeButton target="comment" id={commentId} liked={own.liked} count={likeCount} size="comment" />
      <ReportButton id={commentId} reported={own.reported} target="comment" />
    </>
  );
}

/** 답글 달기 under a comment, for a member. */
export function ReaderReplyForm({ postId, parentId }: { postId: number; parentId: number }) {
  const reader = useContext(ReaderContext);
  if (!reader) return null;
  return (
    <details className="mt-2">
      <summary className="inline-flex h-9 cursor-pointer items-center text-[14px] font-semibold text-brand-700">답글 달기</summary>
      <div className="mt-2">
        <CommentForm postId={postId} parentId={parentId} />
      </div>
    </details>
  );
}

/** The comment form for a member; for a visitor, the way to sign in. */
export function ReaderCommentForm({ postId, loginHref }: { postId: number; loginHref: string }) {
  const reader = useContext(ReaderContext);
  if (reader) return <CommentForm postId={postId} />;
  return <p className="text-[15px] text-slate-700">댓글은 {loginLink(loginHref)}한 회원만 달 수 있어요.</p>;
}
