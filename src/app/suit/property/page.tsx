import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { propertySuitGuide as guide, propertySuitTable as table } from '@/features/content/guides/property-suit';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { ProcedureTable } from '@/features/content/ui/procedure-table';
import { pageMetadata } from '@/lib/metadata';
import { routes, specialtyPath } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function PropertySuitPage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '재산분할 청구 소송', path: guide.path }]}
      eyebrow="소송 안내"
      intro={<ProcedureTable table={table} testId="procedure-table" />}
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="함께 보면 좋은 안내"
        links={[
          {
            href: routes.propertyDivisionGuide,
            title: '재산분할 안내',
            body: '분할 대상, 퇴직금·연금, 기준시점, 기여도, 사실혼 재산분할을 정리했습니다.',
          },
          {
            href: routes.propertyDivisionCalculator,
            title: '재산분할 계산기',
            body: '재산과 채무, 기여도를 넣어 나누게 될 금액을 가늠해 봅니다.',
          },
          {
            href: specialtyPath('재산분할'),
            title: '재산분할 사건',
            body: '법인이 재산분할 사건을 진행하는 방식과 관련 사례, 담당 변호사입니다.',
          },
          { href: routes.propertyDivisionLawyers, title: '이혼·사실혼 재산분할 변호사', body: '재산분할 사건을 맡는 변호사를 소개합니다.' },
        ]}
      />
    </GuideArticle>
  );
}
