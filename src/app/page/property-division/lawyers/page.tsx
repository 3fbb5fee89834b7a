import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { specialtyTitle } from '@/features/content/domain/catalog';
import { listLawyers, listWinCases } from '@/features/content/server/cached';
import { ConsultCta, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { SpecialtyLawyers } from '@/features/content/ui/lawyer-specialty';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

const specialty = '재산분할';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    routes.propertyDivisionLawyers,
    `이혼·사실혼 재산분할 전문변호사`,
    '이혼과 사실혼 해소에 따른 재산분할 사건을 맡는 변호사와 사례를 소개합니다. 분할 대상, 기여도, 청구 기간을 함께 안내합니다.',
  );
}

export default async function PropertyDivisionLawyersPage() {
  const [settings, lawyers, cases] = await Promise.all([
    getFirmSettings(),
    listLawyers({ specialty }),
    listWinCases({ specialty, limit: 6 }),
  ]);
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs crumbs={[{ name: '재산분할 전문변호사', path: routes.propertyDivisionLawyers }]} />
      <PageHeader
        eyebrow="재산분할"
        title="이혼·사실혼 재산분할 담당 변호사"
        lead={
          <>
            <p>
              혼인 중 부부가 함께 모으고 유지한 재산은 명의와 관계없이 분할 대상이 될 수 있고, 법원은 각자의 기여 정도와 그 밖의 사정을
              참작해 분할 비율과 방법을 정합니다(민법 제839조의2). 사실혼을 해소할 때에도 재산분할을 청구할 수 있습니다. 청구는 이혼한
              날부터 2년 안에 해야 합니다.
            </p>
            <p className="mt-3">
              <Link href={routes.propertyDivisionGuide} className="font-semibold text-brand-700 underline underline-offset-4">
                재산분할 절차 더 읽기
              </Link>
            </p>
          </>
        }
      />
      <SpecialtyLawyers specialty={specialty} specialtyTitle={specialtyTitle(specialty)} lawyers={lawyers} cases={cases} />
      <ConsultCta
        title="재산 목록부터 함께 정리하세요"
        body="부동산, 예금, 주식, 퇴직금과 연금, 채무까지 분할 대상을 빠짐없이 정리하는 것이 시작입니다. 변호사가 직접 상담합니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 혼인 15년 차이고 아파트와 퇴직금이 있습니다. 재산분할을 어떻게 받을 수 있는지 궁금합니다."
      />
    </div>
  );
}
