import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ArrowRightIcon } from '@/components/icons';
import { guideContainer } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(
  routes.toolIndex,
  '가사 사건 계산기와 도구',
  '양육비·재산분할·상간자 위자료 소송 비용 계산기, 위자료 판례분석, 소송 준비 안내까지 이혼과 상간자 소송에 필요한 도구를 한곳에 모았습니다.',
);

const groups = [
  {
    title: '계산기',
    items: [
      {
        href: routes.childSupportCalculator,
        name: '양육비 계산기',
        description: '부모의 소득과 자녀의 만 나이로 2021년 양육비 산정기준표의 표준양육비와 월 지급액을 계산합니다.',
      },
      {
        href: routes.propertyDivisionCalculator,
        name: '재산분할 계산기',
        description: '부부의 재산과 채무, 특유재산, 분할 비율로 분할 대상 순재산과 정산금을 계산합니다.',
      },
      {
        href: routes.propertyDivisionHistory,
        name: '재산분할 계산 기록',
        description: '이 브라우저에서 계산한 재산분할 결과를 다시 열어 봅니다. 기록은 서버로 보내지 않습니다.',
      },
      {
        href: routes.suitCostCalculator,
        name: '상간자 위자료 소송 비용 계산기',
        description: '청구 금액과 법원, 심급으로 인지액, 송달료, 변호사 보수를 근거와 함께 계산합니다.',
      },
    ],
  },
  {
    title: '상간자 위자료 소송 도구',
    items: [
      {
        href: routes.affairAwardAnalysis,
        name: '위자료 판례분석',
        description: '혼인 기간, 부정행위 기간, 동거 여부 등 사정별로 과거 위자료 인정액의 분포를 살펴봅니다.',
      },
      { href: routes.suitPreparation, name: '소송 준비', description: '상간자 소송에서 모을 자료와 모으는 방법을 단계별로 안내합니다.' },
      { href: routes.affairSuitCentre, name: '상간자소송 담당 변호사', description: '상간자 위자료 소송을 맡는 변호사를 소개합니다.' },
    ],
  },
];

export default function ToolIndexPage() {
  return (
    <article className={guideContainer}>
      <Breadcrumbs crumbs={[{ name: '계산기', path: routes.toolIndex }]} />
      <h1 className="mt-2 text-[28px] font-bold leading-tight tracking-[-0.035em] text-brand-900 desk:text-[36px]">
        가사 사건 계산기와 도구
      </h1>
      <p className="mt-4 text-[16.5px] leading-relaxed text-slate-700">
        공개된 기준과 법령에 따라 계산 과정과 근거를 함께 보여 드리는 참고용 도구입니다. 결과의 주소를 저장하면 같은 결과를 다시 열 수 있고,
        결과를 담아 바로 상담을 신청할 수도 있습니다.
      </p>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`tools-${group.title}`} className="mt-10">
          <h2 id={`tools-${group.title}`} className="text-[22px] font-bold tracking-[-0.03em] text-brand-900">
            {group.title}
          </h2>
          <ul className="mt-4 grid gap-3 desk:grid-cols-2">
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600"
                >
                  <span className="flex items-center justify-between gap-2 text-[17.5px] font-bold text-brand-900">
                    {item.name}
                    <ArrowRightIcon size={18} aria-hidden="true" />
                  </span>
                  <span className="mt-1.5 text-[15px] leading-relaxed text-slate-700">{item.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
