import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { ArrowRightIcon, ClockIcon, PhoneIcon, ScaleIcon, ShieldIcon } from '@/components/icons';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { landingPage as page } from '@/features/content/guides/landing';
import { specialtyGuides } from '@/features/content/guides/specialty-guides';
import { pageMetadata } from '@/lib/metadata';
import { routes, specialties, specialtyPath } from '@/lib/routes';

export const metadata = pageMetadata(page.path, page.title, page.description);

const container = 'page-container';
const h2 = 'text-[24px] font-bold tracking-[-0.03em] text-brand-900 desk:text-[28px]';

/** The landing page for ad traffic: short, one message per block, two ways to reach the firm. */
export default async function LandingPage() {
  const settings = await getFirmSettings();
  const phoneHref = telHref(settings.mainPhone);
  const cta = (testId: string) => (
    <div className="flex flex-col gap-3 call:flex-row call:flex-wrap call:items-center">
      <ConsultCtaButton
        label={page.cta.label}
        placeholder={page.cta.placeholder}
        testId={testId}
        className="inline-flex h-14 items-center justify-center gap-2 rounded-xl bg-accent-600 px-7 text-[17px] font-bold text-white shadow-lg hover:bg-accent-500"
      />
      <a
        href={phoneHref}
        className="inline-flex h-14 items-center justify-center gap-2 rounded-xl bg-white px-6 text-[17px] font-bold text-brand-900 ring-1 ring-brand-100 hover:bg-brand-50"
      >
        <PhoneIcon size={20} className="text-accent-600" />
        전화 {settings.mainPhone}
      </a>
    </div>
  );

  return (
    <>
      <section aria-labelledby="land-title" className="bg-brand-900 text-white">
        <div className={`${container} py-10 desk:py-16`}>
          <div className="[&_a]:text-slate-200 [&_nav]:text-slate-200 [&_span]:text-slate-100">
            <Breadcrumbs crumbs={[{ name: '상담 안내', path: page.path }]} />
          </div>
          <p className="text-[14px] font-medium text-brand-100">{settings.siteTitle}</p>
          <h1 id="land-title" className="mt-3 text-[30px] font-bold leading-[1.3] tracking-[-0.035em] desk:text-[44px]">
            {page.h1}
          </h1>
          <p className="mt-4 max-w-[620px] text-[16.5px] leading-relaxed text-slate-200 desk:text-[18px]">{page.lead}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-[15px] font-semibold ring-1 ring-white/20">
            <ClockIcon size={18} className="text-amber-200" />
            {settings.officeHours}
          </p>
          <div className="mt-8">{cta('land-consult-cta')}</div>
        </div>
      </section>

      <section aria-labelledby="land-points" className="bg-white py-12 desk:py-16">
        <div className={container}>
          <h2 id="land-points" className={h2}>
            상담에서 받으실 수 있는 것
          </h2>
          <ul className="mt-6 grid gap-4 desk:grid-cols-3">
            {page.points.map((point) => (
              <li key={point.title} className="rounded-2xl border border-slate-200 p-6">
                <ShieldIcon size={26} className="text-brand-600" />
                <h3 className="mt-3 text-[18px] font-bold text-brand-900">{point.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{point.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="land-specialties" className="bg-slate-50 py-12 desk:py-16">
        <div className={container}>
          <h2 id="land-specialties" className={h2}>
            이런 사건을 맡습니다
          </h2>
          <ul className="mt-6 grid gap-3 call:grid-cols-2 desk:grid-cols-3">
            {specialties.map((specialty) => (
              <li key={specialty.slug}>
                <Link
                  href={specialtyPath(specialty.slug)}
                  className="group flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-md"
                >
                  <ScaleIcon size={22} className="mt-0.5 shrink-0 text-brand-600" />
                  <span>
                    <span className="block text-[17px] font-bold text-brand-900 group-hover:underline">{specialty.title}</span>
                    <span className="mt-1 block text-[13.5px] font-medium text-accent-600">{specialtyGuides[specialty.slug].basis}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="land-steps" className="bg-white py-12 desk:py-16">
        <div className={container}>
          <h2 id="land-steps" className={h2}>
            상담은 이렇게 진행됩니다
          </h2>
          <ol className="mt-6 grid gap-4 desk:grid-cols-3">
            {page.steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-brand-50 p-6">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-800 text-[15px] font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 text-[18px] font-bold text-brand-900">{step.title}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{step.body}</p>
              </li>
            ))}
          </ol>
          <Link
            href={routes.consultProcedure}
            className="mt-5 inline-flex items-center gap-1.5 text-[16px] font-bold text-brand-800 underline-offset-4 hover:underline"
          >
            상담 절차 자세히 보기 <ArrowRightIcon size={18} />
          </Link>
        </div>
      </section>

      <section aria-labelledby="land-cta" className="bg-brand-50 py-12 desk:py-16">
        <div className={container}>
          <h2 id="land-cta" className={h2}>
            지금 사정을 남겨 주세요
          </h2>
          <p className="mt-3 max-w-[640px] text-[16px] leading-relaxed text-slate-700">
            남기신 내용은 상담을 맡은 변호사와 권한이 있는 직원만 볼 수 있습니다. 결과를 약속드리지는 않지만, 지금 할 수 있는 일을 분명하게
            말씀드리겠습니다.
          </p>
          <div className="mt-6">{cta('land-consult-cta-bottom')}</div>
          <Link
            href={routes.consultBoard}
            className="mt-4 inline-flex items-center gap-1.5 text-[15px] font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            온라인 상담 신청서 작성 <ArrowRightIcon size={18} />
          </Link>
        </div>
      </section>
    </>
  );
}
