import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { divorceCauseSixGuide as guide } from '@/features/content/guides/divorce-pages';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function DivorceCauseSixPage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '재판상 이혼사유 6가지', path: guide.path }]}
      eyebrow="이혼 법률정보 센터"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="함께 읽으면 좋은 안내"
        links={[
          {
            href: routes.divorceGrounds,
            title: '재판상 이혼사유',
            body: '여섯 가지 사유와 유책주의에 관한 대법원 판결을 자세히 설명합니다.',
          },
          {
            href: routes.divorceSuitProcedure,
            title: '이혼소송 절차',
            body: '조정전치부터 판결 확정, 이혼 신고까지 단계별 표로 정리했습니다.',
          },
          { href: routes.divorcePoint, title: '이혼소송 핵심 포인트', body: '많은 사건에서 결과를 가르는 다섯 가지를 점검해 보세요.' },
          { href: routes.divorceCase, title: '이혼 사건 사례', body: '법인이 맡았던 이혼 관련 사건의 쟁점과 진행 과정을 소개합니다.' },
        ]}
      />
    </GuideArticle>
  );
}
