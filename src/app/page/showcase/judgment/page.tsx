import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { listWinCases } from '@/features/content/server/cached';
import { CaseList } from '@/features/content/ui/case-card';
import { EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    routes.showcaseJudgment,
    `판결 사례`,
    '조정이 이루어지지 않아 법원의 판결로 이혼, 위자료, 재산분할, 상간자 위자료, 양육자 지정이 정해진 사례를 소개합니다.',
  );
}

export default async function ShowcaseJudgmentPage() {
  const cases = await listWinCases({ resolution: 'judgment' });
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '승소사례', path: routes.winCases },
          { name: '판결 사례', path: routes.showcaseJudgment },
        ]}
      />
      <PageHeader
        eyebrow="사례 모음"
        title="판결 사례"
        lead={<p>조정으로 정리되지 않아 법원이 판결로 결론을 낸 사건들입니다. 판결은 각 사건의 사실관계와 증거에 따른 것입니다.</p>}
      />
      <div className="mt-8">{cases.length > 0 ? <CaseList items={cases} /> : <EmptyNote>지금 공개된 판결 사례가 없습니다.</EmptyNote>}</div>
      <Link href={routes.showcaseDoneCase} className="more-link mt-8">
        조정·합의로 마무리된 사례 보기
      </Link>
    </div>
  );
}
