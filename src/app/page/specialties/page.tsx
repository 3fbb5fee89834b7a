import { Breadcrumbs } from '@/components/breadcrumbs';
import { SpecialtyCard } from '@/features/content/ui/specialty-card';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyIndexMeta } from '@/features/content/guides/all-guides';
import { specialtyGuides } from '@/features/content/guides/specialty-guides';
import { GuideCtaBox, GuideLinks, guideContainer } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes, specialties, specialtyPath } from '@/lib/routes';

export const metadata = pageMetadata(routes.specialtyIndex, specialtyIndexMeta.title, specialtyIndexMeta.description);

export default async function SpecialtyIndexPage() {
  const settings = await getFirmSettings();
  return (
    <article className={guideContainer}>
      <Breadcrumbs crumbs={[{ name: '전문분야', path: routes.specialtyIndex }]} />
      <header>
        <h1 className="text-[28px] font-bold leading-tight tracking-[-0.035em] text-brand-900 desk:text-[36px]">전문분야</h1>
        <p className="mt-4 text-[16.5px] leading-relaxed text-slate-700">
          법인은 이혼과 가족에 관한 사건을 맡습니다. 분야마다 법이 정한 기준과 먼저 알아 두실 점을 짧게 정리했고, 각 분야의 안내에서 절차와
          관련 사례, 담당 변호사를 보실 수 있습니다.
        </p>
      </header>
      <ul className="mt-10 grid gap-4 desk:grid-cols-2">
        {specialties.map((specialty) => {
          const guide = specialtyGuides[specialty.slug];
          return (
            <SpecialtyCard
              key={specialty.slug}
              href={specialtyPath(specialty.slug)}
              title={specialty.title}
              basis={guide.basis}
              heading="h2"
            >
              <div className="specialty-card-body">
                {guide.body.map((sentence, index) => (
                  <p key={index}>{sentence}</p>
                ))}
              </div>
            </SpecialtyCard>
          );
        })}
      </ul>
      <GuideLinks
        title="절차 한눈에 보기"
        links={[
          { href: routes.agreedDivorceProcedure, title: '협의이혼 절차', body: '법원 출석, 숙려기간, 이혼 신고 기한을 표로 정리했습니다.' },
          { href: routes.divorceSuitProcedure, title: '이혼소송 절차', body: '조정전치부터 판결 확정과 이혼 신고까지의 순서입니다.' },
        ]}
      />
      <GuideCtaBox
        cta={{
          label: '상담 신청하기',
          placeholder: '예) 이혼과 재산분할을 함께 고민하고 있습니다. 어느 분야부터 상담받아야 할지 모르겠습니다.',
        }}
        phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
      />
    </article>
  );
}
