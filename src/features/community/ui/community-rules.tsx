import { communityRules } from '../domain/guidelines';

/** 운영원칙: the rules every member agrees to by writing. */
export function CommunityRules({ headingId = 'talk-rules-title' }: { headingId?: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="text-[19px] font-bold text-brand-900">
        커뮤니티 운영원칙
      </h2>
      <ol className="mt-4 space-y-3">
        {communityRules.map((rule, index) => (
          <li key={rule.title} className="text-[14.5px] leading-relaxed text-slate-700">
            <strong className="block text-[15px] text-slate-900">
              {index + 1}. {rule.title}
            </strong>
            {rule.body}
          </li>
        ))}
      </ol>
    </section>
  );
}
