import { MapPinIcon, PhoneIcon, TrainIcon } from '@/components/icons';
import { telHref } from '../domain/firm-settings';
import type { Office } from '../schemas';

/** The offices in short (home, firm intro, the greeting page's 오시는길 tab): address, station, phone. */
export function OfficeCards({
  offices,
  headingLevel = 'h3',
  showParking = false,
}: {
  offices: Office[];
  headingLevel?: 'h2' | 'h3';
  showParking?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 desk:grid-cols-2">
      {offices.map((office) => (
        <li key={office.name} className="rounded-2xl border border-slate-200 bg-white p-6">
          <Heading className="text-[18px] font-bold text-brand-900">{office.name}</Heading>
          <p className="mt-3 flex gap-2 text-[15px] text-slate-800">
            <MapPinIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
            {office.address}
          </p>
          <p className="mt-2 flex gap-2 text-[15px] text-slate-800">
            <TrainIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
            <span>
              {office.station} {office.exit}, {office.walk}
            </span>
          </p>
          {showParking && <p className="mt-2 pl-7 text-[14px] text-slate-600">주차: {office.parking}</p>}
          <a
            href={telHref(office.phone)}
            className="mt-3 inline-flex items-center gap-1.5 pl-7 text-[15px] font-semibold text-brand-800 hover:underline"
          >
            <PhoneIcon size={16} />
            {office.phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
