import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyTitle } from '@/features/content/domain/catalog';
import { listLawyers, listWinCases } from '@/features/content/server/cached';
import { ConsultCta, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { SpecialtyLawyers } from '@/features/content/ui/lawyer-specialty';
import { pageMetadata } from '@/lib/metadata';
import { routes, specialtyPath } from '@/lib/routes';
import Link from 'next/link';

const specialty = '상간남-상간녀';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    routes.affairSuitCentre,
    `상간녀·상간남 소송 전문변호사`,
    '배우자의 부정행위 상대방에게 위자료를 청구하는 상간자 소송을 맡는 변호사와 그 사례를 소개합니다. 청구 요건과 기간도 함께 안내합니다.',
  );
}

export default async function AffairSuitLawyersPage() {
  const [settings, lawyers, cases] = await Promise.all([
    getFirmSettings(),
    listLawyers({ specialty }),
    listWinCases({ specialty, limit: 6 }),
  ]);
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs crumbs={[{ name: '상간자 소송 전문변호사', path: routes.affairSuitCentre }]} />
      <PageHeader
        eyebrow="상간자소송 센터"
        title="상간녀·상간남 소송 담당 변호사"
        lead={
          <>
            <p>
              배우자의 부정행위에 가담한 상대방에게는 부부공동생활을 침해한 불법행위 책임을 물어 위자료를 청구할 수 있고, 이혼하지 않아도
              청구할 수 있습니다(민법 제750조, 제751조). 부정행위와 상대방을 안 날부터 3년, 부정행위가 있었던 날부터 10년이 지나면 청구할 수
              없습니다(민법 제766조).
            </p>
            <p className="mt-3">
              <Link href={specialtyPath(specialty)} className="font-semibold text-brand-700 underline underline-offset-4">
                상간자 소송의 요건과 절차 더 읽기
              </Link>
            </p>
          </>
        }
      />
      <SpecialtyLawyers specialty={specialty} specialtyTitle={specialtyTitle(specialty)} lawyers={lawyers} cases={cases} />
      <ConsultCta
        title="상간자 소송, 증거부터 함께 정리하세요"
        body="어떤 자료가 증거가 되는지, 청구 기간이 남았는지, 상대방이 기혼 사실을 알았는지를 먼저 확인해야 합니다. 변호사가 직접 상담합니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 배우자의 외도 상대방에게 위자료를 청구하고 싶습니다. 가지고 있는 자료는 …"
      />
    </div>
  );
}
