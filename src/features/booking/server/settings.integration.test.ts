import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeAuditDetail } from '@/features/auth/domain/audit-labels';
import { actionMessages } from '@/features/auth/server/action-client';
import { StaffAccessError } from '@/features/auth/server/staff-query';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { addSeoulDays, seoulDay, seoulHour } from '@/lib/seoul-date';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, bookingLawyers, bookingOverrides, bookingPlaces, bookings, holidays, lawyers } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { bookingMessages } from '../domain/booking-rules';
import { settingsMessages } from '../settings-schemas';
import {
  addHolidayAction,
  addHolidayFormAction,
  deleteBookingOverrideAction,
  deleteBookingOverrideFormAction,
  saveBookingOverrideAction,
  saveBookingOverrideFormAction,
  setHolidayClosedAction,
  setHolidayClosedFormAction,
  updateBookingLawyerAction,
  updateBookingLawyerFormAction,
  updateBookingPlaceAction,
  updateBookingPlaceFormAction,
  type SettingsFormState,
} from './settings-actions';
import { getOfficeCalendar } from './office-queries';
import { getBookingSettings, holidayYearParam } from './settings-queries';

let database: TestDatabase;
let member: TestUser;
let lawyerUser: TestUser;
let manager: TestUser;
let admin: TestUser;
let gyodae: number;
let video: number;
let kimId: number;
let parkId: number;

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.15' }, run);
const initial: SettingsFormState = { attempt: 0, fieldErrors: {} };
/** A Seoul day ten days from now: always bookable, never in the past. */
const soon = () => addSeoulDays(seoulDay(), 10);
/** Far beyond the gazette package's years, so staff days never meet a public holiday. */
const staffDay = '2099-05-15';

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) for (const item of [value].flat()) data.append(key, item);
  return data;
}

const officeWeek = {
  '0': '휴무',
  '1': '10:00-12:00, 13:00-18:00',
  '2': '10:00-12:00, 13:00-18:00',
  '3': '10:00-12:00, 13:00-18:00',
  '4': '10:00-12:00, 13:00-18:00',
  '5': '10:00-12:00, 13:00-18:00',
  '6': '',
};

const placeInput = (overrides: Record<string, unknown> = {}) => ({
  placeId: gyodae,
  hours: officeWeek,
  slotMinutes: '60',
  bufferMinutes: '10',
  horizonDays: '60',
  minNoticeHours: '12',
  active: true,
  ...overrides,
});

const lawyerInput = (overrides: Record<string, unknown> = {}) => ({
  lawyerId: kimId,
  placeIds: [String(gyodae), String(video)],
  hours: { '1': '13:00-18:00', '3': '13:00-18:00' },
  slotMinutes: '',
  bufferMinutes: '',
  horizonDays: '30',
  minNoticeHours: '',
  active: true,
  ...overrides,
});

/** The audit log's one readable line for an entry, as /office/audit shows it. */
const auditLine = (row: { action: string; detail: unknown }) =>
  describeAuditDetail(row.action, row.detail as Record<string, unknown> | null);

async function auditRows(action: string, subjectId?: string | number) {
  return database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), subjectId === undefined ? undefined : eq(auditLogs.subjectId, String(subjectId))));
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  member = await createTestUser(database.db, { name: '일반 회원' });
  lawyerUser = await createTestUser(database.db, { roles: ['변호사'], name: '예약 일정만 보는 변호사' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '운영 관리자' });
  const profiles = await database.db
    .insert(lawyers)
    .values([
      { name: '김도윤', title: '파트너 변호사', summary: '상간자 위자료 소송을 주로 맡습니다.', status: 'published', sortOrder: 1 },
      { name: '박지안', title: '변호사', summary: '양육권 사건을 주로 맡습니다.', status: 'published', sortOrder: 2 },
      { name: '비공개 변호사', title: '변호사', summary: '아직 게시 전입니다.', status: 'draft', sortOrder: 3 },
    ])
    .returning({ id: lawyers.id });
  [kimId, parkId] = [profiles[0]!.id, profiles[1]!.id];
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(bookings);
  await database.db.delete(bookingOverrides);
  await database.db.delete(bookingLawyers);
  await database.db.delete(bookingPlaces);
  await database.db.delete(holidays).where(eq(holidays.source, 'staff'));
  await database.db.update(holidays).set({ closed: true });
  await database.db.delete(auditLogs);
  const places = await database.db
    .insert(bookingPlaces)
    .values([
      { name: '본사 (교대)', kind: 'office', officeName: '본사 (교대)', weeklyHours: { '1': [['10:00', '18:00']] }, sort: 1 },
      { name: '화상 상담', kind: 'video', weeklyHours: { '1': [['10:00', '20:00']] }, sort: 2 },
    ])
    .returning({ id: bookingPlaces.id });
  [gyodae, video] = [places[0]!.id, places[1]!.id];
});

describe('who may change the booking settings', () => {
  const calls: Array<[string, () => Promise<{ ok: boolean; formError?: string }>]> = [
    ['place', () => updateBookingPlaceAction(placeInput())],
    ['lawyer', () => updateBookingLawyerAction(lawyerInput())],
    ['override save', () => saveBookingOverrideAction({ owner: `place-${gyodae}`, day: soon(), hours: '휴무' })],
    ['override delete', () => deleteBookingOverrideAction({ overrideId: 1 })],
    ['holiday add', () => addHolidayAction({ day: staffDay, name: '사무소 창립기념일' })],
    ['holiday open', () => setHolidayClosedAction({ day: '2026-01-01', closed: false })],
  ];

  it('refuses a visitor, a member and a role without booking.configure, and writes nothing', async () => {
    for (const [, call] of calls) {
      expect(await as(null, call)).toEqual({ ok: false, formError: actionMessages.signedOut });
      expect(await as(member, call)).toEqual({ ok: false, formError: actionMessages.forbidden });
      expect(await as(lawyerUser, call)).toEqual({ ok: false, formError: actionMessages.forbidden });
    }
    expect(await as(member, () => updateBookingPlaceFormAction(initial, form({ placeId: String(gyodae) })))).toMatchObject({
      attempt: 1,
      formError: actionMessages.forbidden,
    });
    const [place] = await database.db.select().from(bookingPlaces).where(eq(bookingPlaces.id, gyodae));
    expect(place!.weeklyHours).toEqual({ '1': [['10:00', '18:00']] });
    expect(await database.db.select().from(bookingLawyers)).toHaveLength(0);
    expect(await database.db.select().from(bookingOverrides)).toHaveLength(0);
    expect(await database.db.select().from(holidays).where(eq(holidays.day, staffDay))).toHaveLength(0);
    expect(await database.db.select().from(auditLogs)).toHaveLength(0);
  });

  it('lets 매니저 and 관리자 read the settings page and refuses the others', async () => {
    const settings = await getBookingSettings(await viewerFromHeaders(manager.headers), 2026);
    expect(settings.places.map((place) => place.name)).toEqual(['본사 (교대)', '화상 상담']);
    expect(settings.places[0]!.hours[1]).toBe('10:00-18:00');
    expect(settings.places[0]!.hours[0]).toBe('휴무');
    // Published profiles only (the draft has no visit settings to switch off).
    expect(settings.lawyers.map((lawyer) => lawyer.name)).toEqual(['김도윤', '박지안']);
    expect(settings.lawyers[0]).toMatchObject({ configured: false, active: false, placeIds: [] });
    expect(settings.holidays.gazetteYears).toContain(2026);
    expect(settings.holidays.days.find((day) => day.day === '2026-01-01')).toMatchObject({
      name: '1월 1일',
      source: 'gazette',
      closed: true,
    });
    await expect(getBookingSettings(await viewerFromHeaders(admin.headers), 2027)).resolves.toMatchObject({ holidays: { year: 2027 } });
    await expect(getBookingSettings(await viewerFromHeaders(lawyerUser.headers), 2026)).rejects.toBeInstanceOf(StaffAccessError);
    await expect(getBookingSettings(await viewerFromHeaders(member.headers), 2026)).rejects.toBeInstanceOf(StaffAccessError);
    await expect(getBookingSettings(null, 2026)).rejects.toBeInstanceOf(StaffAccessError);
  });

  it('opens the calendar on a malformed place or lawyer in the address as on none', async () => {
    const viewer = await viewerFromHeaders(manager.headers);
    const plain = await getOfficeCalendar(viewer, { view: 'week', day: '2026-12-01' });
    const malformed = await getOfficeCalendar(viewer, { view: 'week', day: '2026-12-01', place: '1.5', lawyer: 'abc' });
    expect(malformed).toEqual(plain);
    expect(malformed.placeId).toBe(gyodae);
    expect(malformed.days).toHaveLength(7);
  });

  it('reads the holiday year from the address, or this year', () => {
    expect(holidayYearParam('2027', '2026-11-20')).toBe(2027);
    expect(holidayYearParam('27', '2026-11-20')).toBe(2026);
    expect(holidayYearParam('3000', '2026-11-20')).toBe(2026);
    expect(holidayYearParam(undefined, '2026-11-20')).toBe(2026);
  });
});

describe('a place’s hours and rules', () => {
  it('saves the weekly hours as ranges and the rules, and logs what changed', async () => {
    const result = await as(manager, () =>
      updateBookingPlaceAction(placeInput({ hours: { ...officeWeek, '6': '9:00~13:00', '2': '13:00-18:00, 9:30-12:00' } })),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        name: '본사 (교대)',
        changed: ['월요일 시간', '화요일 시간', '수요일 시간', '목요일 시간', '금요일 시간', '토요일 시간', '상담 사이 쉬는 시간'],
      },
    });
    const [place] = await database.db.select().from(bookingPlaces).where(eq(bookingPlaces.id, gyodae));
    expect(place).toMatchObject({ slotMinutes: 60, bufferMinutes: 10, horizonDays: 60, minNoticeHours: 12, active: true });
    expect(place!.weeklyHours).toEqual({
      '1': [
        ['10:00', '12:00'],
        ['13:00', '18:00'],
      ],
      '2': [
        ['09:30', '12:00'],
        ['13:00', '18:00'],
      ],
      '3': [
        ['10:00', '12:00'],
        ['13:00', '18:00'],
      ],
      '4': [
        ['10:00', '12:00'],
        ['13:00', '18:00'],
      ],
      '5': [
        ['10:00', '12:00'],
        ['13:00', '18:00'],
      ],
      '6': [['09:00', '13:00']],
    });
    const [audit] = await auditRows('booking.place.update', gyodae);
    expect(audit).toMatchObject({ actorId: manager.id, actorName: '한지우 매니저', subjectType: 'booking_place' });
    expect(auditLine(audit!)).toBe(
      '본사 (교대) · 바뀐 항목: 월요일 시간, 화요일 시간, 수요일 시간, 목요일 시간, 금요일 시간, 토요일 시간, 상담 사이 쉬는 시간',
    );
  });

  it('saves through the plain form and says what changed, or that nothing did', async () => {
    const fields = {
      placeId: String(gyodae),
      hours0: '',
      hours1: '10:00-18:00',
      hours2: '휴무',
      hours3: '',
      hours4: '',
      hours5: '',
      hours6: '',
      slotMinutes: '50',
      bufferMinutes: '0',
      horizonDays: '60',
      minNoticeHours: '12',
    };
    const saved = await as(manager, () => updateBookingPlaceFormAction(initial, form(fields)));
    expect(saved).toEqual({
      attempt: 1,
      fieldErrors: {},
      success: '본사 (교대) 설정을 저장했습니다. 바뀐 항목: 상담 길이, 예약 받기.',
    });
    const [place] = await database.db.select().from(bookingPlaces).where(eq(bookingPlaces.id, gyodae));
    // An unticked box is a place that stops taking bookings.
    expect(place).toMatchObject({ slotMinutes: 50, active: false, weeklyHours: { '1': [['10:00', '18:00']] } });
    const again = await as(manager, () => updateBookingPlaceFormAction(saved, form(fields)));
    expect(again.success).toBe('본사 (교대) 설정에 바뀐 내용이 없습니다.');
    expect(again.attempt).toBe(2);
  });

  it('refuses hours that do not read, overlap, and rules out of range, in Korean, changing nothing', async () => {
    const badHours = await as(manager, () => updateBookingPlaceAction(placeInput({ hours: { ...officeWeek, '1': '10시부터 12시' } })));
    expect(badHours).toEqual({ ok: false, formError: actionMessages.invalid, fieldErrors: { 'hours.1': bookingMessages.hours } });
    const backwards = await as(manager, () => updateBookingPlaceAction(placeInput({ hours: { ...officeWeek, '3': '18:00-10:00' } })));
    expect(backwards).toMatchObject({ ok: false, fieldErrors: { 'hours.3': bookingMessages.hours } });
    const overlap = await as(manager, () =>
      updateBookingPlaceAction(placeInput({ hours: { ...officeWeek, '5': '10:00-13:00, 12:00-18:00' } })),
    );
    expect(overlap).toMatchObject({ ok: false, fieldErrors: { 'hours.5': settingsMessages.overlap } });
    const rules = await as(manager, () =>
      updateBookingPlaceAction(placeInput({ slotMinutes: '0', bufferMinutes: '-5', horizonDays: '', minNoticeHours: '1.5' })),
    );
    expect(rules).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: {
        slotMinutes: settingsMessages.slotMinutes,
        bufferMinutes: settingsMessages.bufferMinutes,
        horizonDays: settingsMessages.horizonDays,
        minNoticeHours: settingsMessages.minNoticeHours,
      },
    });
    const missing = await as(manager, () => updateBookingPlaceAction(placeInput({ placeId: 999_999 })));
    expect(missing).toEqual({ ok: false, formError: settingsMessages.place });
    const forged = await as(manager, () => updateBookingPlaceAction({ placeId: 'x', hours: 'nope', active: 'yes' }));
    expect(forged.ok).toBe(false);
    const [place] = await database.db.select().from(bookingPlaces).where(eq(bookingPlaces.id, gyodae));
    expect(place!.weeklyHours).toEqual({ '1': [['10:00', '18:00']] });
    expect(await auditRows('booking.place.update')).toHaveLength(0);
  });

  it('hands the plain form back what was typed, with the message under the day', async () => {
    const state = await as(manager, () =>
      updateBookingPlaceFormAction(
        initial,
        form({
          placeId: String(gyodae),
          hours1: '10-12',
          slotMinutes: '60',
          bufferMinutes: '0',
          horizonDays: '60',
          minNoticeHours: '12',
          active: 'on',
        }),
      ),
    );
    expect(state).toMatchObject({
      attempt: 1,
      formError: actionMessages.invalid,
      fieldErrors: { 'hours.1': bookingMessages.hours },
      values: { hours1: '10-12', active: 'on', slotMinutes: '60' },
    });
    expect(state.success).toBeUndefined();
  });
});

describe('a lawyer’s visits', () => {
  it('creates the lawyer’s settings with the places ticked, following the place where left blank', async () => {
    const result = await as(manager, () => updateBookingLawyerAction(lawyerInput()));
    expect(result).toMatchObject({ ok: true, data: { name: '김도윤' } });
    if (!result.ok) return;
    expect(result.data.changed).toEqual(['장소', '월요일 시간', '수요일 시간', '예약 받는 기간', '예약 받기']);
    const [row] = await database.db.select().from(bookingLawyers).where(eq(bookingLawyers.lawyerId, kimId));
    expect(row).toMatchObject({
      placeIds: [gyodae, video].sort((a, b) => a - b),
      weeklyHours: { '1': [['13:00', '18:00']], '3': [['13:00', '18:00']] },
      slotMinutes: null,
      bufferMinutes: null,
      horizonDays: 30,
      minNoticeHours: null,
      active: true,
    });
    const [audit] = await auditRows('booking.lawyer.update', kimId);
    expect(audit).toMatchObject({ subjectType: 'booking_lawyer', actorId: manager.id });
    expect(auditLine(audit!)).toBe('김도윤 변호사 · 바뀐 항목: 장소, 월요일 시간, 수요일 시간, 예약 받는 기간, 예약 받기');
    const settings = await getBookingSettings(await viewerFromHeaders(manager.headers), 2026);
    expect(settings.lawyers[0]).toMatchObject({ configured: true, active: true, horizonDays: 30, slotMinutes: null });
    expect(settings.lawyers[0]!.hours[1]).toBe('13:00-18:00');
  });

  it('updates through the plain form: places from the ticked boxes, own rules where typed', async () => {
    await as(manager, () => updateBookingLawyerAction(lawyerInput()));
    const state = await as(admin, () =>
      updateBookingLawyerFormAction(
        initial,
        form({ lawyerId: String(kimId), placeIds: [String(video)], hours2: '19:00-21:00', slotMinutes: '40', active: 'on' }),
      ),
    );
    expect(state.success).toBe(
      '김도윤 변호사 설정을 저장했습니다. 바뀐 항목: 장소, 월요일 시간, 화요일 시간, 수요일 시간, 상담 길이, 예약 받는 기간.',
    );
    const [row] = await database.db.select().from(bookingLawyers).where(eq(bookingLawyers.lawyerId, kimId));
    expect(row).toMatchObject({ placeIds: [video], weeklyHours: { '2': [['19:00', '21:00']] }, slotMinutes: 40, horizonDays: null });
    expect(await auditRows('booking.lawyer.update', kimId)).toHaveLength(2);
  });

  it('refuses taking visits at no place, an unknown place or lawyer, and bad own rules', async () => {
    const noPlace = await as(manager, () => updateBookingLawyerAction(lawyerInput({ placeIds: [] })));
    expect(noPlace).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { placeIds: settingsMessages.activeWithoutPlace },
    });
    const unknownPlace = await as(manager, () => updateBookingLawyerAction(lawyerInput({ placeIds: [String(gyodae), '999999'] })));
    expect(unknownPlace).toEqual({ ok: false, formError: settingsMessages.placeIds, fieldErrors: { placeIds: settingsMessages.placeIds } });
    const unknownLawyer = await as(manager, () => updateBookingLawyerAction(lawyerInput({ lawyerId: 999_999 })));
    expect(unknownLawyer).toEqual({ ok: false, formError: settingsMessages.lawyer });
    const badRules = await as(manager, () => updateBookingLawyerAction(lawyerInput({ slotMinutes: '500', hours: { '4': '점심 이후' } })));
    expect(badRules).toMatchObject({
      ok: false,
      fieldErrors: { slotMinutes: settingsMessages.slotMinutes, 'hours.4': bookingMessages.hours },
    });
    expect(await database.db.select().from(bookingLawyers)).toHaveLength(0);
    // Not taking visits at all needs no place.
    const off = await as(manager, () => updateBookingLawyerAction(lawyerInput({ lawyerId: parkId, placeIds: [], active: false })));
    expect(off.ok).toBe(true);
    expect(await auditRows('booking.lawyer.update')).toHaveLength(1);
  });
});

describe('a day’s exception', () => {
  it('closes a place for a day, replaces it when saved again, lists it, and deletes it', async () => {
    const day = soon();
    const closed = await as(manager, () =>
      saveBookingOverrideAction({ owner: `place-${gyodae}`, day, hours: '휴무', note: '사무소 소독' }),
    );
    expect(closed).toMatchObject({ ok: true, data: { owner: '본사 (교대)', day, hours: '종일 휴무', visits: 0 } });
    const replaced = await as(manager, () => saveBookingOverrideAction({ owner: `place-${gyodae}`, day, hours: '14:00-17:00' }));
    expect(replaced).toMatchObject({ ok: true, data: { hours: '14:00-17:00' } });
    const rows = await database.db.select().from(bookingOverrides);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ placeId: gyodae, lawyerId: null, day, hours: [['14:00', '17:00']], note: '', createdBy: manager.id });

    const settings = await getBookingSettings(await viewerFromHeaders(manager.headers), 2026);
    expect(settings.overrides).toEqual([
      expect.objectContaining({
        id: rows[0]!.id,
        day,
        owner: '본사 (교대)',
        hours: '14:00-17:00',
        closed: false,
        savedBy: '한지우 매니저',
      }),
    ]);

    const saves = await auditRows('booking.override.save', rows[0]!.id);
    expect(saves).toHaveLength(2);
    expect(saves.map(auditLine).sort()).toEqual([`본사 (교대) · ${day} · 14:00-17:00`, `본사 (교대) · ${day} · 종일 휴무 · 사무소 소독`]);

    const deleted = await as(admin, () => deleteBookingOverrideAction({ overrideId: rows[0]!.id }));
    expect(deleted).toEqual({ ok: true, data: { owner: '본사 (교대)', day } });
    expect(await database.db.select().from(bookingOverrides)).toHaveLength(0);
    expect(await auditRows('booking.override.delete', rows[0]!.id)).toHaveLength(1);
    const again = await as(admin, () => deleteBookingOverrideAction({ overrideId: rows[0]!.id }));
    expect(again).toEqual({ ok: false, formError: settingsMessages.overrideGone });
  });

  it('gives a lawyer other hours on a day through the plain form, and names the bookings already made', async () => {
    await as(manager, () => updateBookingLawyerAction(lawyerInput()));
    const day = soon();
    const startsAt = seoulHour(day, 14);
    const endsAt = seoulHour(day, 15);
    await database.db.insert(bookings).values({
      kind: 'visit',
      status: 'confirmed',
      placeId: gyodae,
      lawyerId: kimId,
      startsAt,
      endsAt,
      busy: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
      manageSalt: 'test-salt',
    });
    const state = await as(manager, () =>
      saveBookingOverrideFormAction(initial, form({ owner: `lawyer-${kimId}`, day, hours: '10:00-12:00', note: '오후 재판 기일' })),
    );
    expect(state.success).toMatch(/^김도윤 변호사의 \d+월 \d+일\(.\) 예외\(10:00-12:00\)를 저장했습니다\. 이날 이미 잡힌 예약 1건은/);
    const [row] = await database.db.select().from(bookingOverrides).where(eq(bookingOverrides.lawyerId, kimId));
    expect(row).toMatchObject({ placeId: null, day, hours: [['10:00', '12:00']], note: '오후 재판 기일' });
    // A place and a lawyer may both have an exception on the same day.
    expect(await as(manager, () => saveBookingOverrideAction({ owner: `place-${gyodae}`, day, hours: '' }))).toMatchObject({
      ok: true,
      data: { visits: 1 },
    });
    const removed = await as(manager, () => deleteBookingOverrideFormAction(state, form({ overrideId: String(row!.id) })));
    expect(removed.success).toMatch(/^김도윤 변호사의 .+ 예외를 지웠습니다\./);
    expect(removed.attempt).toBe(2);
  });

  it('refuses a past day, no owner, an unknown owner and bad hours', async () => {
    const yesterday = addSeoulDays(seoulDay(), -1);
    expect(await as(manager, () => saveBookingOverrideAction({ owner: `place-${gyodae}`, day: yesterday, hours: '' }))).toEqual({
      ok: false,
      formError: settingsMessages.pastDay,
      fieldErrors: { day: settingsMessages.pastDay },
    });
    expect(await as(manager, () => saveBookingOverrideAction({ owner: '', day: soon(), hours: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { owner: settingsMessages.owner },
    });
    expect(await as(manager, () => saveBookingOverrideAction({ owner: 'lawyer-999999', day: soon(), hours: '' }))).toEqual({
      ok: false,
      formError: settingsMessages.owner,
      fieldErrors: { owner: settingsMessages.owner },
    });
    expect(await as(manager, () => saveBookingOverrideAction({ owner: `place-${gyodae}`, day: '2026-02-30', hours: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { day: settingsMessages.day },
    });
    const badHours = await as(manager, () =>
      saveBookingOverrideFormAction(initial, form({ owner: `place-${gyodae}`, day: soon(), hours: '오전만' })),
    );
    expect(badHours).toMatchObject({
      fieldErrors: { hours: bookingMessages.hours },
      values: { hours: '오전만', owner: `place-${gyodae}` },
    });
    expect(await database.db.select().from(bookingOverrides)).toHaveLength(0);
    expect(await auditRows('booking.override.save')).toHaveLength(0);
  });
});

describe('holidays', () => {
  it('adds a staff day off, closed, and lists it in its year', async () => {
    const result = await as(manager, () => addHolidayAction({ day: staffDay, name: '  사무소 창립기념일 ' }));
    expect(result).toEqual({ ok: true, data: { day: staffDay, name: '사무소 창립기념일', closed: true, visits: 0 } });
    const [row] = await database.db.select().from(holidays).where(eq(holidays.day, staffDay));
    expect(row).toMatchObject({ name: '사무소 창립기념일', source: 'staff', closed: true, updatedBy: manager.id });
    const [audit] = await auditRows('booking.holiday.add', staffDay);
    expect(auditLine(audit!)).toBe(`${staffDay} 사무소 창립기념일`);
    const settings = await getBookingSettings(await viewerFromHeaders(manager.headers), 2099);
    expect(settings.holidays.days).toEqual([expect.objectContaining({ day: staffDay, source: 'staff', closed: true })]);
    expect(settings.holidays.years).toContain(2099);
    const renamed = await as(manager, () => addHolidayFormAction(initial, form({ day: staffDay, name: '창립기념일' })));
    expect(renamed.success).toBe('2099년 5월 15일(금)을 ‘창립기념일’ 휴무일로 저장했습니다.');
    expect((await auditRows('booking.holiday.add', staffDay)).map(auditLine).sort()).toEqual([
      `${staffDay} 사무소 창립기념일`,
      `${staffDay} 창립기념일 (이전 이름: 사무소 창립기념일)`,
    ]);
  });

  it('opens a gazette holiday for booking and closes it again, each logged', async () => {
    const [gazette] = await database.db
      .select()
      .from(holidays)
      .where(and(eq(holidays.source, 'gazette'), eq(holidays.day, '2026-01-01')));
    expect(gazette).toMatchObject({ name: '1월 1일', closed: true });
    const opened = await as(manager, () => setHolidayClosedAction({ day: '2026-01-01', closed: false }));
    expect(opened).toEqual({ ok: true, data: { day: '2026-01-01', name: '1월 1일', closed: false, visits: 0 } });
    expect((await database.db.select().from(holidays).where(eq(holidays.day, '2026-01-01')))[0]).toMatchObject({
      closed: false,
      updatedBy: manager.id,
    });
    const closed = await as(admin, () => setHolidayClosedFormAction(initial, form({ day: '2026-01-01', closed: 'true' })));
    expect(closed.success).toBe('1월 1일(목) 1월 1일: 휴무로 바꿨습니다.');
    expect((await database.db.select().from(holidays).where(eq(holidays.day, '2026-01-01')))[0]!.closed).toBe(true);
    expect(await auditRows('booking.holiday.open', '2026-01-01')).toHaveLength(1);
    const [close] = await auditRows('booking.holiday.close', '2026-01-01');
    expect(close).toMatchObject({ actorId: admin.id, subjectType: 'holiday' });
    expect(auditLine(close!)).toBe('2026-01-01 1월 1일');
  });

  it('refuses an unknown day, a bad date and a missing name', async () => {
    expect(await as(manager, () => setHolidayClosedAction({ day: '2099-07-07', closed: false }))).toEqual({
      ok: false,
      formError: settingsMessages.holidayGone,
    });
    expect(await as(manager, () => addHolidayAction({ day: '2099-13-01', name: '임시공휴일' }))).toMatchObject({
      ok: false,
      fieldErrors: { day: settingsMessages.day },
    });
    const noName = await as(manager, () => addHolidayFormAction(initial, form({ day: staffDay, name: '   ' })));
    expect(noName).toMatchObject({ fieldErrors: { name: settingsMessages.holidayName }, values: { day: staffDay } });
    expect(
      await database.db
        .select()
        .from(holidays)
        .where(inArray(holidays.day, [staffDay, '2099-07-07'])),
    ).toHaveLength(0);
    expect(await database.db.select().from(auditLogs)).toHaveLength(0);
  });
});
