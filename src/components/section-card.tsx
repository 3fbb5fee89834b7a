/** A titled card of a member's page (my page: profile, password, my posts). */
export function SectionCard({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border bg-white p-5 desk:p-7 ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}
      data-testid={`section-${id}`}
    >
      <h2 id={`${id}-title`} className="text-[19px] font-bold text-brand-900">
        {title}
      </h2>
      {description && <div className="mt-1.5 text-[14.5px] leading-relaxed text-slate-700">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
