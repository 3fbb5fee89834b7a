import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ArrowRightIcon } from '@/components/icons';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { ConsultCta, PageHeader, PageSection, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { OfficeSummaryList } from './_components/offices';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  return pageMetadata(
    routes.firmIntro,
    `법인소개`,
    `${settings.foundedYear}년부터 이혼·가사 사건을 맡아 온 ${settings.firmName}의 일하는 방식, 사무실, 변호사와 선임 비용 안내.`,
  );
}

const values = [
  {
    title: '끝까지 듣습니다',
    body: '가사 사건의 쟁점은 서류보다 사정에 먼저 있습니다. 첫 상담에서 혼인 생활의 경과와 지금 가장 걱정되는 것을 충분히 듣고 나서 절차를 이야기합니다.',
  },
  {
    title: '가능한 것과 어려운 것을 함께 말합니다',
    body: '판결은 사실관계와 증거로 정해집니다. 유리한 점만이 아니라 불리한 사정과 다툼이 예상되는 부분까지 설명드리고, 결과를 약속하지 않습니다.',
  },
  {
    title: '아이와 생활을 먼저 생각합니다',
    body: '양육자 지정과 양육비, 면접교섭은 자녀의 복리를 기준으로 정해집니다(민법 제837조). 다툼을 키우기보다 이혼 뒤의 생활이 안정되는 방향을 함께 찾습니다.',
  },
];

const workflow = [
  { title: '상담', body: '전화나 온라인으로 사정을 남기시면 변호사가 직접 회신합니다. 필요하면 사무실에서 자료를 보며 다시 상담합니다.' },
  {
    title: '담당 변호사 지정',
    body: '사건을 맡기시면 담당 변호사가 정해지고, 진행 상황과 다음 기일은 담당 변호사에게 직접 들으실 수 있습니다.',
  },
  {
    title: '조정과 소송',
    body: '이혼소송은 원칙적으로 조정을 먼저 거칩니다(가사소송법 제50조). 조정에서 정리될 수 있는 부분과 판결을 받아야 할 부분을 나누어 준비합니다.',
  },
  {
    title: '판결 뒤까지',
    body: '재산분할·양육비가 지켜지지 않으면 이행명령, 직접지급명령, 강제집행 등 받을 수 있는 절차를 안내합니다(가사소송법 제63조의2, 제64조).',
  },
];

export default async function FirmIntroPage() {
  const settings = await getFirmSettings();
  const years = new Date().getFullYear() - settings.foundedYear;
  const links = [
    { href: routes.lawyers, title: '변호사 소개', body: '담당 변호사의 경력과 등록 전문분야, 맡았던 사건을 볼 수 있습니다.' },
    { href: routes.directions, title: '오시는 길', body: '두 사무실의 주소, 가까운 지하철역과 주차 안내입니다.' },
    { href: routes.fees, title: '선임 비용', body: '사건 종류별 착수금과 비용 안내, 별도로 드는 인지대·송달료를 설명합니다.' },
    { href: routes.broadcasts, title: '방송활동', body: '변호사들이 방송에서 가사 사건을 설명한 내용을 모았습니다.' },
  ];

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs crumbs={[{ name: '법인소개', path: routes.firmIntro }]} />
      <PageHeader
        eyebrow="법인소개"
        title={`${settings.firmName} 소개`}
        lead={
          <p>
            {settings.foundedYear}년 문을 연 뒤 {years > 0 ? `${years}년 동안 ` : ''}이혼과 가족 문제를 주로 맡아 온 법무법인,{' '}
            {settings.firmName}입니다. {settings.siteTitle}에서 이혼소송, 조정이혼, 재산분할, 위자료, 상간자 소송, 양육권·양육비 사건을
            상담합니다.
          </p>
        }
      />

      <dl className="mt-8 grid gap-4 call:grid-cols-3">
        <div className="rounded-2xl bg-brand-50 p-5">
          <dt className="text-[13.5px] font-semibold text-slate-700">설립</dt>
          <dd className="mt-1 text-[22px] font-bold text-brand-900">{settings.foundedYear}년</dd>
        </div>
        <div className="rounded-2xl bg-brand-50 p-5">
          <dt className="text-[13.5px] font-semibold text-slate-700">사무실</dt>
          <dd className="mt-1 text-[22px] font-bold text-brand-900">{settings.offices.length}곳</dd>
          <dd className="text-[14px] text-slate-700">{settings.offices.map((office) => office.name).join(' · ')}</dd>
        </div>
        <div className="rounded-2xl bg-brand-50 p-5">
          <dt className="text-[13.5px] font-semibold text-slate-700">매월 맡는 가사 사건</dt>
          <dd className="mt-1 text-[22px] font-bold text-brand-900">약 {settings.monthlyFamilyCases.toLocaleString('ko-KR')}건</dd>
        </div>
      </dl>

      <PageSection id="values-title" title="우리가 지키는 것">
        <ul className="grid gap-4 desk:grid-cols-3">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-[18px] font-bold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{value.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="workflow-title" title="사건은 이렇게 진행됩니다">
        <ol className="grid gap-4 desk:grid-cols-4">
          {workflow.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-slate-50 p-6">
              <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-800 text-[14px] font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-[17px] font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-[14.5px] leading-relaxed text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="more-title" title="더 알아보기">
        <ul className="grid gap-4 call:grid-cols-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 p-6 hover:border-brand-600 hover:shadow-md"
              >
                <span className="inline-flex items-center gap-1 text-[18px] font-bold text-brand-900 group-hover:underline">
                  {link.title} <ArrowRightIcon size={18} />
                </span>
                <span className="mt-2 text-[15px] leading-relaxed text-slate-700">{link.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="offices-title" title="사무실">
        <OfficeSummaryList offices={settings.offices} />
      </PageSection>

      <ConsultCta
        title="지금 사정을 먼저 이야기해 주세요"
        body={`${settings.officeHours}. 남겨 주신 내용은 변호사가 직접 읽고 연락드립니다.`}
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 이혼을 고민하고 있습니다. 어떤 절차부터 밟아야 하는지 알고 싶습니다."
      />
    </div>
  );
}
