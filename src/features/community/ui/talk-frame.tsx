import Link from 'next/link';
import { routes, talkSearchPath, talkWritePath } from '@/lib/routes';
import { boardPath, boards, type BoardKey } from '../domain/boards';

/** The community's shared frame: page width, the board tabs, search and the write button. */
export const talkContainer = 'page-container';

export function TalkNav({ current, query = '' }: { current: BoardKey | 'home' | null; query?: string }) {
  return (
    <div className="talk-bar">
      <nav aria-label="커뮤니티 게시판">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={routes.talk} aria-current={current === 'home' ? 'page' : undefined} className="chip">
              커뮤니티 홈
            </Link>
          </li>
          {boards.map((board) => (
            <li key={board.key}>
              <Link href={boardPath(board)} aria-current={current === board.key ? 'page' : undefined} className="chip">
                {board.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <form action={talkSearchPath()} method="get" role="search" className="flex items-center gap-2">
          <label htmlFor="talk-search-q" className="sr-only">
            커뮤니티 글 검색
          </label>
          <input
            id="talk-search-q"
            name="q"
            type="search"
            defaultValue={query}
            placeholder="제목·본문 검색"
            maxLength={50}
            className="talk-search-input"
          />
          <button type="submit" className="talk-search-button">
            검색
          </button>
        </form>
        <WriteLink board={current === 'home' || current === null ? undefined : current} />
      </div>
    </div>
  );
}

/**
 * Not prefetched: the form is rendered per member (or sends a visitor to sign in), so a prefetch
 * would cost a render on every board view for a link few readers take (issue 17).
 */
export function WriteLink({ board }: { board?: BoardKey }) {
  return (
    <Link
      href={board && board !== 'recommended' ? `${talkWritePath()}?board=${board}` : talkWritePath()}
      prefetch={false}
      className="talk-write"
    >
      글쓰기
    </Link>
  );
}
