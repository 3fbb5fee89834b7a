import type { ReactNode } from 'react';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { ArrowRightIcon, PhoneIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import type { Crumb } from '@/lib/structured-data';
import type { Guide, GuideCta, GuideSection } from '../guides/types';
import { FaqSection } from './faq-section';

/** The guide column and a guide's section heading, as classes in globals.css (each is sent twice). */
export const guideContainer = 'guide-page';
export const guideH2 = 'guide-h2';

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
        {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
        <h1 className="guide-title">{guide.h1}</h1>
        <p className="guide-lead">{guide.lead}</p>
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
          {section.basis && <p className="guide-basis">{section.basis}</p>}
          <div className="guide-text">
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {section.bullets && (
            <ul className="guide-bullets">
              {section.bullets.map((bullet, index) => (
                <li key={index}>{bullet}</li>
              ))}
            </ul>
          )}
          {section.items && (
            <ol className="guide-items">
              {section.items.map((item, index) => (
                <li key={index}>
                  <h3>{item.title}</h3>
                  <p>{item.body}</p>
                  {item.evidence && (
                    <>
                      <p className="guide-evidence-title">준비하면 좋은 자료</p>
                      <ul className="guide-evidence">
                        {item.evidence.map((e, evidenceIndex) => (
                          <li key={evidenceIndex}>{e}</li>
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
    <aside aria-labelledby="guide-cta-title" className="guide-cta">
      <h2 id="guide-cta-title">내 사건에 맞춰 설명을 듣고 싶으신가요</h2>
      <p>같은 법 조문이라도 사실관계와 증거에 따라 결론이 달라집니다. 사정을 남겨 주시면 가사 사건을 맡는 변호사가 읽고 연락드립니다.</p>
      <div>
        <ConsultCtaButton label={cta.label} placeholder={cta.placeholder} testId="guide-consult-cta" className="guide-cta-apply" />
        {phone && (
          <a href={phone.href} className="guide-cta-call">
            <PhoneIcon size={18} className="text-accent-600" />
            전화 {phone.label}
          </a>
        )}
        <Link href={routes.consultBoard} className="guide-cta-form">
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
              <span className="guide-link-title">
                {link.title} <ArrowRightIcon size={16} />
              </span>
              <span className="guide-link-body">{link.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
