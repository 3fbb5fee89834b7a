import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { caseResolutionTitle, specialtyTitle } from '@/features/content/domain/catalog';
import { listWinCases } from '@/features/content/server/cached';
import { CaseList } from '@/features/content/ui/case-card';
import { ConsultCta, EmptyNote, PageHeader, PageSection, pageContainer } from '@/features/content/ui/firm-page';
import { formatSeoulDate } from '@/lib/seoul-date';
import { pageMetadata } from '@/lib/metadata';
import { routes, specialties, winCasePath } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  return pageMetadata(
    routes.caseHistory,
    `사건 기록`,
    `${settings.firmName}에서 공개한 가사 사건 사례를 연도와 분야별로 정리한 기록입니다.`,
  );
}

/**
 * The track record counts only what is published on the site, by year and specialty. No rates or
 * percentages: the advertising rules forbid win-rate claims (변호사 광고에 관한 규정).
 */
export default async function CaseHistoryPage() {
  const [settings, cases] = await Promise.all([getFirmSettings(), listWinCases()]);
  const byYear = new Map<string, typeof cases>();
  for (const item of cases) {
    const year = item.decidedOn.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), item]);
  }
  const years = [...byYear.keys()].sort((a, b) => b.localeCompare(a));
  const bySpecialty = specialties
    .map((s) => ({ slug: s.slug, title: s.title, count: cases.filter((item) => item.specialty === s.slug).length }))
    .filter((row) => row.count > 0);

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '승소사례', path: routes.winCases },
          { name: '사건 기록', path: routes.caseHistory },
        ]}
      />
      <PageHeader
        eyebrow="사건 기록"
        title="공개 사례로 본 사건 기록"
        lead={
          <p>
            이 사이트에 공개한 사례를 연도와 분야별로 정리했습니다. 의뢰인이 공개에 동의하지 않았거나 진행 중인 사건은 포함하지 않습니다.
          </p>
        }
      />

      {cases.length === 0 ? (
        <div className="mt-8">
          <EmptyNote>지금 공개된 사례가 없습니다.</EmptyNote>
        </div>
      ) : (
        <>
          <PageSection id="specialty-counts-title" title="분야별 공개 사례">
            <table className="w-full max-w-[560px] border-collapse text-left text-[15px]">
              <caption className="sr-only">분야별 공개 사례 수</caption>
              <thead className="border-b border-slate-300 text-[14px] text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    분야
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    사례 수
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {bySpecialty.map((row) => (
                  <tr key={row.slug}>
                    <th scope="row" className="py-2.5 pr-4 font-medium text-slate-800">
                      <Link
                        href={`${routes.winCases}?specialty=${encodeURIComponent(row.slug)}`}
                        className="text-brand-700 underline underline-offset-4"
                      >
                        {row.title}
                      </Link>
                    </th>
                    <td className="py-2.5 text-right font-semibold text-brand-900">{row.count}건</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </PageSection>

          <PageSection id="timeline-title" title="연도별 기록">
            <ol className="space-y-8 border-l-2 border-brand-100 pl-6">
              {years.map((year) => {
                const items = byYear.get(year) ?? [];
                return (
                  <li key={year}>
                    <h3 className="text-[20px] font-bold text-brand-900">
                      {year}년 <span className="text-[15px] font-semibold text-slate-600">{items.length}건</span>
                    </h3>
                    <ul className="mt-3 space-y-2">
                      {items.map((item) => (
                        <li key={item.id} className="text-[15px] leading-relaxed text-slate-800">
                          <span className="text-slate-600">{formatSeoulDate(item.decidedOn)}</span> · {specialtyTitle(item.specialty)} ·{' '}
                          {caseResolutionTitle(item.resolution)} ·{' '}
                          <Link href={winCasePath(item.id)} className="font-semibold text-brand-700 underline underline-offset-4">
                            {item.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ol>
          </PageSection>

          <PageSection id="recent-title" title="최근 사례">
            <CaseList items={cases.slice(0, 4)} headingLevel="h3" />
          </PageSection>
        </>
      )}

      <ConsultCta
        title="사건 기록보다 중요한 것은 지금의 사정입니다"
        body="공개된 사례와 같은 결과를 약속드릴 수는 없습니다. 다만 어떤 쟁점이 있는지는 상담에서 함께 살펴볼 수 있습니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 비슷한 사건을 맡아 보셨는지, 제 사건은 어떻게 진행될지 궁금합니다."
      />
    </div>
  );
}
