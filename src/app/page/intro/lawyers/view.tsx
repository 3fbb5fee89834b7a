import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyTitle } from '@/features/content/domain/catalog';
import { listLawyers } from '@/features/content/server/cached';
import { SpecialtyFilter, specialtyParam } from '@/features/content/ui/case-card';
import { ConsultCta, EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { LawyerGrid } from '@/features/content/ui/lawyer-card';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import type { SearchParams } from '@/lib/params';

export async function lawyersMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  return pageMetadata(
    routes.lawyers,
    `이혼변호사 소개`,
    `${settings.firmName}에서 이혼·가사 사건을 맡는 변호사들의 경력, 대한변호사협회 등록 전문분야, 맡았던 사건과 후기를 소개합니다.`,
  );
}

/** `?specialty=` filters by link (works without JavaScript); one canonical address for the list. */
export async function LawyersView({ query }: { query: SearchParams }) {
  const specialty = specialtyParam(query.specialty);
  const [settings, lawyers] = await Promise.all([getFirmSettings(), listLawyers(specialty ? { specialty } : {})]);
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '법인소개', path: routes.firmIntro },
          { name: '변호사 소개', path: routes.lawyers },
        ]}
      />
      <PageHeader
        eyebrow="변호사 소개"
        title="이혼·가사 사건을 맡는 변호사"
        lead={
          <p>
            사건마다 담당 변호사가 정해지고, 첫 상담부터 판결 뒤의 집행까지 같은 변호사가 함께합니다. 변호사를 눌러 경력과 맡았던 사건을
            보세요.
          </p>
        }
      />
      <SpecialtyFilter basePath={routes.lawyers} current={specialty} label="분야별 변호사 보기" />
      <p className="mt-6 text-[15px] text-slate-700" aria-live="polite">
        {specialty ? `${specialtyTitle(specialty)} 사건을 맡는 변호사 ${lawyers.length}명` : `변호사 ${lawyers.length}명`}
      </p>
      <div className="mt-4">
        {lawyers.length > 0 ? (
          <LawyerGrid lawyers={lawyers} />
        ) : (
          <EmptyNote>이 분야로 공개된 변호사 소개가 없습니다. 상담을 신청하시면 사건에 맞는 변호사를 안내해 드립니다.</EmptyNote>
        )}
      </div>
      <ConsultCta
        title="어떤 변호사와 상의해야 할지 모르겠다면"
        body="사정을 남겨 주시면 사건의 쟁점에 맞는 변호사가 직접 연락드립니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 상간자 소송을 생각하고 있습니다. 담당 변호사와 상담하고 싶습니다."
      />
    </div>
  );
}
