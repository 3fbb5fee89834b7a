import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { caseResolutionTitle, specialtyTitle } from '@/features/content/domain/catalog';
import { getLawyer, getWinCase, listWinCases } from '@/features/content/server/cached';
import { CaseList } from '@/features/content/ui/case-card';
import { ConsultCta, PageSection, RichText, pageContainer } from '@/features/content/ui/firm-page';
import { formatSeoulDate } from '@/lib/seoul-date';
import { idParam } from '@/lib/params';
import { ResponsibleLawyerBox } from '@/features/content/ui/lawyer-card';
import { pageMetadata } from '@/lib/metadata';
import { lawyerPath, routes, winCasePath } from '@/lib/routes';
import { articleJsonLd } from '@/lib/structured-data';
import { env } from '@/server/env';

type Props = { params: Promise<{ id: string }> };

/** Rendered on first request, then cached (ISR); publishing revalidates by tag. */
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

async function caseOf(params: Props['params']) {
  const id = idParam((await params).id);
  return id === null ? null : getWinCase(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await caseOf(params);
  if (!item) return {};
  return pageMetadata(winCasePath(item.id), `${item.title} | ${specialtyTitle(item.specialty)} 승소사례`, item.summary, {
    openGraph: { title: item.title, description: item.summary, url: winCasePath(item.id), type: 'article', locale: 'ko_KR' },
  });
}

export default async function WinCasePage({ params }: Props) {
  const item = await caseOf(params);
  if (!item) notFound();
  const [settings, lawyer, sameSpecialty] = await Promise.all([
    getFirmSettings(),
    item.lawyer ? getLawyer(item.lawyer.id) : Promise.resolve(null),
    listWinCases({ specialty: item.specialty, limit: 5 }),
  ]);
  const related = sameSpecialty.filter((other) => other.id !== item.id).slice(0, 4);
  const path = winCasePath(item.id);

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '승소사례', path: routes.winCases },
          { name: item.title, path },
        ]}
      />
      <JsonLd
        data={articleJsonLd(
          {
            title: item.title,
            description: item.summary,
            publishedAt: item.publishedAt,
            updatedAt: item.updatedAt,
            authorName: item.lawyer?.name ?? null,
            authorPath: item.lawyer ? lawyerPath(item.lawyer.id) : null,
          },
          settings,
          env().SITE_URL,
          path,
        )}
      />
      <div className="grid gap-10 lg:grid-cols-[1fr_300px] lg:items-start">
        <article>
          <header className="border-b border-slate-200 pb-6">
            <p className="flex flex-wrap items-center gap-2 text-[13px] font-semibold">
              <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{specialtyTitle(item.specialty)}</span>
              <span className="rounded-full bg-amber-50 px-2.5 py-1 text-accent-600">{caseResolutionTitle(item.resolution)}</span>
            </p>
            <h1 className="mt-3 text-[26px] font-bold leading-snug tracking-[-0.03em] text-brand-900 desk:text-[32px]">{item.title}</h1>
            <dl className="mt-4 grid gap-x-6 gap-y-1 text-[14.5px] text-slate-700 call:grid-cols-[auto_1fr]">
              <dt className="font-semibold">법원</dt>
              <dd>{item.court}</dd>
              <dt className="font-semibold">{item.resolution === 'judgment' ? '선고일' : '종결일'}</dt>
              <dd>{formatSeoulDate(item.decidedOn)}</dd>
              <dt className="font-semibold">결과</dt>
              <dd className="font-semibold text-brand-900">{item.outcome}</dd>
            </dl>
          </header>
          <p className="mt-6 text-[16.5px] leading-relaxed text-slate-800">{item.summary}</p>
          <RichText html={item.bodyHtml} />
          <p className="mt-8 rounded-2xl bg-slate-50 p-5 text-[14px] leading-relaxed text-slate-700">
            의뢰인이 드러나지 않도록 이름과 신원을 짐작할 수 있는 사정은 바꾸거나 덜어 냈습니다. 이 결과는 이 사건의 사실관계와 증거에 따른
            것으로, 다른 사건에서 같은 결과를 보장하지 않습니다.
          </p>
        </article>
        <ResponsibleLawyerBox lawyer={item.lawyer} photoPath={lawyer?.photoPath} summary={lawyer?.summary} />
      </div>

      {related.length > 0 && (
        <PageSection id="related-title" title={`${specialtyTitle(item.specialty)} 사례 더 보기`}>
          <CaseList items={related} headingLevel="h3" />
        </PageSection>
      )}
      <Link href={routes.winCases} className="more-link mt-8">
        승소사례 목록으로
      </Link>

      <ConsultCta
        title="내 사건도 상의해 보세요"
        body="비슷한 쟁점이 있다면 어떤 증거가 필요하고 어떤 절차가 맞는지 변호사가 직접 설명해 드립니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder={`예) ${specialtyTitle(item.specialty)} 문제로 상담받고 싶습니다. 현재 상황은 …`}
      />
    </div>
  );
}
