import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyTitle } from '@/features/content/domain/catalog';
import { getLawyer, getReview, listReviews } from '@/features/content/server/cached';
import { ConsultCta, PageSection, RichText, pageContainer } from '@/features/content/ui/firm-page';
import { formatSeoulDate } from '@/lib/seoul-date';
import { idParam } from '@/lib/params';
import { ResponsibleLawyerBox } from '@/features/content/ui/lawyer-card';
import { ReviewConsentNote, ReviewList } from '@/features/content/ui/review-card';
import { pageMetadata } from '@/lib/metadata';
import { reviewPath, routes } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

async function reviewOf(params: Props['params']) {
  const id = idParam((await params).id);
  return id === null ? null : getReview(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const review = await reviewOf(params);
  if (!review) return {};
  return pageMetadata(reviewPath(review.id), `${review.title} | ${specialtyTitle(review.specialty)} 고객 후기`, review.excerpt);
}

export default async function ReviewPage({ params }: Props) {
  const review = await reviewOf(params);
  if (!review) notFound();
  const [settings, lawyer, sameSpecialty] = await Promise.all([
    getFirmSettings(),
    review.lawyer ? getLawyer(review.lawyer.id) : Promise.resolve(null),
    listReviews({ specialty: review.specialty, limit: 5 }),
  ]);
  const related = sameSpecialty.filter((other) => other.id !== review.id).slice(0, 4);
  const path = reviewPath(review.id);

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '고객 후기', path: routes.reviews },
          { name: review.title, path },
        ]}
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_300px] lg:items-start">
        <article>
          <header className="border-b border-slate-200 pb-6">
            <p className="flex flex-wrap items-center gap-2 text-[13px] font-semibold">
              <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{specialtyTitle(review.specialty)}</span>
            </p>
            <h1 className="mt-3 text-[26px] font-bold leading-snug tracking-[-0.03em] text-brand-900 desk:text-[32px]">{review.title}</h1>
            <p className="mt-3 text-[14.5px] text-slate-700">
              {review.clientLabel} · {formatSeoulDate(review.publishedAt)} 게시
            </p>
          </header>
          <RichText html={review.bodyHtml} />
          <div className="mt-8">
            <ReviewConsentNote />
          </div>
        </article>
        <ResponsibleLawyerBox lawyer={review.lawyer} photoPath={lawyer?.photoPath} summary={lawyer?.summary} />
      </div>

      {related.length > 0 && (
        <PageSection id="related-title" title={`${specialtyTitle(review.specialty)} 후기 더 보기`}>
          <ReviewList items={related} headingLevel="h3" />
        </PageSection>
      )}
      <Link href={routes.reviews} className="more-link mt-8">
        고객 후기 목록으로
      </Link>
      <ConsultCta
        title="내 사정도 이야기해 보세요"
        body="사건마다 사정은 다릅니다. 지금 겪고 계신 일을 남겨 주시면 변호사가 직접 연락드립니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 후기와 비슷한 상황입니다. 상담을 받고 싶습니다."
      />
    </div>
  );
}
