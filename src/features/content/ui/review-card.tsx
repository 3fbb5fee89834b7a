import Link from 'next/link';
import { ShieldIcon } from '@/components/icons';
import { lawyerPath, reviewPath } from '@/lib/routes';
import { specialtyTitle } from '../domain/catalog';
import type { ReviewCard as ReviewCardData } from '../domain/types';
import { formatSeoulDate } from '@/lib/seoul-date';

export function ReviewCard({
  item,
  headingLevel = 'h2',
  withLawyer = true,
}: {
  item: ReviewCardData;
  headingLevel?: 'h2' | 'h3';
  /** Off on the lawyer's own profile, where it would name the page's own lawyer. */
  withLawyer?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="card" data-testid="review-card">
      <p className="card-tags">
        <span className="tag">{specialtyTitle(item.specialty)}</span>
        <span className="text-slate-600">{item.clientLabel}</span>
      </p>
      <Heading className="card-title">
        <Link href={reviewPath(item.id)} className="hover-underline">
          {item.title}
        </Link>
      </Heading>
      <p className="card-text">{item.excerpt}</p>
      <p className="mt-auto flex flex-wrap gap-x-3 pt-4 text-[14px] text-slate-700">
        {withLawyer && (
          <span>
            담당{' '}
            {item.lawyer ? (
              <Link href={lawyerPath(item.lawyer.id)} className="person-link">
                {item.lawyer.name} {item.lawyer.title}
              </Link>
            ) : (
              '변호사 정보 비공개'
            )}
          </span>
        )}
        <span className="text-slate-600">{formatSeoulDate(item.publishedAt)} 게시</span>
      </p>
    </article>
  );
}

export function ReviewList({
  items,
  headingLevel,
  withLawyer,
}: {
  items: ReviewCardData[];
  headingLevel?: 'h2' | 'h3';
  withLawyer?: boolean;
}) {
  return (
    <ul className="grid gap-5 desk:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <ReviewCard item={item} headingLevel={headingLevel} withLawyer={withLawyer} />
        </li>
      ))}
    </ul>
  );
}

/** Why a visitor can read this review at all (issue 4: consent recorded, details masked). */
export function ReviewConsentNote() {
  return (
    <p className="flex gap-2 rounded-2xl bg-slate-50 p-5 text-[14.5px] leading-relaxed text-slate-700">
      <ShieldIcon size={20} className="mt-0.5 shrink-0 text-brand-600" />
      <span>
        이 후기는 의뢰인의 서면 동의를 받아 게시합니다. 의뢰인이 드러나지 않도록 이름은 가리고, 직업·지역·가족관계 등 신원을 짐작할 수 있는
        내용은 바꾸거나 덜어 냈습니다. 후기의 결과는 그 사건의 사실관계와 증거에 따른 것으로, 다른 사건에서 같은 결과를 보장하지 않습니다.
      </span>
    </p>
  );
}
