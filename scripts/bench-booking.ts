// `npm run bench:booking` (and the end of `npm run bench`): visit booking's free-slot read (issue 15:
// "the free-slot query for a month, for one office with 10 lawyers and 5,000 existing bookings, p99
// under 50 ms on PostgreSQL"). A fresh PostgreSQL database (BENCH_DATABASE_URL names the admin
// database, default postgres://postgres@127.0.0.1:5432/postgres; created, migrated and dropped) gets
// one office open on weekdays 10–12 and 13–18, ten lawyers with the same hours, the gazette's holidays
// and 5,000 confirmed 60-minute visits spread over the next six months without overlaps (the
// exclusion constraint holds them), plus 500 cancelled ones. Then availability() is timed for next
// calendar month, for any lawyer and for one, after a warm-up, and the busy-range statement's plan is
// shown. Embedded PGlite gets the same for reference (BENCH_BOOKING_PGLITE=0 skips it). Runs:
// BENCH_BOOKING_ITERATIONS (default 300, after 20 warm-up runs).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { addSeoulDays, seoulDay, seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';
import { availability, busyRanges } from '../src/features/booking/server/calendar';
import { syncHolidays } from '../src/features/booking/server/holidays';
import { seoulInstant, type WeeklyHours } from '../src/features/booking/domain/slots';
import { openDatabase, type DatabaseHandle, type Db } from '../src/server/db/client';
import { bookingLawyers, bookingPlaces, bookings, holidays, lawyers } from '../src/server/db/schema';

const BUDGET_MS = 50;
const LAWYERS = 10;
const CONFIRMED = 5_000;
const CANCELLED = 500;
const MONTHS_AHEAD = 6;
const iterations = Number(process.env.BENCH_BOOKING_ITERATIONS ?? 300);
const warmUp = 20;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const officeDay: Array<[string, string]> = [
  ['10:00', '12:00'],
  ['13:00', '18:00'],
];
const weekdays: WeeklyHours = { '1': officeDay, '2': officeDay, '3': officeDay, '4': officeDay, '5': officeDay };
/** The 60-minute slots of an office day, as minutes after midnight. */
const slotStarts = [10, 11, 13, 14, 15, 16, 17].map((hour) => hour * 60);

/** The first and last Seoul day of the month after `today`'s. */
function nextMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  let last = first;
  while (addSeoulDays(last, 1).slice(0, 7) === first.slice(0, 7)) last = addSeoulDays(last, 1);
  return { from: first, to: last };
}

/** A small seeded generator, so every run books the same slots. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type Slot = { lawyerId: number; day: string; startsAt: Date };

/** Ten lawyers, the office and its calendar, the holidays, and the bookings; returns the office and the bookings' slots. */
async function fill(db: Db, today: string): Promise<{ placeId: number; lawyerIds: number[]; confirmed: Slot[]; closed: Set<string> }> {
  await syncHolidays(db);
  const closed = new Set((await db.select({ day: holidays.day }).from(holidays)).map((row) => row.day));
  const lawyerRows = await db
    .insert(lawyers)
    .values(
      Array.from({ length: LAWYERS }, (_, index) => ({
        name: `벤치 변호사 ${index + 1}`,
        title: '변호사',
        summary: '예약 성능 측정용',
        status: 'published',
        publishedAt: new Date(),
        sortOrder: index,
      })),
    )
    .returning({ id: lawyers.id });
  const lawyerIds = lawyerRows.map((row) => row.id);
  // The window covers all of next month whatever today is (60 days, the default, may not from the 1st).
  const [place] = await db
    .insert(bookingPlaces)
    .values({ name: '벤치 사무소', kind: 'office', officeName: '벤치 사무소', weeklyHours: weekdays, horizonDays: 92, sort: 1 })
    .returning({ id: bookingPlaces.id });
  await db.insert(bookingLawyers).values(lawyerIds.map((lawyerId) => ({ lawyerId, placeIds: [place!.id], weeklyHours: weekdays })));

  // Every open lawyer-slot from tomorrow for six months, shuffled; the first 5,000 are booked (about
  // half of them), and 500 cancelled ones fall anywhere (a cancelled time may be booked again).
  const slots: Slot[] = [];
  const last = addSeoulDays(today, MONTHS_AHEAD * 31);
  for (let day = addSeoulDays(today, 1); day <= last; day = addSeoulDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6 || closed.has(day)) continue;
    for (const lawyerId of lawyerIds) for (const start of slotStarts) slots.push({ lawyerId, day, startsAt: seoulInstant(day, start) });
  }
  const random = mulberry32(15);
  for (let i = slots.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  if (slots.length < CONFIRMED) throw new Error(`only ${slots.length} open slots for ${CONFIRMED} bookings`);
  const confirmed = slots.slice(0, CONFIRMED);
  const cancelled = Array.from({ length: CANCELLED }, () => slots[Math.floor(random() * slots.length)]!);
  const now = new Date();
  const rows = [
    ...confirmed.map((slot) => ({ slot, status: 'confirmed' as const })),
    ...cancelled.map((slot) => ({ slot, status: 'cancelled' as const })),
  ].map(({ slot, status }) => {
    const endsAt = new Date(slot.startsAt.getTime() + 60 * 60_000);
    return {
      kind: 'visit',
      status,
      placeId: place!.id,
      lawyerId: slot.lawyerId,
      lawyerChosen: random() < 0.5,
      startsAt: slot.startsAt,
      endsAt,
      busy: `[${slot.startsAt.toISOString()},${endsAt.toISOString()})`,
      manageSalt: randomBytes(16).toString('base64url'),
      confirmedAt: now,
      ...(status === 'cancelled' ? { cancelledAt: now, cancelledBy: 'visitor', cancelReason: '일정 변경' } : {}),
    };
  });
  for (let start = 0; start < rows.length; start += 500) await db.insert(bookings).values(rows.slice(start, start + 500));
  await db.execute(sql`analyze`);
  return { placeId: place!.id, lawyerIds, confirmed, closed };
}

/** The busy-range statement availability() sends, as it sends it, caught on its way to the database. */
async function busyStatement(db: Db, lawyerIds: number[], from: Date, to: Date): Promise<SQL> {
  let caught: SQL | undefined;
  const spy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (query: SQL) => {
          caught = query;
          return target.execute(query);
        };
      return Reflect.get(target, key, receiver);
    },
  });
  await busyRanges(spy, lawyerIds, from, to);
  return caught!;
}

async function timeIt(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; p99: number }> {
  for (let i = 0; i < warmUp; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

type Row = { database: 'PostgreSQL' | 'PGlite'; who: string; freeTimes: number; p50: number; p95: number; p99: number };

async function benchOne(
  kind: 'postgres' | 'pglite',
  today: string,
  month: { from: string; to: string },
): Promise<{ rows: Row[]; plan: string[] }> {
  let handle: DatabaseHandle;
  let cleanup = async () => {};
  if (kind === 'postgres') {
    const name = `bench_booking_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanup = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    } catch (error) {
      await cleanup();
      throw error;
    }
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-booking-'));
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    handle = await openDatabase({ kind: 'pglite', dataDir });
  }
  const database = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  try {
    const db = handle.db;
    const filling = performance.now();
    const { placeId, lawyerIds, confirmed, closed } = await fill(db, today);
    console.log(
      `[bench:booking] ${database}: ${LAWYERS} lawyers, ${CONFIRMED.toLocaleString('en')} confirmed and ${CANCELLED} cancelled bookings filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    let openDays = 0;
    for (let day = month.from; day <= month.to; day = addSeoulDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !closed.has(day)) openDays += 1;
    }
    const rows: Row[] = [];
    for (const [who, lawyerId] of [
      [`any of ${LAWYERS} lawyers`, null],
      ['one lawyer', lawyerIds[0]!],
    ] as const) {
      const read = () => availability(db, { placeId, lawyerId, from: month.from, to: month.to });
      const result = await read();
      if (!result) throw new Error('the bench office was not found');
      // The engine saw the bookings: the free lawyer-times are the month's open ones less the booked.
      const freeTimes = result.days.reduce((sum, day) => sum + day.times.reduce((n, time) => n + time.lawyerIds.length, 0), 0);
      const booked = confirmed.filter(
        (slot) => slot.day >= month.from && slot.day <= month.to && (lawyerId === null || slot.lawyerId === lawyerId),
      ).length;
      const expected = openDays * slotStarts.length * (lawyerId === null ? LAWYERS : 1) - booked;
      if (freeTimes !== expected) throw new Error(`${who}: ${freeTimes} free lawyer-times, expected ${expected}`);
      rows.push({ database, who, freeTimes, ...(await timeIt(read)) });
    }
    const statement = await busyStatement(db, lawyerIds, seoulDayStart(month.from), seoulDayEnd(month.to));
    const explained = (await db.execute(sql`explain (analyze, costs off) ${statement}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    const plan = explained.rows.map((row) => Object.values(row)[0]!);
    return { rows, plan };
  } finally {
    await handle.close();
    await cleanup();
  }
}

const today = seoulDay();
const month = nextMonth(today);
const results: Array<{ database: string; rows: Row[]; plan: string[] }> = [];
let postgresMissing = '';
try {
  results.push({ database: 'PostgreSQL', ...(await benchOne('postgres', today, month)) });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'ECONNREFUSED' && code !== 'ENOTFOUND') throw error;
  postgresMissing = `PostgreSQL at ${new URL(adminUrl).host} is not reachable (${code}): the budget was not checked. Set BENCH_DATABASE_URL to an admin database.`;
}
if (process.env.BENCH_BOOKING_PGLITE !== '0') results.push({ database: 'PGlite', ...(await benchOne('pglite', today, month)) });

console.log(
  `\nVisit booking, free times for ${month.from}..${month.to} through availability(): one office, ${LAWYERS} lawyers, ${CONFIRMED.toLocaleString('en')} confirmed + ${CANCELLED} cancelled bookings; ${os.cpus().length} cores, Node ${process.version}, ${iterations} runs after ${warmUp} warm-up`,
);
console.log('| database | lawyer | free lawyer-times | p50 (ms) | p95 (ms) | p99 (ms) | budget |');
console.log('|---|---|---|---|---|---|---|');
for (const row of results.flatMap((result) => result.rows)) {
  const budget = row.database === 'PostgreSQL' ? `p99 < ${BUDGET_MS} ms: ${row.p99 < BUDGET_MS ? 'PASS' : 'FAIL'}` : '(reference)';
  console.log(
    `| ${row.database} | ${row.who} | ${row.freeTimes} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${budget} |`,
  );
}
for (const result of results) {
  // The scan of bookings (the GiST index of the exclusion constraint, or not) and the time.
  const summary = result.plan.filter((line) => /Scan|Execution Time/.test(line)).map((line) => line.trim());
  console.log(`\nBusy ranges of the ${LAWYERS} lawyers for the month, EXPLAIN ANALYZE on ${result.database}:\n  ${summary.join('\n  ')}`);
}
const postgresRows = results.find((result) => result.database === 'PostgreSQL')?.rows ?? [];
if (postgresMissing) console.log(`\n${postgresMissing}`);
else
  console.log(
    `\nIssue 15 budget (PostgreSQL, a month, any lawyer and one, p99 < ${BUDGET_MS} ms): ${postgresRows.every((row) => row.p99 < BUDGET_MS) ? 'PASS' : 'FAIL'}`,
  );
