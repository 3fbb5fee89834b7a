import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ArrowRightIcon, ScaleIcon } from '@/components/icons';
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
            <li
              key={specialty.slug}
              className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 hover:border-brand-600 hover:shadow-lg focus-within:border-brand-600"
            >
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-[19px] font-bold tracking-[-0.02em] text-brand-900">
                  <Link href={specialtyPath(specialty.slug)} className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none">
                    {specialty.title}
                  </Link>
                </h2>
                <ScaleIcon size={22} className="shrink-0 text-brand-600" />
              </div>
              <p className="mt-1 text-[13px] font-medium text-accent-600">{guide.basis}</p>
              <p className="mt-3 text-[15px] leading-relaxed text-slate-700">{guide.body[0]}</p>
              <span
                className="mt-auto inline-flex items-center gap-1 pt-4 text-[14px] font-semibold text-brand-700 group-hover:underline"
                aria-hidden="true"
              >
                자세히 보기 <ArrowRightIcon size={16} />
              </span>
            </li>
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
