import type { ReactNode } from 'react';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { ArrowRightIcon, PhoneIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import type { Crumb } from '@/lib/structured-data';
import type { Guide, GuideCta, GuideSection } from '../guides/types';
import { FaqSection } from './faq-section';

export const guideContainer = 'mx-auto w-full max-w-[880px] px-5 py-10 desk:py-14 min-[920px]:px-0';
export const guideH2 = 'h2-section leading-snug';

/**
 * The frame of every legal guide: breadcrumbs, one h1 with a lead, the sections, page-specific
 * content (`children`, after the sections), the FAQ with its JSON-LD and the consultation CTA.
 */
export function GuideArticle({
  guide,
  crumbs,
  eyebrow,
  intro,
  phone,
  children,
}: {
  guide: Guide;
  /** The firm's main phone, from the firm settings (never hard-coded). */
  phone?: { label: string; href: string };
  crumbs: Crumb[];
  eyebrow?: string;
  /** Rendered between the lead and the sections (e.g. a procedure table). */
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={guideContainer}>
      <Breadcrumbs crumbs={crumbs} />
      <header>
        {eyebrow && <p className="text-[13px] font-semibold tracking-[0.08em] text-accent-600">{eyebrow}</p>}
        <h1 className="mt-2 text-[28px] font-bold leading-tight tracking-[-0.035em] text-brand-900 desk:text-[36px]">{guide.h1}</h1>
        <p className="mt-4 text-[16.5px] leading-relaxed text-slate-700">{guide.lead}</p>
      </header>
      {intro}
      <GuideSections sections={guide.sections} />
      {children}
      <FaqSection faqs={guide.faqs} />
      <GuideCtaBox cta={guide.cta} phone={phone} />
    </article>
  );
}

export function GuideSections({ sections }: { sections: GuideSection[] }) {
  return (
    <div className="mt-10 space-y-12">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`s-${section.id}`}>
          <h2 id={`s-${section.id}`} className={guideH2}>
            {section.heading}
          </h2>
          {section.basis && <p className="mt-1.5 text-[13.5px] font-semibold text-accent-600">{section.basis}</p>}
          <div className="mt-4 space-y-3 text-[16px] leading-[1.8] text-slate-800">
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {section.bullets && (
            <ul className="mt-4 list-disc space-y-1.5 pl-6 text-[15.5px] leading-relaxed text-slate-800 marker:text-brand-600">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
          {section.items && (
            <ol className="mt-5 space-y-4">
              {section.items.map((item, index) => (
                <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <h3 className="flex gap-2 text-[17.5px] font-bold text-brand-900">
                    <span aria-hidden="true" className="text-accent-600">
                      {index + 1}.
                    </span>
                    {item.title}
                  </h3>
                  <p className="mt-2 text-[15.5px] leading-relaxed text-slate-800">{item.body}</p>
                  {item.evidence && (
                    <>
                      <p className="mt-3 text-[14px] font-semibold text-slate-900">준비하면 좋은 자료</p>
                      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-[14.5px] leading-relaxed text-slate-700">
                        {item.evidence.map((e) => (
                          <li key={e}>{e}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

/** The consultation call to action closing every guide (no promise of any outcome). */
export function GuideCtaBox({ cta, phone }: { cta: GuideCta; phone?: { label: string; href: string } }) {
  return (
    <aside aria-labelledby="guide-cta-title" className="mt-14 rounded-2xl bg-brand-900 p-7 text-white desk:p-9">
      <h2 id="guide-cta-title" className="text-[22px] font-bold tracking-[-0.03em]">
        내 사건에 맞춰 설명을 듣고 싶으신가요
      </h2>
      <p className="mt-3 text-[15.5px] leading-relaxed text-slate-200">
        같은 법 조문이라도 사실관계와 증거에 따라 결론이 달라집니다. 사정을 남겨 주시면 가사 사건을 맡는 변호사가 읽고 연락드립니다.
      </p>
      <div className="mt-6 flex flex-col gap-3 call:flex-row call:flex-wrap call:items-center">
        <ConsultCtaButton
          label={cta.label}
          placeholder={cta.placeholder}
          testId="guide-consult-cta"
          className="inline-flex h-13 items-center justify-center gap-2 rounded-xl bg-accent-600 px-6 py-3 text-[16.5px] font-bold text-white hover:bg-accent-500"
        />
        {phone && (
          <a
            href={phone.href}
            className="inline-flex h-13 items-center justify-center gap-2 rounded-xl bg-white px-6 py-3 text-[16.5px] font-bold text-brand-900 hover:bg-brand-50"
          >
            <PhoneIcon size={18} className="text-accent-600" />
            전화 {phone.label}
          </a>
        )}
        <Link
          href={routes.consultBoard}
          className="inline-flex items-center gap-1.5 px-2 text-[15px] font-semibold text-white underline-offset-4 hover:underline"
        >
          온라인 상담 신청서 작성 <ArrowRightIcon size={18} />
        </Link>
      </div>
    </aside>
  );
}

/** A list of links to related guides and tools. */
export function GuideLinks({ title, links }: { title: string; links: Array<{ href: string; title: string; body: string }> }) {
  return (
    <section aria-labelledby="guide-links-title" className="mt-12">
      <h2 id="guide-links-title" className={guideH2}>
        {title}
      </h2>
      <ul className="mt-5 grid gap-3 desk:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="group link-card">
              <span className="flex items-center gap-1 text-[16.5px] font-bold text-brand-900 group-hover:underline">
                {link.title} <ArrowRightIcon size={16} />
              </span>
              <span className="mt-1 text-[14.5px] leading-relaxed text-slate-700">{link.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
