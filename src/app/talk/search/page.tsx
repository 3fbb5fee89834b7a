import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { OlderLinks, PageLinks } from '@/components/office/admin-ui';
import { pageParam, searchCursorParam, searchTerm } from '@/features/community/domain/post-rules';
import { searchTalkPosts } from '@/features/community/server/queries';
import { TalkPostList } from '@/features/community/ui/post-list';
import { TalkNav, talkContainer } from '@/features/community/ui/talk-frame';
import { pageMetadata } from '@/lib/metadata';
import { routes, talkSearchPath } from '@/lib/routes';

export const metadata: Metadata = pageMetadata(
  talkSearchPath(),
  '커뮤니티 검색 - 부부 커뮤니티',
  '부부 커뮤니티에 올라온 글을 제목과 본문으로 찾습니다.',
  {
    robots: { index: false, follow: true },
  },
);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /talk/search?q=: title and body search over the posts everyone can see. */
export default async function TalkSearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const { term, error } = searchTerm(params.q);
  const before = searchCursorParam(params.before);
  const result = term && !error ? await searchTalkPosts(term, { page: pageParam(params.page), before }) : null;
  const href = (position: { page?: number; before?: string | number | null }) =>
    `${talkSearchPath(term)}${position.before ? `&before=${position.before}` : ''}${position.page && position.page > 1 ? `&page=${position.page}` : ''}`;
  return (
    <div className={`${talkContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '부부 커뮤니티', path: routes.talk },
          { name: '검색', path: talkSearchPath() },
        ]}
      />
      <h1 className="text-[28px] font-bold tracking-[-0.03em] text-brand-900">{term ? `‘${term}’ 검색 결과` : '커뮤니티 검색'}</h1>
      <div className="mt-6">
        <TalkNav current={null} query={term} />
      </div>
      <div className="mt-6" aria-live="polite">
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[15px] font-medium text-red-800">
            {error}
          </p>
        )}
        {!term && <p className="text-[15px] text-slate-700">찾고 싶은 말을 두 글자 이상 적어 검색해 보세요. 제목과 본문에서 찾습니다.</p>}
        {result && (
          <>
            <p className="mb-3 text-[14.5px] text-slate-700">
              {result.totalCapped
                ? `${before ? '더 지난 글에서' : '최근 글부터'} ${result.total}개씩 찾아 제목에 검색어가 있는 글을 먼저 보여 드려요.`
                : result.total > 0
                  ? `${before ? '더 지난 글에서 ' : ''}글 ${result.total.toLocaleString('ko-KR')}개를 찾았습니다.`
                  : ''}
            </p>
            <TalkPostList
              posts={result.items}
              highlight={result.words}
              empty={before ? '더 지난 글에는 찾는 말이 들어간 글이 없어요.' : '찾는 말이 들어간 글이 없어요. 다른 말로 찾아보세요.'}
            />
            <PageLinks
              label="검색 결과 쪽 이동"
              page={result.page}
              pageCount={result.pageCount}
              href={(number) => href({ page: number, before })}
            />
            <OlderLinks
              label="검색 결과 더 보기"
              isFirst={!before}
              firstHref={href({})}
              olderHref={result.nextCursor ? href({ before: result.nextCursor }) : null}
              firstText="최근 결과로"
              olderText="더 지난 글에서 찾기"
            />
          </>
        )}
      </div>
    </div>
  );
}
