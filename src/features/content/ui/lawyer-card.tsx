import Link from 'next/link';
import { ArrowRightIcon, UserIcon } from '@/components/icons';
import { lawyerPath } from '@/lib/routes';
import type { LawyerCard as LawyerCardData, LawyerRef } from '../domain/types';

/**
 * A lawyer's portrait. A plain <img>: the photos are small local files in public/images/lawyers,
 * and next/image would add its optimizer route for no gain here.
 */
/** `priority`: the page's main image (a profile), loaded at once so it is not the late largest paint. */
export function LawyerPhoto({
  name,
  photoPath,
  className = '',
  priority = false,
}: {
  name: string;
  photoPath: string | null;
  className?: string;
  priority?: boolean;
}) {
  if (!photoPath) {
    return (
      <span className={`flex items-center justify-center bg-brand-50 text-brand-600 ${className}`}>
        <UserIcon size={48} />
        <span className="sr-only">{name} 변호사 사진 없음</span>
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={photoPath}
      alt={`${name} 변호사 사진`}
      width={480}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}

export function SpecialtyTags({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        <li key={index} className="tag text-[13px] font-medium">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One lawyer in a list; the whole card is the link to the profile. `priority`: the list's first photo. */
export function LawyerCard({
  lawyer,
  headingLevel = 'h2',
  priority = false,
}: {
  lawyer: LawyerCardData;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="group lawyer-card">
      <LawyerPhoto name={lawyer.name} photoPath={lawyer.photoPath} className="aspect-[4/5] w-full" priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-[19px] font-bold tracking-[-0.02em] text-brand-900">
          <Link href={lawyerPath(lawyer.id)} className="after:absolute after:inset-0 focus:outline-none">
            {lawyer.name} <span className="text-[15px] font-semibold text-slate-600">{lawyer.title}</span>
          </Link>
        </Heading>
        {lawyer.officeName && <p className="mt-1 text-[13.5px] text-slate-600">{lawyer.officeName}</p>}
        <p className="mt-3 text-[15px] leading-relaxed text-slate-700">{lawyer.summary}</p>
        {lawyer.registeredSpecialties.length > 0 && (
          <div className="mt-4">
            <p className="text-[13px] font-semibold text-slate-700">대한변호사협회 등록 전문분야</p>
            <div className="mt-1.5">
              <SpecialtyTags items={lawyer.registeredSpecialties} label={`${lawyer.name} 변호사의 등록 전문분야`} />
            </div>
          </div>
        )}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-4 text-[14px] font-semibold text-brand-700 group-hover:underline"
        >
          프로필 보기 <ArrowRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}

export function LawyerGrid({ lawyers, headingLevel }: { lawyers: LawyerCardData[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-5 call:grid-cols-2 desk:grid-cols-3 lg:grid-cols-4">
      {lawyers.map((lawyer, index) => (
        <li key={lawyer.id}>
          {/* The first photo is the largest paint on a phone: not lazy. */}
          <LawyerCard lawyer={lawyer} headingLevel={headingLevel} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** 'Responsible lawyer' box on a case or review; the case names who handled it (issue 4). */
export function ResponsibleLawyerBox({
  lawyer,
  photoPath,
  summary,
}: {
  lawyer: LawyerRef | null;
  photoPath?: string | null;
  summary?: string;
}) {
  return (
    <aside aria-labelledby="responsible-lawyer-title" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="responsible-lawyer-title" className="text-[15px] font-bold text-slate-700">
        담당 변호사
      </h2>
      {lawyer ? (
        <div className="mt-3 flex items-start gap-4">
          <LawyerPhoto name={lawyer.name} photoPath={photoPath ?? null} className="size-20 shrink-0 rounded-xl" />
          <div>
            <p className="text-[18px] font-bold text-brand-900">
              {lawyer.name} <span className="text-[14px] font-semibold text-slate-600">{lawyer.title}</span>
            </p>
            {summary && <p className="mt-1 text-[14.5px] leading-relaxed text-slate-700">{summary}</p>}
            <Link
              href={lawyerPath(lawyer.id)}
              className="mt-2 inline-flex items-center gap-1 text-[14.5px] font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {lawyer.name} 변호사 프로필 <ArrowRightIcon size={16} />
            </Link>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-[15px] text-slate-700">담당 변호사 정보는 상담 때 안내해 드립니다.</p>
      )}
    </aside>
  );
}
