import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { ArrowRightIcon, ClockIcon, FolderIcon, PhoneIcon, ShieldIcon, UsersIcon } from '@/components/icons';
import { QuickConsult } from '@/features/consult/ui/quick-consult';
import { OfficeCards } from '@/features/firm/ui/office-cards';
import { specialtyGuides } from '@/features/content/guides/specialty-guides';
import { SpecialtyCard } from '@/features/content/ui/specialty-card';
import { consentNotice } from '@/features/consult/domain/consult-form-rules';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { pageMetadata } from '@/lib/metadata';
import { calculatorLinks, routes, specialties, specialtyPath } from '@/lib/routes';
import { env } from '@/server/env';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  // The root layout's title template does not apply to the page of its own segment.
  return pageMetadata(
    routes.home,
    `${settings.siteTitle} | 이혼·재산분할·상간자 소송·양육권 상담`,
    '이혼소송, 조정이혼, 재산분할, 위자료, 상간자 소송, 양육권·양육비 사건을 가사 사건 전담 변호사와 상의하세요. 24시간 전화 상담과 온라인 상담 신청을 받습니다.',
  );
}

const calculatorNotes: Record<string, string> = {
  [routes.childSupportCalculator]: '부모의 소득과 자녀의 나이로 산정기준표의 양육비를 계산합니다.',
  [routes.propertyDivisionCalculator]: '재산과 채무, 기여도로 나누게 될 금액을 가늠합니다.',
};

const steps = [
  {
    title: '상담 신청',
    body: '전화, 온라인 신청서, 이 페이지의 빠른 상담 가운데 편한 방법으로 연락처와 간단한 사정을 남겨 주세요.',
  },
  {
    title: '변호사의 회신 전화',
    body: '남겨 주신 내용을 변호사가 직접 읽고 전화드립니다. 통화하기 어려운 시간이 있다면 함께 적어 주세요.',
  },
  {
    title: '방향 정리',
    body: '가능한 절차와 쟁점, 준비할 자료를 설명해 드립니다. 사건을 맡기실지는 충분히 생각하신 뒤 정하셔도 됩니다.',
  },
];

// Short component classes (globals.css) for what repeats on this page: each class string is sent
// twice, in the HTML and in the React Server Component payload (issue 17).
const container = 'page-container';
const eyebrow = 'section-eyebrow';
const sectionTitle = 'section-title';

export default async function HomePage() {
  const settings = await getFirmSettings();
  const phoneHref = telHref(settings.mainPhone);
  const notice = consentNotice(settings.consultRetentionMonths);

  return (
    <>
      {/* Hero */}
      <section aria-labelledby="home-title" className="home-hero">
        <div className={`${container} home-hero-inner`}>
          <p className="home-kicker">{settings.firmName} · 가사 사건 전담 법률센터</p>
          <h1 id="home-title" className="home-title">
            이혼과 가족의 문제,
            <br />
            혼자 견디지 않으셔도 됩니다
          </h1>
          <p className="home-lead">
            이혼, 재산분할, 상간자 소송, 양육권까지. 가사 사건을 전담하는 변호사가 사정을 끝까지 듣고, 지금 선택할 수 있는 길을 차분히
            설명해 드립니다.
          </p>
          <ul className="home-pills" aria-label="상담 안내">
            <li className="home-pill">
              <ClockIcon size={18} className="text-amber-200" />
              24시간 법률 상담
            </li>
            <li className="home-pill">
              <FolderIcon size={18} className="text-amber-200" />
              매월 약 {settings.monthlyFamilyCases.toLocaleString('ko-KR')}건의 가사 사건
            </li>
          </ul>
          <div className="home-actions">
            <ConsultCtaButton
              label="상담 신청하기"
              placeholder="예) 결혼 8년 차, 자녀가 한 명 있습니다. 협의이혼이 가능한지, 재산분할은 어떻게 되는지 궁금합니다."
              testId="home-consult-cta"
              className="home-cta"
            />
            <a href={phoneHref} className="home-call">
              <PhoneIcon size={20} className="text-accent-600" />
              {settings.mainPhone}
            </a>
            <Link href={routes.consultBoard} className="home-form-link">
              온라인 상담 신청서 작성
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
      </section>

      {/* Specialties */}
      <section aria-labelledby="specialties-title" className="home-section bg-white">
        <div className={container}>
          <p className={eyebrow}>전문분야</p>
          <h2 id="specialties-title" className={sectionTitle}>
            사건마다 먼저 알아 두셔야 할 것
          </h2>
          <p className="section-intro">같은 이혼이라도 절차와 쟁점은 사건마다 다릅니다. 분야별로 법이 정한 기준을 짧게 정리했습니다.</p>
          <ul className="home-specialties">
            {specialties.map((specialty) => {
              const guide = specialtyGuides[specialty.slug];
              return (
                <SpecialtyCard
                  key={specialty.slug}
                  href={specialtyPath(specialty.slug)}
                  title={specialty.title}
                  basis={guide.basis}
                  heading="h3"
                >
                  <p className="specialty-card-body">{guide.lead}</p>
                </SpecialtyCard>
              );
            })}
          </ul>
        </div>
      </section>

      {/* How a consultation works */}
      <section aria-labelledby="steps-title" className="home-section bg-brand-50">
        <div className={container}>
          <p className={eyebrow}>상담 절차</p>
          <h2 id="steps-title" className={sectionTitle}>
            상담은 이렇게 진행됩니다
          </h2>
          <ol className="home-steps">
            {steps.map((step) => (
              <li key={step.title} className="home-step">
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Lawyers and cases */}
      <section aria-labelledby="team-title" className="home-section bg-white">
        <div className={`${container} grid gap-5 desk:grid-cols-2`}>
          <div className="home-team-card home-team-card-dark">
            <UsersIcon size={30} className="text-amber-200" />
            <h2 id="team-title">가사 사건을 전담하는 변호사들</h2>
            <p>사건마다 담당 변호사가 정해져 첫 상담부터 조정, 소송, 판결 뒤의 집행까지 함께하고 진행 상황을 직접 알려 드립니다.</p>
            <div className="home-team-links">
              <Link href={routes.lawyers} className="more-link items-center gap-1.5 text-white">
                변호사 소개 보기 <ArrowRightIcon size={18} />
              </Link>
            </div>
          </div>
          <div className="home-team-card">
            <ShieldIcon size={30} className="text-brand-600" />
            <h2>승소사례와 고객 후기</h2>
            <p>의뢰인이 드러나지 않도록 가린 판결과 조정의 쟁점입니다. 사실관계와 증거에 따라 결과는 달라질 수 있습니다.</p>
            <div className="home-team-links">
              <Link href={routes.winCases} className="more-link items-center gap-1.5">
                승소사례 보기 <ArrowRightIcon size={18} />
              </Link>
              <Link href={routes.reviews} className="more-link items-center gap-1.5">
                고객 후기 보기 <ArrowRightIcon size={18} />
              </Link>
            </div>
          </div>
        </div>
      </section>

      {/* Tools and community */}
      <section aria-labelledby="tools-title" className="home-section bg-slate-50">
        <div className={container}>
          <p className={eyebrow}>계산기 · 판례분석</p>
          <h2 id="tools-title" className={sectionTitle}>
            상담 전에 직접 가늠해 보세요
          </h2>
          <ul className="mt-8 grid gap-4 desk:grid-cols-3">
            {calculatorLinks.map((calculator) => (
              <li key={calculator.href}>
                <ToolTile href={calculator.href} title={calculator.title} body={calculatorNotes[calculator.href] ?? ''} />
              </li>
            ))}
            <li>
              <ToolTile
                href={routes.affairAwardAnalysis}
                title="상간자 위자료 판례분석"
                body="상간자 위자료가 어떤 사정에서 얼마로 정해졌는지 살펴봅니다."
              />
            </li>
          </ul>

          <h2 className="mt-14 h2-section">비슷한 고민을 나누는 곳</h2>
          <ul className="mt-6 grid gap-4 desk:grid-cols-2">
            <li>
              <ToolTile href={routes.qna} title="이혼 법률 Q&A 센터" body="변호사가 답한 질문을 주제별로 찾고, 직접 물어볼 수 있습니다." />
            </li>
            <li>
              <ToolTile href={routes.talk} title="익명 부부 커뮤니티" body="이름을 밝히지 않고 비슷한 상황의 분들과 이야기를 나눕니다." />
            </li>
          </ul>
        </div>
      </section>

      {/* Quick consult */}
      <section aria-labelledby="quick-title" className="home-section bg-white">
        <div className={`${container} grid gap-8 desk:grid-cols-[1fr_1.1fr] desk:items-start`}>
          <div>
            <p className={eyebrow}>빠른 상담</p>
            <h2 id="quick-title" className={sectionTitle}>
              연락처와 사정을
              <br />
              짧게 남겨 주세요
            </h2>
            <p className="mt-4 text-[16px] leading-relaxed text-slate-700">
              변호사가 내용을 확인하고 전화드립니다. 늦은 밤에 남기셔도 괜찮습니다. 바로 이야기하고 싶으시면 대표번호로 전화 주세요.
            </p>
            <a href={phoneHref} className="mt-5 inline-flex items-center gap-2 text-[22px] font-bold text-brand-900 hover:underline">
              <PhoneIcon size={22} className="text-accent-600" />
              {settings.mainPhone}
            </a>
            {/* How long it is kept is in the form's consent notice. */}
            <p className="mt-6 flex gap-2 text-[14.5px] text-slate-700">
              <ShieldIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
              남기신 내용은 상담을 맡은 변호사와 권한이 있는 직원만 볼 수 있습니다.
            </p>
          </div>
          <QuickConsult
            mainPhone={settings.mainPhone}
            notice={notice}
            deskUrl={env().LEGAL_DESK_URL ?? routes.consultReceipt}
            turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null}
          />
        </div>
      </section>

      {/* Offices */}
      <section aria-labelledby="offices-title" className="home-section border-t border-slate-200 bg-white">
        <div className={container}>
          <p className={eyebrow}>오시는 길</p>
          <h2 id="offices-title" className={sectionTitle}>
            가까운 사무실에서 만나 뵙겠습니다
          </h2>
          <div className="mt-8">
            <OfficeCards offices={settings.offices} />
          </div>
          <Link href={routes.directions} className="more-link mt-6 items-center gap-1.5">
            지도와 자세한 길 안내 <ArrowRightIcon size={18} />
          </Link>
        </div>
      </section>
    </>
  );
}

/** A tile linking to a tool or a board; its arrow is CSS, silent to screen readers. */
function ToolTile({ href, title, body }: { href: string; title: string; body: string }) {
  return (
    <Link href={href} className="tool-tile">
      <span className="tool-tile-title">{title}</span>
      <span className="tool-tile-body">{body}</span>
    </Link>
  );
}
