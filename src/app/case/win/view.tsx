import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyTitle } from '@/features/content/domain/catalog';
import { listWinCasePage } from '@/features/content/server/cached';
import { CaseList, ContentPageLinks, SpecialtyFilter, specialtyParam } from '@/features/content/ui/case-card';
import { ConsultCta, EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { cursorParam } from '@/lib/keyset';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import type { SearchParams } from '@/lib/params';

export async function winCasesMetadata(query: SearchParams): Promise<Metadata> {
  // Later pages point search engines back at the first.
  const later = cursorParam(query.before) !== null;
  return pageMetadata(
    routes.winCases,
    `승소사례`,
    '이혼소송, 조정이혼, 재산분할, 위자료, 상간자 소송, 양육권 사건에서 판결과 조정으로 마무리된 사례를 의뢰인이 드러나지 않게 소개합니다.',
    later ? { robots: { index: false, follow: true } } : {},
  );
}

/**
 * The specialty filter is a `?specialty=` link: it works without JavaScript and keeps one
 * address per list. The list is paged by `?before=` (keyset, newest decision first). With a cursor
 * it renders per request from the cached content queries; the first page of each filter is cached
 * (page.tsx and its twins under /cached, decision 017).
 */
export async function WinCasesView({ query }: { query: SearchParams }) {
  const specialty = specialtyParam(query.specialty);
  const before = cursorParam(query.before);
  const [settings, cases] = await Promise.all([getFirmSettings(), listWinCasePage(specialty ? { specialty } : {}, before)]);
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs crumbs={[{ name: '승소사례', path: routes.winCases }]} />
      <PageHeader
        eyebrow="승소사례"
        title="승소사례"
        lead={
          <p>
            판결과 조정으로 마무리된 사건을 의뢰인이 드러나지 않도록 가려 소개합니다. 비슷해 보이는 사건이라도 사실관계와 증거에 따라 결과는
            달라질 수 있습니다.
          </p>
        }
      />
      <SpecialtyFilter basePath={routes.winCases} current={specialty} label="분야별 승소사례 보기" />
      <p className="mt-6 text-[15px] text-slate-700">
        {specialty ? `${specialtyTitle(specialty)} 사례 ${cases.total}건` : `전체 사례 ${cases.total}건`}
      </p>
      <div className="mt-4">
        {cases.items.length > 0 ? (
          <CaseList items={cases.items} />
        ) : (
          <EmptyNote>
            {before ? '더 지난 사례가 없습니다. 최신 사례로 돌아가 보세요.' : '이 분야로 공개된 사례가 없습니다. 다른 분야를 골라 보세요.'}
          </EmptyNote>
        )}
      </div>
      <ContentPageLinks basePath={routes.winCases} specialty={specialty} isFirst={!before} nextCursor={cases.nextCursor} noun="사례" />
      <ConsultCta
        title="비슷한 사정이라면 먼저 상의해 보세요"
        body="사례와 같은 결과를 약속드릴 수는 없지만, 내 사건에서 다툴 수 있는 점과 준비할 증거는 상담에서 함께 정리할 수 있습니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 승소사례와 비슷한 상황입니다. 제 사건에서도 다툴 수 있는지 알고 싶습니다."
      />
    </div>
  );
}
