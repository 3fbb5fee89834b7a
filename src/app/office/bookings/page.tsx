import type { Metadata } from 'next';
import { requireCapability, viewerCan } from '@/features/auth/server/viewer';
import { getOfficeCalendar } from '@/features/booking/server/office-queries';
import { OfficeCalendarView } from '@/features/booking/ui/office-calendar';
import { searchParam } from '@/lib/params';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: '예약 일정' };

/** /office/bookings: a day or week per place and lawyer; a lawyer opens on their own calendar. */
export default async function OfficeBookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const viewer = await requireCapability('booking.manage', routes.officeBookings);
  const query = await searchParams;
  const one = (key: string) => searchParam(query, key);
  const calendar = await getOfficeCalendar(viewer, { view: one('view'), day: one('day'), place: one('place'), lawyer: one('lawyer') });
  return <OfficeCalendarView calendar={calendar} canConfigure={viewerCan(viewer, 'booking.configure')} />;
}
