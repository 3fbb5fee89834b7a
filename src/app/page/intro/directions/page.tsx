import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { ConsultCta, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { legalServiceJsonLd } from '@/lib/structured-data';
import { env } from '@/server/env';
import { OfficeDirections } from '../_components/offices';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  const stations = settings.offices.map((office) => office.station.replace(/\s*\(.*\)$/, '')).join('·');
  return pageMetadata(
    routes.directions,
    `오시는 길`,
    `${settings.firmName} 사무실 주소와 가까운 지하철역(${stations}), 출구와 도보 시간, 주차, 상담 시간, 카카오맵·네이버 지도 길찾기.`,
  );
}

export default async function DirectionsPage() {
  const settings = await getFirmSettings();
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '법인소개', path: routes.firmIntro },
          { name: '오시는 길', path: routes.directions },
        ]}
      />
      <JsonLd data={legalServiceJsonLd(settings, env().SITE_URL)} />
      <PageHeader
        eyebrow="오시는 길"
        title="사무실 오시는 길"
        lead={
          <p>
            {settings.firmName} 사무실 {settings.offices.length}곳에서 상담합니다. 방문 상담은 미리 전화로 시간을 정해 주시면 기다리지 않고
            담당 변호사를 만나실 수 있습니다.
          </p>
        }
      />
      <div className="mt-8 grid gap-5 desk:grid-cols-2">
        {settings.offices.map((office, index) => (
          <OfficeDirections key={office.name} office={office} hours={settings.officeHours} headingId={`office-${index}`} />
        ))}
      </div>
      <p className="mt-6 text-[14px] leading-relaxed text-slate-600">
        지도 링크는 카카오맵과 네이버 지도에서 사무실 주소를 검색한 화면을 새 창으로 엽니다. 이 페이지는 지도 서비스의 스크립트를 불러오지
        않습니다.
      </p>
      <ConsultCta
        title="방문 전에 전화로 먼저 상의하세요"
        body="찾아오시기 전에 사정을 간단히 말씀해 주시면, 상담 때 가져오실 자료를 미리 안내해 드립니다."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 사무실에 방문해 상담받고 싶습니다. 가능한 날짜와 시간을 알려 주세요."
      />
    </div>
  );
}
