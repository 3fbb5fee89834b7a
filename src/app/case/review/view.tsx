import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyTitle } from '@/features/content/domain/catalog';
import { listReviewPage } from '@/features/content/server/cached';
import { ContentPageLinks, SpecialtyFilter, specialtyParam } from '@/features/content/ui/case-card';
import { ConsultCta, EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { ReviewConsentNote, ReviewList } from '@/features/content/ui/review-card';
import { cursorParam } from '@/lib/keyset';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import type { SearchParams } from '@/lib/params';

export async function reviewsMetadata(query: SearchParams): Promise<Metadata> {
  // Later pages point search engines back at the first.
  const later = cursorParam(query.before) !== null;
  return pageMetadata(
    routes.reviews,
    `고객 후기`,
    '이혼, 재산분할, 상간자 소송, 양육권 사건을 맡겼던 의뢰인들이 동의를 받아 남긴 후기입니다. 이름과 신원을 알 수 있는 내용은 가렸습니다.',
    later ? { robots: { index: false, follow: true } } : {},
  );
}

/** Same `?specialty=` link filter and `?before=` pages as the win cases (works without JavaScript). */
export async function ReviewsView({ query }: { query: SearchParams }) {
  const specialty = specialtyParam(query.specialty);
  const before = cursorParam(query.before);
  const [settings, reviews] = await Promise.all([getFirmSettings(), listReviewPage(specialty ? { specialty } : {}, before)]);
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '승소사례', path: routes.winCases },
          { name: '고객 후기', path: routes.reviews },
        ]}
      />
      <PageHeader eyebrow="고객 후기" title="고객 후기" lead={<ReviewConsentNote />} />
      <SpecialtyFilter basePath={routes.reviews} current={specialty} label="분야별 후기 보기" />
      <p className="mt-6 text-[15px] text-slate-700">
        {specialty ? `${specialtyTitle(specialty)} 후기 ${reviews.total}건` : `전체 후기 ${reviews.total}건`}
      </p>
      <div className="mt-4">
        {reviews.items.length > 0 ? (
          <ReviewList items={reviews.items} />
        ) : (
          <EmptyNote>
            {before ? '더 지난 후기가 없습니다. 최신 후기로 돌아가 보세요.' : '이 분야로 공개된 후기가 없습니다. 다른 분야를 골라 보세요.'}
          </EmptyNote>
        )}
      </div>
      <ContentPageLinks basePath={routes.reviews} specialty={specialty} isFirst={!before} nextCursor={reviews.nextCursor} noun="후기" />
      <ConsultCta
        title="혼자 고민하지 마세요"
        body="후기를 남긴 분들도 처음에는 어디서부터 시작해야 할지 몰랐습니다. 지금의 사정을 먼저 들려주세요."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 이혼을 결심했지만 무엇부터 해야 할지 모르겠습니다."
      />
    </div>
  );
}
