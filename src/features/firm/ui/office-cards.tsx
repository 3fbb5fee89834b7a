import { MapPinIcon, PhoneIcon, TrainIcon } from '@/components/icons';
import { telHref } from '../domain/firm-settings';
import type { Office } from '../schemas';

/**
 * The offices in short (home, firm intro, the greeting page's 오시는길 tab): address, station, phone.
 * Its styles are component classes (globals.css): a server component's classes travel twice.
 */
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
        <li key={office.name} className="office-card">
          <Heading>{office.name}</Heading>
          <p className="office-line">
            <MapPinIcon size={20} className="office-icon" />
            {office.address}
          </p>
          <p className="office-line">
            <TrainIcon size={20} className="office-icon" />
            {`${office.station} ${office.exit}, ${office.walk}`}
          </p>
          {showParking && <p className="office-parking">{`주차: ${office.parking}`}</p>}
          <a href={telHref(office.phone)} className="office-phone">
            <PhoneIcon size={16} />
            {office.phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
