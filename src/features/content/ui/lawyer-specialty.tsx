import Link from 'next/link';
import { ArrowRightIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import type { LawyerCard, WinCaseCard } from '../domain/types';
import { CaseList } from './case-card';
import { EmptyNote, PageSection } from './firm-page';
import { LawyerGrid } from './lawyer-card';

/** The body of a specialty's 'responsible lawyers' page: who handles it, then their cases there. */
export function SpecialtyLawyers({
  specialty,
  specialtyTitle,
  lawyers,
  cases,
}: {
  specialty: string;
  specialtyTitle: string;
  lawyers: LawyerCard[];
  cases: WinCaseCard[];
}) {
  return (
    <>
      <PageSection id="specialty-lawyers-title" title={`${specialtyTitle} 담당 변호사`}>
        {lawyers.length > 0 ? (
          <LawyerGrid lawyers={lawyers} headingLevel="h3" />
        ) : (
          <EmptyNote>이 분야의 담당 변호사 소개가 공개되어 있지 않습니다. 상담을 신청하시면 담당 변호사를 안내해 드립니다.</EmptyNote>
        )}
      </PageSection>
      <PageSection id="specialty-cases-title" title={`${specialtyTitle} 관련 사례`}>
        {cases.length > 0 ? (
          <>
            <CaseList items={cases} headingLevel="h3" />
            <Link
              href={`${routes.winCases}?specialty=${encodeURIComponent(specialty)}`}
              className="mt-5 inline-flex items-center gap-1.5 text-[15.5px] font-bold text-brand-800 underline-offset-4 hover:underline"
            >
              {specialtyTitle} 사례 모두 보기 <ArrowRightIcon size={18} />
            </Link>
          </>
        ) : (
          <EmptyNote>이 분야로 공개된 사례가 없습니다.</EmptyNote>
        )}
      </PageSection>
    </>
  );
}
