import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { propertyDivisionGuide as guide } from '@/features/content/guides/property-division';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes, specialtyPath } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function PropertyDivisionGuidePage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '재산분할', path: guide.path }]}
      eyebrow="이혼 법률정보"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="직접 계산하고 준비하기"
        links={[
          {
            href: routes.propertyDivisionCalculator,
            title: '재산분할 계산기',
            body: '재산과 채무, 기여도를 넣어 나누게 될 금액을 가늠해 봅니다.',
          },
          {
            href: routes.propertySuit,
            title: '재산분할 청구 소송 안내',
            body: '가압류·가처분부터 재산 조사, 심리와 집행까지의 순서를 확인하세요.',
          },
          {
            href: specialtyPath('재산분할'),
            title: '재산분할 사건',
            body: '법인이 재산분할 사건을 진행하는 방식과 관련 사례를 소개합니다.',
          },
          { href: routes.propertyDivisionLawyers, title: '이혼·사실혼 재산분할 변호사', body: '재산분할 사건을 맡는 변호사를 소개합니다.' },
        ]}
      />
    </GuideArticle>
  );
}
