import 'server-only';
import { maskTel } from '@/features/consult/domain/consult-form-rules';
import type { FirmSettings, Office } from '@/features/firm/domain/firm-settings';
import { seoulClock, seoulDay } from '@/lib/seoul-date';
import { getDb } from '@/server/db/db';
import { bookingStatusLabels, whenLabel, type BookingKind, type BookingStatus } from '../domain/booking-rules';
import { visitorMayCancel, visitorMayChange } from '../domain/workflow';
import { loadBookingContext } from './booking-context';
import { tokenBookingId, tokenMatches } from './token';

/** The visitor's view of their booking through its private link: nothing beyond what they gave. */
export type ManagedBooking = {
  id: number;
  kind: BookingKind;
  status: BookingStatus;
  statusLabel: string;
  placeId: number;
  placeName: string;
  placeKind: 'office' | 'video';
  office: Office | null;
  lawyerId: number;
  lawyerName: string;
  lawyerChosen: boolean;
  startsAt: Date;
  endsAt: Date;
  day: string;
  time: string;
  when: string;
  name: string;
  maskedTel: string;
  holdExpiresAt: Date | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  mayChange: boolean;
  /** Online cancellation (a paid consultation is cancelled by phone, for its refund). */
  mayCancel: boolean;
  version: number;
};

export async function bookingByToken(token: string, settings: FirmSettings, now = new Date()): Promise<ManagedBooking | null> {
  const id = tokenBookingId(token);
  if (!id) return null;
  const db = await getDb();
  const row = await loadBookingContext(db, id);
  if (!row || !(await tokenMatches(db, token, row.booking))) return null;
  const { booking } = row;
  const status = booking.status as BookingStatus;
  const day = seoulDay(booking.startsAt);
  const time = seoulClock(booking.startsAt);
  return {
    id: booking.id,
    kind: booking.kind as BookingKind,
    status,
    statusLabel: bookingStatusLabels[status],
    placeId: booking.placeId,
    placeName: row.placeName,
    placeKind: row.placeKind as 'office' | 'video',
    office: settings.offices.find((office) => office.name === row.officeName) ?? null,
    lawyerId: booking.lawyerId,
    lawyerName: row.lawyerName,
    lawyerChosen: booking.lawyerChosen,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    day,
    time,
    when: whenLabel(day, time),
    name: row.name?.trim() || '고객',
    maskedTel: maskTel(row.tel),
    holdExpiresAt: booking.holdExpiresAt,
    cancelReason: booking.cancelReason,
    cancelledBy: booking.cancelledBy,
    mayChange: visitorMayChange({ status, startsAt: booking.startsAt }, settings.bookingChangeCutoffHours, now),
    mayCancel: visitorMayCancel({ kind: booking.kind, status }),
    version: booking.version,
  };
}
