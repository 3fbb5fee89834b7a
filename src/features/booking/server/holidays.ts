import 'server-only';
import * as gazette from '@hyunbinseo/holidays-kr/all';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { holidays } from '@/server/db/schema';

/**
 * Korean public holidays (issue 15, decision 015), from @hyunbinseo/holidays-kr, which carries
 * the official gazette's list (우주항공청 월력요항): 설날, 추석, substitute and temporary holidays
 * included. Each start adds the years the installed package knows and the table lacks; a day staff
 * reopened or added stays as they left it. Next years arrive with a package update (the gazette is
 * published each June for the following year); a temporary holiday announced late is added by staff.
 */

export type GazetteHoliday = { day: string; name: string };

/** Every day the installed package lists, oldest first. */
export function gazetteHolidays(): GazetteHoliday[] {
  const out: GazetteHoliday[] = [];
  for (const year of Object.values(gazette) as Array<Record<string, readonly string[]>>) {
    for (const [day, names] of Object.entries(year)) out.push({ day, name: names.join(' · ') });
  }
  return out.sort((a, b) => a.day.localeCompare(b.day));
}

/** The years the package covers, for the back office to say so. */
export function gazetteYears(): number[] {
  return [...new Set(gazetteHolidays().map((holiday) => Number(holiday.day.slice(0, 4))))];
}

/** Inserts the gazette's days the table does not have; never touches a row that exists. */
export async function syncHolidays(db: DbOrTx): Promise<number> {
  const rows = gazetteHolidays().map((holiday) => ({ ...holiday, source: 'gazette' as const }));
  const written = await db.insert(holidays).values(rows).onConflictDoNothing({ target: holidays.day }).returning({ day: holidays.day });
  return written.length;
}

export type HolidayRow = typeof holidays.$inferSelect;

export async function listHolidays(db: DbOrTx, year: number): Promise<HolidayRow[]> {
  return db
    .select()
    .from(holidays)
    .where(and(gte(holidays.day, `${year}-01-01`), lte(holidays.day, `${year}-12-31`)))
    .orderBy(asc(holidays.day));
}

/** Staff add a closed day (a temporary holiday, the firm's own day off) or rename one. */
export async function addHoliday(db: DbOrTx, input: { day: string; name: string; by: string }): Promise<void> {
  await db
    .insert(holidays)
    .values({ day: input.day, name: input.name, source: 'staff', closed: true, updatedBy: input.by })
    .onConflictDoUpdate({ target: holidays.day, set: { name: input.name, closed: true, updatedBy: input.by, updatedAt: sql`now()` } });
}

/** Staff open a holiday for booking, or close it again; the row stays, so no import brings it back. */
export async function setHolidayClosed(db: DbOrTx, input: { day: string; closed: boolean; by: string }): Promise<boolean> {
  const rows = await db
    .update(holidays)
    .set({ closed: input.closed, updatedBy: input.by, updatedAt: sql`now()` })
    .where(eq(holidays.day, input.day))
    .returning({ day: holidays.day });
  return rows.length > 0;
}
