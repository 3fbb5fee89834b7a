import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { getFirmSettings } from '@/features/firm/server/queries';
import { listLawyers, listPressItems } from '@/features/content/server/cached';
import { EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { PressList } from '@/features/content/ui/firm-press';
import { LawyerGrid } from '@/features/content/ui/lawyer-card';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { OfficeSummaryList } from '../_components/offices';

const tabs = ['인사말', '구성원', '언론', '오시는길'] as const;
type Tab = (typeof tabs)[number];

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  // One canonical address for all four tabs: the query only picks the panel.
  return pageMetadata(
    routes.firmHello,
    `인사말 · 구성원 · 언론 보도`,
    `${settings.firmName} 대표 변호사의 인사말, 함께 일하는 변호사, 언론에 소개된 기사와 사무실 위치를 한곳에 모았습니다.`,
  );
}

function tabOf(value: string | string[] | undefined): Tab {
  const raw = Array.isArray(value) ? value[0] : value;
  return (tabs as readonly string[]).includes(raw ?? '') ? (raw as Tab) : '인사말';
}

function tabHref(tab: Tab): string {
  return tab === '인사말' ? routes.firmHello : `${routes.firmHello}?tab=${encodeURIComponent(tab)}`;
}

/**
 * The tab comes from `?tab=` (the spec's address), read on the server: each tab is a real link
 * that works without JavaScript and the page sends only the chosen panel. Reading searchParams
 * makes this one page render per request; its data comes from the cached content queries, so
 * that stays cheap. (CSS :target would need `#fragment` addresses, not the spec's query.)
 */
export default async function FirmHelloPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const current = tabOf((await searchParams).tab);
  const settings = await getFirmSettings();

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '법인소개', path: routes.firmIntro },
          { name: '인사말', path: routes.firmHello },
        ]}
      />
      <PageHeader eyebrow="법인소개" title={`${settings.firmName} 인사말과 구성원`} />

      <nav aria-label="소개 항목" className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((tab) => {
            const active = tab === current;
            return (
              <li key={tab}>
                <Link
                  href={tabHref(tab)}
                  aria-current={active ? 'page' : undefined}
                  scroll={false}
                  className={
                    active
                      ? 'inline-flex h-12 items-center border-b-[3px] border-brand-800 px-4 text-[16px] font-bold text-brand-900'
                      : 'inline-flex h-12 items-center border-b-[3px] border-transparent px-4 text-[16px] font-semibold text-slate-600 hover:text-brand-800'
                  }
                >
                  {tab}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="tab-panel-title" className="mt-8">
        <h2 id="tab-panel-title" className="h2-section">
          {panelTitle(current)}
        </h2>
        <div className="mt-5">
          {current === '인사말' && (
            <Greeting representative={settings.representative} firmName={settings.firmName} foundedYear={settings.foundedYear} />
          )}
          {current === '구성원' && <Members />}
          {current === '언론' && <Press />}
          {current === '오시는길' && <OfficeSummaryList offices={settings.offices} />}
        </div>
      </section>
    </div>
  );
}

function panelTitle(tab: Tab): string {
  switch (tab) {
    case '인사말':
      return '대표 변호사 인사말';
    case '구성원':
      return '함께 일하는 변호사';
    case '언론':
      return '언론 보도';
    case '오시는길':
      return '오시는 길';
  }
}

function Greeting({ representative, firmName, foundedYear }: { representative: string; firmName: string; foundedYear: number }) {
  return (
    <div className="max-w-[760px] space-y-4 text-[16px] leading-[1.85] text-slate-800">
      <p>
        안녕하십니까. {firmName} 대표 변호사 {representative}입니다.
      </p>
      <p>
        이혼을 고민하며 이곳을 찾으신 분들은 대개 오랫동안 혼자 망설이다 오십니다. 아이는 어떻게 되는지, 집과 재산은 어떻게 나뉘는지,
        상대방이 이혼에 응하지 않으면 어떻게 하는지, 묻고 싶은 것은 많은데 어디서부터 물어야 할지 모르는 경우가 많습니다.
      </p>
      <p>
        저희는 {foundedYear}년 문을 연 뒤 이혼과 가족 문제를 주로 맡아 왔습니다. 그동안 배운 것은 같은 이혼이라도 사건마다 쟁점과 길이
        다르다는 점입니다. 그래서 첫 상담에서는 결론을 서두르지 않고 지금까지의 사정을 충분히 듣는 데서 시작합니다.
      </p>
      <p>
        판결은 사실관계와 증거로 정해지는 만큼, 유리한 이야기만 드리지 않겠습니다. 가능한 것과 어려운 것을 함께 말씀드리고, 조정으로 정리할
        수 있는 부분과 끝까지 다투어야 할 부분을 의뢰인과 함께 정하겠습니다.
      </p>
      <p>힘든 시기에 저희를 찾아 주신 마음을 무겁게 여기며, 사건이 끝난 뒤의 생활까지 생각하는 변호사가 되겠습니다.</p>
      <p className="pt-2 font-semibold text-brand-900">
        {firmName} 대표 변호사 {representative}
      </p>
    </div>
  );
}

async function Members() {
  const lawyers = await listLawyers();
  if (lawyers.length === 0) return <EmptyNote>지금 공개된 변호사 소개가 없습니다. 담당 변호사는 상담 때 안내해 드립니다.</EmptyNote>;
  return (
    <>
      <LawyerGrid lawyers={lawyers} headingLevel="h3" />
      <Link href={routes.lawyers} className="mt-6 inline-flex text-[16px] font-bold text-brand-800 underline-offset-4 hover:underline">
        변호사 소개 페이지에서 자세히 보기
      </Link>
    </>
  );
}

async function Press() {
  const items = await listPressItems();
  if (items.length === 0) return <EmptyNote>아직 소개할 언론 보도가 없습니다.</EmptyNote>;
  return <PressList items={items} headingLevel="h3" />;
}
