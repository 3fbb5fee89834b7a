import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { bookingLawyers, bookingPlaces, lawyers } from '@/server/db/schema';
import { demoBookingLawyers, demoPlaces } from '../demo/demo-calendar';

/** The demo calendar into empty booking tables (checked apart, like the other features' demo data). */
export async function seedDemoBookingCalendar(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: bookingPlaces.id }).from(bookingPlaces).limit(1);
  if (existing) return false;
  return db.transaction(async (tx) => {
    const places = await tx
      .insert(bookingPlaces)
      .values(
        demoPlaces.map((place) => ({
          name: place.name,
          kind: place.kind,
          officeName: place.officeName,
          weeklyHours: place.weeklyHours,
          sort: place.sort,
        })),
      )
      .returning({ id: bookingPlaces.id, name: bookingPlaces.name });
    const placeId = new Map(demoPlaces.map((place) => [place.key, places.find((row) => row.name === place.name)!.id]));
    const lawyerRows = await tx
      .select({ id: lawyers.id, name: lawyers.name })
      .from(lawyers)
      .where(
        inArray(
          lawyers.name,
          demoBookingLawyers.map((lawyer) => lawyer.name),
        ),
      );
    const rows = demoBookingLawyers.flatMap((lawyer) => {
      const row = lawyerRows.find((candidate) => candidate.name === lawyer.name);
      return row
        ? [
            {
              lawyerId: row.id,
              placeIds: lawyer.places.map((key) => placeId.get(key)!),
              weeklyHours: lawyer.weeklyHours,
              slotMinutes: lawyer.slotMinutes ?? null,
            },
          ]
        : [];
    });
    if (rows.length > 0) await tx.insert(bookingLawyers).values(rows).onConflictDoNothing();
    return true;
  });
}
