import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { bookingPlaces, bookings, consults, lawyers } from '@/server/db/schema';

/** A visitor's booking with who booked it, where and with whom: the notices' and the private page's one read. */
export async function loadBookingContext(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      name: consults.name,
      tel: consults.tel,
      placeName: bookingPlaces.name,
      placeKind: bookingPlaces.kind,
      officeName: bookingPlaces.officeName,
      lawyerName: lawyers.name,
    })
    .from(bookings)
    .innerJoin(consults, eq(consults.id, bookings.consultId))
    .innerJoin(bookingPlaces, eq(bookingPlaces.id, bookings.placeId))
    .innerJoin(lawyers, eq(lawyers.id, bookings.lawyerId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export type BookingContext = NonNullable<Awaited<ReturnType<typeof loadBookingContext>>>;
