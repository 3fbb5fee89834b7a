import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { PhoneIcon } from '@/components/icons';

/** Shared frame of the firm's content pages: one h1, an optional lead, the page body. */
export const pageContainer = 'page-container';

export function PageHeader({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: React.ReactNode }) {
  return (
    <header className="border-b border-slate-200 pb-8">
      {eyebrow && <p className="text-[13px] font-semibold tracking-[0.08em] text-accent-600">{eyebrow}</p>}
      <h1 className="mt-2 text-[28px] font-bold leading-tight tracking-[-0.03em] text-brand-900 desk:text-[36px]">{title}</h1>
      {lead && <div className="mt-4 max-w-[720px] text-[16px] leading-relaxed text-slate-700">{lead}</div>}
    </header>
  );
}

export function PageSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`mt-12 ${className}`}>
      <h2 id={id} className="h2-section">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A quiet line for a list that has nothing published yet: it says so and points to what the visitor can do. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="rounded-2xl bg-slate-50 p-6 text-[15px] leading-relaxed text-slate-700">{children}</p>;
}

/**
 * Stored HTML of lawyers, cases, reviews and broadcasts. It was sanitized with the allow-list
 * when staff saved it (server/sanitize.ts), so it is rendered as it is.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return (
    <div
      className={`text-[16px] leading-[1.85] text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:text-[21px] [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-[18px] [&_h3]:font-bold [&_h3]:text-brand-900 [&_img]:mt-4 [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-bold [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The closing call to action of a content page: the consultation modal and the main phone. */
export function ConsultCta({
  title,
  body,
  phone,
  phoneHref,
  placeholder,
}: {
  title: string;
  body: string;
  phone: string;
  phoneHref: string;
  placeholder: string;
}) {
  return (
    <section aria-labelledby="consult-cta-title" className="consult-cta">
      <h2 id="consult-cta-title">{title}</h2>
      <p>{body}</p>
      <div>
        <ConsultCtaButton label="상담 신청하기" placeholder={placeholder} className="consult-cta-apply" />
        <a href={phoneHref} className="consult-cta-call">
          <PhoneIcon size={18} className="text-accent-600" />
          <span>
            <span className="sr-only">전화 걸기 </span>
            {phone}
          </span>
        </a>
      </div>
    </section>
  );
}

/** A link that leaves the site: new tab, no opener, and said so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  label,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label && <span className="sr-only">{label} </span>}
      {children}
      <span className="sr-only"> (새 창)</span>
    </a>
  );
}
