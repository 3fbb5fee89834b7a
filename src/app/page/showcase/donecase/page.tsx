import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { caseResolutions } from '@/features/content/domain/catalog';
import { listWinCases } from '@/features/content/server/cached';
import { CaseList } from '@/features/content/ui/case-card';
import { EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    routes.showcaseDoneCase,
    `조정·합의로 마무리된 사례`,
    '판결까지 가지 않고 법원 조정이나 당사자 합의로 이혼, 재산분할, 양육 조건을 정리한 사례를 소개합니다.',
  );
}

/** Cases that ended without a judgment: every resolution whose showcase is 'donecase' (catalog.ts). */
const doneResolutions = caseResolutions.filter((r) => r.showcase === 'donecase').map((r) => r.value);

export default async function ShowcaseDoneCasePage() {
  const lists = await Promise.all(doneResolutions.map((resolution) => listWinCases({ resolution })));
  const cases = lists.flat().sort((a, b) => b.decidedOn.localeCompare(a.decidedOn) || b.id - a.id);
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '승소사례', path: routes.winCases },
          { name: '조정·합의 사례', path: routes.showcaseDoneCase },
        ]}
      />
      <PageHeader
        eyebrow="사례 모음"
        title="조정·합의로 마무리된 사례"
        lead={
          <p>
            이혼소송은 원칙적으로 조정을 먼저 거치고(가사소송법 제50조), 조정이 성립하면 조서는 재판상 화해와 같은 효력을
            가집니다(가사소송법 제59조). 판결까지 가지 않고 정리된 사건들입니다.
          </p>
        }
      />
      <div className="mt-8">
        {cases.length > 0 ? <CaseList items={cases} /> : <EmptyNote>지금 공개된 조정·합의 사례가 없습니다.</EmptyNote>}
      </div>
      <Link href={routes.showcaseJudgment} className="more-link mt-8">
        판결로 마무리된 사례 보기
      </Link>
    </div>
  );
}
