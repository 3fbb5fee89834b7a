import type { BookingStatus } from './booking-rules';

/**
 * Which staff acts a booking allows in each state (issue 15, section 3). A paid consultation's
 * hold waits for staff to confirm it; a visit is confirmed the moment it is booked.
 */
export type StaffAct = 'confirm' | 'move' | 'cancel' | 'attended' | 'no_show' | 'unblock';

const allowed: Record<BookingStatus, readonly StaffAct[]> = {
  held: ['confirm', 'move', 'cancel'],
  confirmed: ['move', 'cancel', 'attended', 'no_show'],
  attended: ['no_show'],
  no_show: ['attended'],
  cancelled: [],
  expired: [],
  blocked: ['unblock'],
};

/** The acts open to staff now: attendance only once the booking has begun. */
export function staffActs(booking: { status: BookingStatus; startsAt: Date }, now: Date): StaffAct[] {
  return allowed[booking.status].filter((act) => (act === 'attended' || act === 'no_show' ? booking.startsAt <= now : true));
}

export const staffActLabels: Record<StaffAct, string> = {
  confirm: '예약 확정',
  move: '시간 옮기기',
  cancel: '예약 취소',
  attended: '상담 완료',
  no_show: '오지 않음',
  unblock: '막은 시간 풀기',
};

/** The state an act leads to (move keeps it). */
export function statusAfter(act: StaffAct, from: BookingStatus): BookingStatus {
  switch (act) {
    case 'confirm':
      return 'confirmed';
    case 'cancel':
    case 'unblock':
      return 'cancelled';
    case 'attended':
      return 'attended';
    case 'no_show':
      return 'no_show';
    case 'move':
      return from;
  }
}

/** Whether the visitor may still move or cancel online: before the cut-off, while it is live. */
export function visitorMayChange(booking: { status: BookingStatus; startsAt: Date }, cutoffHours: number, now: Date): boolean {
  if (booking.status !== 'confirmed' && booking.status !== 'held') return false;
  return booking.startsAt.getTime() - cutoffHours * 3_600_000 > now.getTime();
}

/**
 * A confirmed paid consultation is paid for (online, or by the link staff sent): the visitor cancels
 * it by phone, so the refund follows the refund rules (issue 16). Moving it stays open online.
 */
export function visitorMayCancel(booking: { kind: string; status: string }): boolean {
  return !(booking.kind === 'premium' && booking.status === 'confirmed');
}
