import type { Metadata } from 'next';
import { firstParam } from '@/components/office/admin-ui';
import { requireCapability } from '@/features/auth/server/viewer';
import { getBookingSettings, holidayYearParam } from '@/features/booking/server/settings-queries';
import { OfficeBookingSettings } from '@/features/booking/ui/office-booking-settings';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: '예약 설정' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /office/bookings/settings: opening hours, who takes visits, day exceptions and holidays (booking.configure). */
export default async function OfficeBookingSettingsPage({ searchParams }: Props) {
  const viewer = await requireCapability('booking.configure', routes.officeBookingSettings);
  const year = holidayYearParam(firstParam((await searchParams).year));
  return <OfficeBookingSettings settings={await getBookingSettings(viewer, year)} />;
}
