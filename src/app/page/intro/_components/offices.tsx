import Link from 'next/link';
import { ArrowRightIcon, ClockIcon, MapPinIcon, PhoneIcon, TrainIcon } from '@/components/icons';
import { telHref } from '@/features/firm/domain/firm-settings';
import { kakaoMapHref, naverMapHref } from '@/features/firm/domain/map-links';
import type { Office } from '@/features/firm/schemas';
import { OfficeCards } from '@/features/firm/ui/office-cards';
import { ExternalLink } from '@/features/content/ui/firm-page';
import { routes } from '@/lib/routes';

const mapLinkClass =
  'inline-flex h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 text-[14.5px] font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800';

/** One office in full: the directions page. */
export function OfficeDirections({ office, hours, headingId }: { office: Office; hours: string; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 desk:p-8" data-testid="office">
      <h2 id={headingId} className="text-[22px] font-bold tracking-[-0.02em] text-brand-900">
        {office.name}
      </h2>
      <dl className="mt-5 grid gap-4 text-[15.5px] text-slate-800">
        <div className="flex gap-3">
          <MapPinIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
          <div>
            <dt className="text-[13.5px] font-semibold text-slate-600">주소</dt>
            <dd>{office.address}</dd>
          </div>
        </div>
        <div className="flex gap-3">
          <TrainIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
          <div>
            <dt className="text-[13.5px] font-semibold text-slate-600">가까운 지하철역</dt>
            <dd>
              {office.station} {office.exit}에서 {office.walk}
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded bg-accent-600 text-[12px] font-bold text-white"
          >
            P
          </span>
          <div>
            <dt className="text-[13.5px] font-semibold text-slate-600">주차</dt>
            <dd>{office.parking}</dd>
          </div>
        </div>
        <div className="flex gap-3">
          <ClockIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
          <div>
            <dt className="text-[13.5px] font-semibold text-slate-600">상담 시간</dt>
            <dd>{hours} · 방문 상담은 전화로 시간을 먼저 정해 주세요.</dd>
          </div>
        </div>
        <div className="flex gap-3">
          <PhoneIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
          <div>
            <dt className="text-[13.5px] font-semibold text-slate-600">전화</dt>
            <dd>
              <a href={telHref(office.phone)} className="font-semibold text-brand-800 underline underline-offset-4">
                <span className="sr-only">{office.name} 전화 걸기 </span>
                {office.phone}
              </a>
            </dd>
          </div>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap gap-2">
        <ExternalLink href={kakaoMapHref(office.address)} className={mapLinkClass}>
          <span className="sr-only">{office.name} </span>카카오맵에서 보기
        </ExternalLink>
        <ExternalLink href={naverMapHref(office.address)} className={mapLinkClass}>
          <span className="sr-only">{office.name} </span>네이버 지도에서 보기
        </ExternalLink>
      </div>
    </section>
  );
}

/** The short form (intro and the 오시는길 tab): name, address, station, phone, then the directions page. */
export function OfficeSummaryList({ offices, headingLevel = 'h3' }: { offices: Office[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <div>
      <OfficeCards offices={offices} headingLevel={headingLevel} />
      <Link
        href={routes.directions}
        className="mt-5 inline-flex items-center gap-1.5 text-[16px] font-bold text-brand-800 underline-offset-4 hover:underline"
      >
        지도 링크와 주차 안내까지 보기 <ArrowRightIcon size={18} />
      </Link>
    </div>
  );
}
