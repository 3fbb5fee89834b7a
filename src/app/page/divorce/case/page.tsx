import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import type { SpecialtySlug } from '@/features/content/domain/catalog';
import { divorceCasesGuide as guide } from '@/features/content/guides/divorce-pages';
import { listWinCases } from '@/features/content/server/cached';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { GuideRelatedCases } from '@/features/content/ui/guide-related';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

/** The specialties that belong to a divorce (an affair-partner suit can stand alone). */
const divorceSpecialties: SpecialtySlug[] = ['조정이혼', '이혼소송', '재산분할', '위자료', '양육권-양육비'];

export default async function DivorceCasesPage() {
  const [settings, ...perSpecialty] = await Promise.all([
    getFirmSettings(),
    ...divorceSpecialties.map((specialty) => listWinCases({ specialty, limit: 12 })),
  ]);
  const cases = perSpecialty
    .flat()
    .sort((a, b) => b.decidedOn.localeCompare(a.decidedOn) || b.id - a.id)
    .slice(0, 12);
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '이혼 사건 사례', path: guide.path }]}
      eyebrow="이혼 법률정보 센터"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideRelatedCases cases={cases} title="이혼 관련 사건 사례" />
      <GuideLinks
        title="더 많은 사례"
        links={[
          { href: routes.winCases, title: '승소사례 전체', body: '분야별로 걸러서 모든 공개 사례를 볼 수 있습니다.' },
          { href: routes.reviews, title: '고객 후기', body: '의뢰인의 동의를 받아 이름과 식별 정보를 가린 후기입니다.' },
        ]}
      />
    </GuideArticle>
  );
}
