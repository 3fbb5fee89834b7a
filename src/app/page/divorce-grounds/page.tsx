import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { divorceGroundsGuide as guide } from '@/features/content/guides/divorce-grounds';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function DivorceGroundsPage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '재판상 이혼사유', path: guide.path }]}
      eyebrow="이혼 법률정보"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="함께 읽으면 좋은 안내"
        links={[
          {
            href: routes.divorceSuitProcedure,
            title: '이혼소송 절차',
            body: '조정전치부터 판결 확정, 이혼 신고까지 단계별 표로 정리했습니다.',
          },
          {
            href: routes.agreedDivorceProcedure,
            title: '협의이혼 절차',
            body: '배우자가 동의한다면 숙려기간과 법원 출석 순서를 확인하세요.',
          },
          {
            href: routes.divorceAbcCause6,
            title: '이혼사유 체크리스트',
            body: '내 사정이 여섯 가지 사유 가운데 어디에 해당하는지 점검해 보세요.',
          },
          { href: routes.propertyDivisionGuide, title: '재산분할 안내', body: '이혼사유와 상관없이 함께 모은 재산은 나눌 수 있습니다.' },
        ]}
      />
    </GuideArticle>
  );
}
