import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { divorceConsultGuide as guide } from '@/features/content/guides/divorce-pages';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function DivorceConsultPage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '이혼 상담 안내', path: guide.path }]}
      eyebrow="이혼 법률정보 센터"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="함께 읽으면 좋은 안내"
        links={[
          { href: routes.consultProcedure, title: '상담 절차', body: '상담 신청부터 수임 계약, 사건 진행까지의 순서를 안내합니다.' },
          {
            href: routes.agreedDivorceProcedure,
            title: '협의이혼 절차',
            body: '숙려기간, 법원 출석, 3개월 안의 이혼 신고를 표로 정리했습니다.',
          },
          {
            href: routes.divorceSuitProcedure,
            title: '이혼소송 절차',
            body: '조정전치부터 판결 확정, 이혼 신고까지 단계별 표로 정리했습니다.',
          },
          { href: routes.divorceFee, title: '이혼소송 비용', body: '인지대, 송달료, 변호사 보수가 어떻게 정해지는지 설명합니다.' },
        ]}
      />
    </GuideArticle>
  );
}
