import Link from 'next/link';
import { formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { talkPostPath } from '@/lib/routes';
import { highlightParts } from '@/features/text-safety/domain/korean-search';
import type { TalkPostCard } from '../server/queries';

/** `text` with each of `words` in a <mark> (search results); plain text otherwise. */
function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return text;
  return highlightParts(text, words).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** A list of posts: title, the first words, board, author label and date; `highlight` marks a search's words. */
export function TalkPostList({
  posts,
  showBoard = true,
  empty,
  highlight = [],
  notice = false,
  titlesOnly = false,
}: {
  posts: TalkPostCard[];
  showBoard?: boolean;
  empty: React.ReactNode;
  highlight?: readonly string[];
  /** The board's 공지: each card marked as one, on a tinted background. */
  notice?: boolean;
  /** A side list: titles without their first words. */
  titlesOnly?: boolean;
}) {
  if (posts.length === 0) return <p className="rounded-2xl bg-slate-50 p-6 text-[15px] leading-relaxed text-slate-700">{empty}</p>;
  return (
    <ul
      className={`divide-y divide-slate-200 border-y border-slate-200 ${notice ? 'bg-brand-50/60' : ''}`}
      data-testid={notice ? 'talk-notice-list' : 'talk-post-list'}
    >
      {posts.map((post) => (
        <li key={post.id} className={notice ? 'px-3 py-3' : 'py-4'}>
          <Link href={talkPostPath(post.id)} className="post-row">
            <span>
              {notice && <span className="rounded bg-brand-800 px-1.5 py-0.5 text-[12px] font-bold text-white">공지</span>}
              {post.recommended && <span className="rounded bg-accent-600 px-1.5 py-0.5 text-[12px] font-bold text-white">추천</span>}
              {post.secret && <span className="rounded bg-slate-200 px-1.5 py-0.5 text-[12px] font-bold text-slate-800">비밀</span>}
              <span className="post-row-title">
                <Highlighted text={post.title} words={highlight} />
              </span>
            </span>
            {post.excerpt && !titlesOnly && (
              <span className="post-row-excerpt">
                <Highlighted text={post.excerpt} words={highlight} />
              </span>
            )}
          </Link>
          <p className="post-row-meta">
            {showBoard && <span>{post.boardTitle}</span>}
            <span>{post.authorLabel}</span>
            <time dateTime={seoulDay(post.createdAt)}>{formatSeoulDate(post.createdAt)}</time>
            {post.likeCount > 0 && <span>공감 {post.likeCount.toLocaleString('ko-KR')}</span>}
            <span>조회 {post.viewCount.toLocaleString('ko-KR')}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The body as the member typed it: text only (React escapes it), line breaks kept. */
export function TalkPostBody({ body }: { body: string }) {
  return (
    <div className="whitespace-pre-line break-words text-[16.5px] leading-[1.85] text-slate-800" data-testid="talk-post-body">
      {body}
    </div>
  );
}
