import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { consultProcedureGuide as guide } from '@/features/content/guides/consult-procedure';
import { GuideArticle, GuideLinks } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

export default async function ConsultProcedurePage() {
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '상담 절차', path: guide.path }]}
      eyebrow="상담 안내"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    >
      <GuideLinks
        title="상담 전에 확인하기"
        links={[
          { href: routes.consultBoard, title: '온라인 상담 신청서', body: '이름과 연락처, 사정을 남기면 변호사가 읽고 연락드립니다.' },
          { href: routes.fees, title: '수임료 안내', body: '법인의 변호사 보수 기준을 공개하고 있습니다.' },
          { href: routes.lawyers, title: '변호사 소개', body: '사건을 맡는 변호사의 경력과 담당 분야를 볼 수 있습니다.' },
          { href: routes.privacy, title: '개인정보처리방침', body: '상담 신청에서 어떤 정보를 왜, 얼마 동안 보관하는지 안내합니다.' },
        ]}
      />
    </GuideArticle>
  );
}
