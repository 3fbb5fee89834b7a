import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyFromParam, type SpecialtySlug } from '@/features/content/domain/catalog';
import { specialtyGuidePage } from '@/features/content/guides/specialty-guides';
import { listLawyers, listWinCases } from '@/features/content/server/cached';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { GuideRelatedCases, GuideRelatedLawyers } from '@/features/content/ui/guide-related';
import { pageMetadata } from '@/lib/metadata';
import { routes, specialties } from '@/lib/routes';

type Props = { params: Promise<{ specialty: string }> };

export function generateStaticParams() {
  return specialties.map((s) => ({ specialty: s.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = specialtyFromParam((await params).specialty);
  if (!slug) return {};
  const guide = specialtyGuidePage(slug);
  return pageMetadata(guide.path, guide.title, guide.description);
}

const procedureLink: Partial<Record<SpecialtySlug, { href: string; title: string; body: string }>> = {
  조정이혼: {
    href: routes.divorceSuitProcedure,
    title: '이혼소송 절차',
    body: '조정전치와 조정기일, 조정 불성립 뒤의 소송 이행까지 표로 정리했습니다.',
  },
  이혼소송: {
    href: routes.divorceSuitProcedure,
    title: '이혼소송 절차',
    body: '소장 제출부터 판결 확정, 이혼 신고까지 단계별 표로 정리했습니다.',
  },
  재산분할: {
    href: routes.propertyDivisionGuide,
    title: '재산분할 안내',
    body: '분할 대상, 기준시점, 기여도, 2년의 청구 기간을 정리했습니다.',
  },
  위자료: { href: routes.divorceGrounds, title: '재판상 이혼사유', body: '위자료의 전제가 되는 혼인 파탄 책임과 이혼사유를 정리했습니다.' },
  '상간남-상간녀': {
    href: routes.affairAwardAnalysis,
    title: '상간자 위자료 판례분석',
    body: '공개된 판결에서 위자료가 어떤 사정을 근거로 정해졌는지 살펴봅니다.',
  },
  '양육권-양육비': {
    href: routes.childSupportCalculator,
    title: '양육비 계산기',
    body: '부모의 소득과 자녀의 나이로 양육비 산정기준표의 금액을 계산합니다.',
  },
};

export default async function SpecialtyPage({ params }: Props) {
  const slug = specialtyFromParam((await params).specialty);
  if (!slug) notFound();
  const guide = specialtyGuidePage(slug);
  const [settings, cases, lawyers] = await Promise.all([
    getFirmSettings(),
    listWinCases({ specialty: slug, limit: 4 }),
    listLawyers({ specialty: slug }),
  ]);
  const related = procedureLink[slug];
  return (
    <GuideArticle
      guide={guide}
      crumbs={[
        { name: '전문분야', path: routes.specialtyIndex },
        { name: guide.h1, path: guide.path },
      ]}
      eyebrow="전문분야"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideRelatedCases cases={cases} />
      <GuideRelatedLawyers lawyers={lawyers} />
      {related && (
        <GuideLinks
          title="함께 보면 좋은 안내"
          links={[
            related,
            { href: routes.consultProcedure, title: '상담 절차', body: '상담 신청부터 수임 계약, 사건 진행까지의 순서를 안내합니다.' },
          ]}
        />
      )}
    </GuideArticle>
  );
}
