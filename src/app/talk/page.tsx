import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { boardPath, boards } from '@/features/community/domain/boards';
import { listTalkHome } from '@/features/community/server/queries';
import { CommunityRules } from '@/features/community/ui/community-rules';
import { TalkPostList } from '@/features/community/ui/post-list';
import { TalkNav, talkContainer } from '@/features/community/ui/talk-frame';
import { pageMetadata } from '@/lib/metadata';
import { routes, talkBoardPath } from '@/lib/routes';

export const metadata = pageMetadata(
  routes.talk,
  '부부 커뮤니티',
  '부부 사이의 고민, 이혼과 양육 경험을 익명으로 나누는 커뮤니티입니다. 자유수다, 익명·공개 게시판, 육아·양육 이야기, 추천글을 모았습니다.',
);

/**
 * /talk: the boards, the newest and recommended posts, the rules. The same for every reader, so it
 * is served from the page cache like the boards (decision 013); every community write marks it
 * stale (refreshTalkPages), so a new post shows on the next request.
 */
export default async function TalkHomePage() {
  const { newest, recommended } = await listTalkHome();
  return (
    <div className={`${talkContainer} py-10 desk:py-14`}>
      <Breadcrumbs crumbs={[{ name: '부부 커뮤니티', path: routes.talk }]} />
      <header>
        <h1 className="page-title">부부 커뮤니티</h1>
        <p className="page-lead">
          누구에게도 쉽게 꺼내지 못한 이야기를 비슷한 시간을 지나는 사람들과 나누는 곳입니다. 익명 게시판에서는 글마다 다른 익명 이름이
          붙어, 누가 썼는지 알 수 없어요.
        </p>
      </header>
      <div className="mt-8">
        <TalkNav current="home" />
      </div>
      <div className="mt-8 grid gap-10 desk:grid-cols-[1fr_340px]">
        <div className="space-y-12">
          <section aria-labelledby="talk-boards-title">
            <h2 id="talk-boards-title" className="text-[21px] font-bold text-brand-900">
              게시판
            </h2>
            <ul className="mt-4 grid gap-3 desk:grid-cols-2">
              {boards.map((board) => (
                <li key={board.key}>
                  <Link href={boardPath(board)} className="board-card">
                    <span className="block text-[17px] font-bold text-brand-900">{board.title}</span>
                    <span className="mt-1 block text-[14.5px] leading-relaxed text-slate-700">{board.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="talk-newest-title">
            <h2 id="talk-newest-title" className="text-[21px] font-bold text-brand-900">
              새로 올라온 글
            </h2>
            <div className="mt-4">
              <TalkPostList posts={newest} titlesOnly empty="아직 올라온 글이 없어요. 첫 이야기를 들려주세요." />
            </div>
          </section>
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="talk-recommended-title" className="rounded-2xl bg-brand-50 p-6">
            <h2 id="talk-recommended-title" className="text-[19px] font-bold text-brand-900">
              추천글
            </h2>
            <div className="mt-3">
              <TalkPostList posts={recommended} showBoard={false} titlesOnly empty="운영진이 고른 추천글이 아직 없어요." />
            </div>
            <Link
              href={talkBoardPath('section', 90)}
              className="mt-4 inline-block text-[15px] font-semibold text-brand-700 underline underline-offset-2"
            >
              추천글 모두 보기
            </Link>
          </section>
          <CommunityRules />
        </aside>
      </div>
    </div>
  );
}
