import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyTitle } from '@/features/content/domain/catalog';
import { getLawyer, listBroadcasts, listPosts, listReviews, listWinCases } from '@/features/content/server/cached';
import { BroadcastList } from '@/features/content/ui/broadcast-card';
import { CaseList } from '@/features/content/ui/case-card';
import { ConsultCta, EmptyNote, PageSection, RichText, pageContainer } from '@/features/content/ui/firm-page';
import { formatSeoulDate } from '@/lib/seoul-date';
import { idParam } from '@/lib/params';
import { LawyerPhoto, SpecialtyTags } from '@/features/content/ui/lawyer-card';
import { ReviewList } from '@/features/content/ui/review-card';
import { pageMetadata } from '@/lib/metadata';
import { lawyerPath, postPath, routes } from '@/lib/routes';
import { personJsonLd } from '@/lib/structured-data';
import { env } from '@/server/env';
import Link from 'next/link';

type Props = { params: Promise<{ id: string }> };

/** Profiles are rendered on first request and then cached (ISR); publishing revalidates by tag. */
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

async function lawyerOf(params: Props['params']) {
  const id = idParam((await params).id);
  return id === null ? null : getLawyer(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lawyer = await lawyerOf(params);
  if (!lawyer) return {};
  return pageMetadata(lawyerPath(lawyer.id), `${lawyer.name} ${lawyer.title}`, lawyer.summary, {
    openGraph: {
      title: `${lawyer.name} ${lawyer.title}`,
      description: lawyer.summary,
      url: lawyerPath(lawyer.id),
      type: 'profile',
      locale: 'ko_KR',
      images: lawyer.photoPath ? [{ url: lawyer.photoPath, alt: `${lawyer.name} 변호사 사진` }] : undefined,
    },
  });
}

export default async function LawyerProfilePage({ params }: Props) {
  const lawyer = await lawyerOf(params);
  if (!lawyer) notFound();
  // The newest few of each (two cases, two reviews, four column titles): the profile introduces the
  // lawyer and links to the lists for the rest, within issue 17's 60 KB page.
  const [settings, cases, reviews, posts, broadcasts] = await Promise.all([
    getFirmSettings(),
    listWinCases({ lawyerId: lawyer.id, limit: 2 }),
    listReviews({ lawyerId: lawyer.id, limit: 2 }),
    listPosts({ lawyerId: lawyer.id, limit: 4 }),
    listBroadcasts({ lawyerId: lawyer.id }),
  ]);
  const path = lawyerPath(lawyer.id);

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '변호사 소개', path: routes.lawyers },
          { name: `${lawyer.name} ${lawyer.title}`, path },
        ]}
      />
      <JsonLd data={personJsonLd(lawyer, settings, env().SITE_URL, path)} />

      <div className="profile-head">
        <LawyerPhoto name={lawyer.name} photoPath={lawyer.photoPath} className="aspect-[4/5] w-full max-w-[280px] rounded-2xl" priority />
        <div>
          <p className="section-eyebrow">{lawyer.officeName ?? settings.firmName}</p>
          <h1 className="profile-name">
            {lawyer.name} <span>{lawyer.title}</span>
          </h1>
          <p className="profile-summary">{lawyer.summary}</p>
          {lawyer.registeredSpecialties.length > 0 && (
            <div className="mt-5">
              <p className="text-[14px] font-semibold text-slate-700">대한변호사협회 등록 전문분야</p>
              <div className="mt-2">
                <SpecialtyTags items={lawyer.registeredSpecialties} label="등록 전문분야" />
              </div>
            </div>
          )}
          {lawyer.specialties.length > 0 && (
            <p className="mt-4 text-[14.5px] text-slate-700">맡는 사건: {lawyer.specialties.map(specialtyTitle).join(', ')}</p>
          )}
        </div>
      </div>

      <div className="mt-4 grid gap-8 desk:grid-cols-2">
        {lawyer.education.length > 0 && (
          <PageSection id="education-title" title="학력">
            <ul className="profile-lines">
              {lawyer.education.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </PageSection>
        )}
        {lawyer.career.length > 0 && (
          <PageSection id="career-title" title="경력">
            <ul className="profile-lines">
              {lawyer.career.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </PageSection>
        )}
      </div>

      {lawyer.introHtml.trim() && (
        <PageSection id="intro-title" title="변호사의 말">
          <RichText html={lawyer.introHtml} className="max-w-[760px] [&>*:first-child]:mt-0" />
        </PageSection>
      )}

      <PageSection id="cases-title" title={`${lawyer.name} 변호사가 맡은 사건`}>
        {cases.length > 0 ? (
          <>
            <CaseList items={cases} headingLevel="h3" withLawyer={false} />
            <Link href={routes.winCases} className="more-link mt-5">
              승소사례 전체 보기
            </Link>
          </>
        ) : (
          <EmptyNote>공개된 사건 소개가 아직 없습니다.</EmptyNote>
        )}
      </PageSection>

      {reviews.length > 0 && (
        <PageSection id="reviews-title" title="의뢰인 후기">
          <ReviewList items={reviews} headingLevel="h3" withLawyer={false} />
          <Link href={routes.reviews} className="more-link mt-5">
            의뢰인 후기 전체 보기
          </Link>
        </PageSection>
      )}

      {posts.length > 0 && (
        <PageSection id="columns-title" title="칼럼">
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {posts.map((post) => (
              <li key={post.id} className="p-5">
                <h3 className="text-[17px] font-bold text-brand-900">
                  <Link href={postPath(post)} className="hover-underline">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-1.5 text-[13.5px] text-slate-600">{formatSeoulDate(post.publishedAt)}</p>
              </li>
            ))}
          </ul>
          <Link href={routes.blog} className="more-link mt-5">
            칼럼 전체 보기
          </Link>
        </PageSection>
      )}

      {broadcasts.length > 0 && (
        <PageSection id="broadcasts-title" title="방송 출연">
          <BroadcastList items={broadcasts} headingLevel="h3" />
        </PageSection>
      )}

      <ConsultCta
        title={`${lawyer.name} 변호사와 상담하기`}
        body="상담을 신청하시며 담당을 원하는 변호사를 적어 주시면 되도록 그 변호사가 직접 연락드립니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder={`예) ${lawyer.name} 변호사님께 상담받고 싶습니다. 현재 상황은 …`}
      />
    </div>
  );
}
