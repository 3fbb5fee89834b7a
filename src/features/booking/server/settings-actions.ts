'use server';

import { and, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { ActionError, staffAction, type UserContext } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { ActionResult } from '@/lib/action-result';
import type { FieldErrors } from '@/lib/field-errors';
import { formText, nextAttempt } from '@/lib/form-data';
import { routes } from '@/lib/routes';
import { seoulDay, seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';
import type { DbOrTx } from '@/server/db/client';
import { bookingLawyers, bookingOverrides, bookingPlaces, bookings, holidays, lawyers } from '@/server/db/schema';
import { dayLabel, hoursText, weekdayLabels } from '../domain/booking-rules';
import type { WeeklyHours } from '../domain/slots';
import {
  holidayAddSchema,
  holidayClosedSchema,
  lawyerSettingsSchema,
  overrideDeleteSchema,
  overrideSaveSchema,
  placeSettingsSchema,
  settingsMessages,
  weekdayKeys,
} from '../settings-schemas';
import { occupiesTime } from './calendar';
import { addHoliday, setHolidayClosed } from './holidays';

/**
 * The back office's booking settings (/office/bookings/settings, issue 15): a place's weekly hours
 * and rules, who takes visits where, a day's exception, the public holidays. booking.configure
 * only, through the one action chain; every write is audit-logged in its own transaction. Each
 * action has its plain form (`…FormAction`, useActionState, works without JavaScript) beside it.
 */

type Actor = { actor: { id: string; name: string }; ipAddress: string };

function actorOf({ viewer, ipAddress }: UserContext): Actor {
  return { actor: { id: viewer.id, name: viewer.name }, ipAddress };
}

/** The settings page and the calendar read what was just saved. */
function refreshed<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) {
    revalidatePath(routes.officeBookingSettings);
    revalidatePath(routes.officeBookings);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// What changed, for the audit log and the success message
// ---------------------------------------------------------------------------------------------

/** Monday first, as the screen lists the days. */
const weekOrder = [...weekdayKeys.slice(1), weekdayKeys[0]];

const ruleLabels = {
  slotMinutes: '상담 길이',
  bufferMinutes: '상담 사이 쉬는 시간',
  horizonDays: '예약 받는 기간',
  minNoticeHours: '최소 예약 시간',
  active: '예약 받기',
} as const;

type Rules = { weeklyHours: WeeklyHours } & { [K in keyof typeof ruleLabels]: number | boolean | null };

function weekByLabel(week: WeeklyHours): Record<string, string> {
  return Object.fromEntries(weekOrder.map((key) => [weekdayLabels[Number(key)], hoursText(week[key])]));
}

function changedLabels(before: Rules, after: Rules): string[] {
  const changed: string[] = [];
  for (const key of weekOrder) {
    if (hoursText(before.weeklyHours[key]) !== hoursText(after.weeklyHours[key])) changed.push(`${weekdayLabels[Number(key)]}요일 시간`);
  }
  for (const key of Object.keys(ruleLabels) as Array<keyof typeof ruleLabels>) {
    if (before[key] !== after[key]) changed.push(ruleLabels[key]);
  }
  return changed;
}

/** Visitors' bookings that hold their time (calendar.ts's rule) on a Seoul day, of a place, a lawyer or anyone. */
async function visitsOn(db: DbOrTx, day: string, owner?: { kind: 'place' | 'lawyer'; id: number }): Promise<number> {
  const whose: SQL | undefined = owner ? eq(owner.kind === 'place' ? bookings.placeId : bookings.lawyerId, owner.id) : undefined;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        gte(bookings.startsAt, seoulDayStart(day)),
        lt(bookings.startsAt, seoulDayEnd(day)),
        ne(bookings.kind, 'block'),
        occupiesTime,
        whose,
      ),
    );
  return Number(row?.count ?? 0);
}

function visitsNote(count: number): string {
  return count > 0 ? ` 이날 이미 잡힌 예약 ${count}건은 그대로 남아 있으니 예약 일정에서 확인해주세요.` : '';
}

// ---------------------------------------------------------------------------------------------
// A place's hours and rules
// ---------------------------------------------------------------------------------------------

type RulesSaved = { name: string; changed: string[] };

const updatePlace = staffAction('booking.configure', placeSettingsSchema, async (input, context) =>
  context.db.transaction(async (tx): Promise<RulesSaved> => {
    const [before] = await tx.select().from(bookingPlaces).where(eq(bookingPlaces.id, input.placeId));
    if (!before) throw new ActionError(settingsMessages.place);
    const after = {
      weeklyHours: input.hours,
      slotMinutes: input.slotMinutes,
      bufferMinutes: input.bufferMinutes,
      horizonDays: input.horizonDays,
      minNoticeHours: input.minNoticeHours,
      active: input.active,
    };
    const changed = changedLabels(before, after);
    await tx
      .update(bookingPlaces)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(bookingPlaces.id, before.id));
    await recordAudit(tx, {
      ...actorOf(context),
      action: 'booking.place.update',
      subjectType: 'booking_place',
      subjectId: before.id,
      detail: { place: before.name, changed, ...after, weeklyHours: weekByLabel(after.weeklyHours) },
    });
    return { name: before.name, changed };
  }),
);

export async function updateBookingPlaceAction(input: unknown): Promise<ActionResult<RulesSaved>> {
  return refreshed(await updatePlace(input));
}

// ---------------------------------------------------------------------------------------------
// A lawyer's places, hours and own rules
// ---------------------------------------------------------------------------------------------

const updateLawyer = staffAction('booking.configure', lawyerSettingsSchema, async (input, context) =>
  context.db.transaction(async (tx): Promise<RulesSaved> => {
    const [lawyer] = await tx.select({ id: lawyers.id, name: lawyers.name }).from(lawyers).where(eq(lawyers.id, input.lawyerId));
    if (!lawyer) throw new ActionError(settingsMessages.lawyer);
    if (input.placeIds.length > 0) {
      const known = await tx.select({ id: bookingPlaces.id }).from(bookingPlaces).where(inArray(bookingPlaces.id, input.placeIds));
      if (known.length !== input.placeIds.length) throw new ActionError(settingsMessages.placeIds, { placeIds: settingsMessages.placeIds });
    }
    const [before] = await tx.select().from(bookingLawyers).where(eq(bookingLawyers.lawyerId, lawyer.id));
    const after = {
      placeIds: input.placeIds,
      weeklyHours: input.hours,
      slotMinutes: input.slotMinutes,
      bufferMinutes: input.bufferMinutes,
      horizonDays: input.horizonDays,
      minNoticeHours: input.minNoticeHours,
      active: input.active,
    };
    // A lawyer without a row took no visits: that is what a first save is compared with.
    const previous = before ?? {
      placeIds: [],
      weeklyHours: {},
      slotMinutes: null,
      bufferMinutes: null,
      horizonDays: null,
      minNoticeHours: null,
      active: false,
    };
    const samePlaces = [...previous.placeIds].sort((a, b) => a - b).join(',') === after.placeIds.join(',');
    const changed = [...(samePlaces ? [] : ['장소']), ...changedLabels(previous, after)];
    await tx
      .insert(bookingLawyers)
      .values({ lawyerId: lawyer.id, ...after })
      .onConflictDoUpdate({ target: bookingLawyers.lawyerId, set: { ...after, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      ...actorOf(context),
      action: 'booking.lawyer.update',
      subjectType: 'booking_lawyer',
      subjectId: lawyer.id,
      detail: { lawyer: lawyer.name, changed, ...after, weeklyHours: weekByLabel(after.weeklyHours) },
    });
    return { name: lawyer.name, changed };
  }),
);

export async function updateBookingLawyerAction(input: unknown): Promise<ActionResult<RulesSaved>> {
  return refreshed(await updateLawyer(input));
}

// ---------------------------------------------------------------------------------------------
// A day's exception for a place or a lawyer
// ---------------------------------------------------------------------------------------------

type OverrideSaved = { id: number; owner: string; day: string; hours: string; visits: number };

async function ownerName(db: DbOrTx, owner: { kind: 'place' | 'lawyer'; id: number }): Promise<string | null> {
  if (owner.kind === 'place') {
    const [place] = await db.select({ name: bookingPlaces.name }).from(bookingPlaces).where(eq(bookingPlaces.id, owner.id));
    return place?.name ?? null;
  }
  const [lawyer] = await db.select({ name: lawyers.name }).from(lawyers).where(eq(lawyers.id, owner.id));
  return lawyer ? `${lawyer.name} 변호사` : null;
}

const saveOverride = staffAction('booking.configure', overrideSaveSchema, async ({ owner, day, hours, note }, context) => {
  if (day < seoulDay()) throw new ActionError(settingsMessages.pastDay, { day: settingsMessages.pastDay });
  return context.db.transaction(async (tx): Promise<OverrideSaved> => {
    const name = await ownerName(tx, owner);
    if (!name) throw new ActionError(settingsMessages.owner, { owner: settingsMessages.owner });
    const placeId = owner.kind === 'place' ? owner.id : null;
    const lawyerId = owner.kind === 'lawyer' ? owner.id : null;
    // One exception per owner and day (the unique indexes): saving the day again replaces it.
    const [row] = await tx
      .insert(bookingOverrides)
      .values({ placeId, lawyerId, day, hours, note, createdBy: context.viewer.id })
      .onConflictDoUpdate({
        target: [owner.kind === 'place' ? bookingOverrides.placeId : bookingOverrides.lawyerId, bookingOverrides.day],
        set: { hours, note, createdBy: context.viewer.id, updatedAt: sql`now()` },
      })
      .returning({ id: bookingOverrides.id });
    const text = hours.length > 0 ? hoursText(hours) : '종일 휴무';
    await recordAudit(tx, {
      ...actorOf(context),
      action: 'booking.override.save',
      subjectType: 'booking_override',
      subjectId: row!.id,
      detail: { owner: name, day, hours: text, note },
    });
    return { id: row!.id, owner: name, day, hours: text, visits: await visitsOn(tx, day, owner) };
  });
});

export async function saveBookingOverrideAction(input: unknown): Promise<ActionResult<OverrideSaved>> {
  return refreshed(await saveOverride(input));
}

const deleteOverride = staffAction('booking.configure', overrideDeleteSchema, async ({ overrideId }, context) =>
  context.db.transaction(async (tx): Promise<{ owner: string; day: string }> => {
    const [row] = await tx.delete(bookingOverrides).where(eq(bookingOverrides.id, overrideId)).returning();
    if (!row) throw new ActionError(settingsMessages.overrideGone);
    const owner = row.placeId !== null ? { kind: 'place' as const, id: row.placeId } : { kind: 'lawyer' as const, id: row.lawyerId! };
    const name = (await ownerName(tx, owner)) ?? '';
    await recordAudit(tx, {
      ...actorOf(context),
      action: 'booking.override.delete',
      subjectType: 'booking_override',
      subjectId: row.id,
      detail: { owner: name, day: row.day, hours: row.hours.length > 0 ? hoursText(row.hours) : '종일 휴무', note: row.note },
    });
    return { owner: name, day: row.day };
  }),
);

export async function deleteBookingOverrideAction(input: unknown): Promise<ActionResult<{ owner: string; day: string }>> {
  return refreshed(await deleteOverride(input));
}

// ---------------------------------------------------------------------------------------------
// Public holidays
// ---------------------------------------------------------------------------------------------

type HolidaySaved = { day: string; name: string; closed: boolean; visits: number };

const addStaffHoliday = staffAction('booking.configure', holidayAddSchema, async ({ day, name }, context) =>
  context.db.transaction(async (tx): Promise<HolidaySaved> => {
    const [before] = await tx.select().from(holidays).where(eq(holidays.day, day));
    await addHoliday(tx, { day, name, by: context.viewer.id });
    await recordAudit(tx, {
      ...actorOf(context),
      action: 'booking.holiday.add',
      subjectType: 'holiday',
      subjectId: day,
      detail: { day, name, ...(before ? { previousName: before.name, previouslyClosed: before.closed } : {}) },
    });
    return { day, name, closed: true, visits: await visitsOn(tx, day) };
  }),
);

export async function addHolidayAction(input: unknown): Promise<ActionResult<HolidaySaved>> {
  return refreshed(await addStaffHoliday(input));
}

const setClosed = staffAction('booking.configure', holidayClosedSchema, async ({ day, closed }, context) =>
  context.db.transaction(async (tx): Promise<HolidaySaved> => {
    const [before] = await tx.select({ name: holidays.name }).from(holidays).where(eq(holidays.day, day));
    if (!before || !(await setHolidayClosed(tx, { day, closed, by: context.viewer.id })))
      throw new ActionError(settingsMessages.holidayGone);
    await recordAudit(tx, {
      ...actorOf(context),
      action: closed ? 'booking.holiday.close' : 'booking.holiday.open',
      subjectType: 'holiday',
      subjectId: day,
      detail: { day, name: before.name },
    });
    return { day, name: before.name, closed, visits: closed ? await visitsOn(tx, day) : 0 };
  }),
);

export async function setHolidayClosedAction(input: unknown): Promise<ActionResult<HolidaySaved>> {
  return refreshed(await setClosed(input));
}

// ---------------------------------------------------------------------------------------------
// The plain forms (useActionState): FormData in, the form's messages out
// ---------------------------------------------------------------------------------------------

export type SettingsFormState = {
  attempt: number;
  /** What was sent, back into the form when it was refused ('on' for a ticked box, ids joined by commas). */
  values?: Record<string, string>;
  fieldErrors: FieldErrors;
  formError?: string;
  success?: string;
};

function formAll(form: unknown, key: string): string[] {
  if (!(form instanceof FormData)) return [];
  return form.getAll(key).filter((value): value is string => typeof value === 'string');
}

function formState<T>(
  previous: unknown,
  result: ActionResult<T>,
  values: Record<string, string>,
  success: (data: T) => string,
): SettingsFormState {
  if (result.ok) return { attempt: nextAttempt(previous), fieldErrors: {}, success: success(result.data) };
  return { attempt: nextAttempt(previous), values, fieldErrors: result.fieldErrors ?? {}, formError: result.formError };
}

const ruleFields = ['slotMinutes', 'bufferMinutes', 'horizonDays', 'minNoticeHours'] as const;

/** The weekday fields `hours0`…`hours6` and the four rule fields, as typed. */
function rulesFromForm(form: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of weekdayKeys) values[`hours${key}`] = formText(form, `hours${key}`);
  for (const key of ruleFields) values[key] = formText(form, key);
  values.active = formText(form, 'active') === 'on' ? 'on' : '';
  return values;
}

function rulesInput(values: Record<string, string>) {
  return {
    hours: Object.fromEntries(weekdayKeys.map((key) => [key, values[`hours${key}`] ?? ''])),
    ...Object.fromEntries(ruleFields.map((key) => [key, values[key] ?? ''])),
    active: values.active === 'on',
  };
}

function rulesSaved(subject: string, changed: string[]): string {
  return changed.length > 0
    ? `${subject} 설정을 저장했습니다. 바뀐 항목: ${changed.join(', ')}.`
    : `${subject} 설정에 바뀐 내용이 없습니다.`;
}

export async function updateBookingPlaceFormAction(previous: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const values = { placeId: formText(form, 'placeId'), ...rulesFromForm(form) };
  const result = await updateBookingPlaceAction({ placeId: values.placeId, ...rulesInput(values) });
  return formState(previous, result, values, (data) => rulesSaved(data.name, data.changed));
}

export async function updateBookingLawyerFormAction(previous: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const placeIds = formAll(form, 'placeIds');
  const values = { lawyerId: formText(form, 'lawyerId'), placeIds: placeIds.join(','), ...rulesFromForm(form) };
  const result = await updateBookingLawyerAction({ lawyerId: values.lawyerId, placeIds, ...rulesInput(values) });
  return formState(previous, result, values, (data) => rulesSaved(`${data.name} 변호사`, data.changed));
}

export async function saveBookingOverrideFormAction(previous: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const values = {
    owner: formText(form, 'owner'),
    day: formText(form, 'day'),
    hours: formText(form, 'hours'),
    note: formText(form, 'note'),
  };
  const result = await saveBookingOverrideAction(values);
  return formState(
    previous,
    result,
    values,
    (data) => `${data.owner}의 ${dayLabel(data.day)} 예외(${data.hours})를 저장했습니다.${visitsNote(data.visits)}`,
  );
}

export async function deleteBookingOverrideFormAction(previous: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const values = { overrideId: formText(form, 'overrideId') };
  const result = await deleteBookingOverrideAction(values);
  return formState(
    previous,
    result,
    values,
    (data) => `${data.owner}의 ${dayLabel(data.day)} 예외를 지웠습니다. 그날은 평소 운영 시간을 따릅니다.`,
  );
}

export async function addHolidayFormAction(previous: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const values = { day: formText(form, 'day'), name: formText(form, 'name') };
  const result = await addHolidayAction(values);
  return formState(
    previous,
    result,
    values,
    (data) => `${data.day.slice(0, 4)}년 ${dayLabel(data.day)}을 ‘${data.name}’ 휴무일로 저장했습니다.${visitsNote(data.visits)}`,
  );
}

export async function setHolidayClosedFormAction(previous: SettingsFormState, form: FormData): Promise<SettingsFormState> {
  const values = { day: formText(form, 'day'), closed: formText(form, 'closed') };
  const result = await setHolidayClosedAction({ day: values.day, closed: values.closed === 'true' });
  return formState(previous, result, values, (data) =>
    data.closed
      ? `${dayLabel(data.day)} ${data.name}: 휴무로 바꿨습니다.${visitsNote(data.visits)}`
      : `${dayLabel(data.day)} ${data.name}: 이제 예약을 받습니다. 장소와 변호사의 평소 운영 시간을 따릅니다.`,
  );
}
