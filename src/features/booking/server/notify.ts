import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { postKakaoNotice } from '@/features/notifications/server/partner-notice';
import type { FirmSettings } from '@/features/firm/domain/firm-settings';
import { bookingIcsPath, bookingManagePath } from '@/lib/routes';
import { seoulClock, seoulDay } from '@/lib/seoul-date';
import type { Db } from '@/server/db/client';
import { bookings } from '@/server/db/schema';
import type { JobHandler } from '@/server/jobs/queue';
import { queueMailOnce } from '@/server/mail/outbox';
import { bookingStatusLabels, whenLabel, type BookingStatus, type NoticeEvent } from '../domain/booking-rules';
import { loadBookingContext, type BookingContext } from './booking-context';
import { queueBookingJobs, noteOnConsult } from './mutations';
import { manageToken } from './token';

/**
 * What the visitor hears (issue 15), through the job queue: a KakaoTalk notice through the partner
 * messaging API and, when they gave an address, an e-mail through the mail outbox. Each notice is
 * keyed by the booking, the event and the booking's version: a retried or repeated job sends it
 * once (the partner's Idempotency-Key, the outbox's key). The reminder goes the day before, only
 * for a booking still confirmed at the time it was scheduled for.
 */

type Config = { siteUrl: string; partnerApiUrl: string | undefined; settings: () => Promise<FirmSettings>; timeoutMs?: number };

const noticeTitles: Record<NoticeEvent | 'reminder', string> = {
  booked: '상담 예약이 확정되었습니다',
  held: '심층 상담 신청을 받았습니다',
  confirmed: '심층 상담 일정이 확정되었습니다',
  moved: '상담 예약 시간이 바뀌었습니다',
  cancelled: '상담 예약이 취소되었습니다',
  expired: '심층 상담 신청 시간이 풀렸습니다',
  reminder: '내일 상담 예약이 있습니다',
};

type NoticeContext = BookingContext;

/** The notice's words, the same for the KakaoTalk template's variables and the e-mail. */
export function noticeLines(
  context: NoticeContext,
  settings: FirmSettings,
  event: NoticeEvent | 'reminder',
  links: { manage: string; ics: string },
) {
  const { booking } = context;
  const day = seoulDay(booking.startsAt);
  const time = seoulClock(booking.startsAt);
  const office = settings.offices.find((candidate) => candidate.name === context.officeName);
  const where =
    context.placeKind === 'video'
      ? `${context.placeName} (시작 10분 전에 접속 링크를 문자로 보내 드립니다)`
      : office
        ? `${context.placeName} · ${office.address} (${office.station} ${office.exit}, ${office.walk})`
        : context.placeName;
  const lines = [
    `${context.name?.trim() || '고객'}님, ${noticeTitles[event]}.`,
    '',
    `일시: ${whenLabel(day, time)}`,
    `장소: ${where}`,
    `변호사: ${context.lawyerName} 변호사`,
    `상태: ${bookingStatusLabels[booking.status as BookingStatus]}`,
  ];
  if (event === 'cancelled' && booking.cancelReason) lines.push(`취소 사유: ${booking.cancelReason}`);
  if (event === 'held') lines.push('', '담당자가 전화로 일정을 확정해 드립니다. 상담료 결제 안내도 그때 드립니다.');
  if (event === 'expired')
    lines.push('', '확정 전에 잡아 둔 시간이 지나 예약이 풀렸습니다. 신청 내용은 남아 있으며 담당자가 연락드립니다.');
  if (event !== 'cancelled' && event !== 'expired') {
    lines.push('', `예약 확인·변경·취소: ${links.manage}`, `내 캘린더에 추가: ${links.ics}`);
  }
  lines.push('', `문의: ${settings.mainPhone}`, '이 알림은 발신 전용입니다.');
  return { subject: `[${settings.firmName}] ${noticeTitles[event]}`, text: lines.join('\n'), day, time, where };
}

async function deliver(db: Db, config: Config, context: NoticeContext, event: NoticeEvent | 'reminder', key: string) {
  const settings = await config.settings();
  const token = await manageToken(db, context.booking);
  const links = { manage: `${config.siteUrl}${bookingManagePath(token)}`, ics: `${config.siteUrl}${bookingIcsPath(token)}` };
  const notice = noticeLines(context, settings, event, links);
  if (context.booking.email) {
    await queueMailOnce(db, key, {
      kind: event === 'reminder' ? 'booking-reminder' : 'booking-notice',
      to: context.booking.email,
      subject: notice.subject,
      text: notice.text,
    });
  }
  if (!config.partnerApiUrl) return { status: 'skipped' as const, detail: 'PARTNER_API_URL is not configured for the KakaoTalk notice' };
  return postKakaoNotice({
    partnerApiUrl: config.partnerApiUrl,
    idempotencyKey: key,
    timeoutMs: config.timeoutMs,
    body: {
      tel: context.tel,
      template: event === 'reminder' ? 'BOOKING_REMINDER' : `BOOKING_${event.toUpperCase()}`,
      name: context.name?.trim() || '고객',
      when: whenLabel(notice.day, notice.time),
      place: notice.where,
      lawyer: `${context.lawyerName} 변호사`,
      url: event === 'cancelled' || event === 'expired' ? config.siteUrl : links.manage,
      bookingId: context.booking.id,
    },
  });
}

export function bookingNoticeHandler(config: Config): JobHandler {
  return async (job, db) => {
    const payload = job.payload as { bookingId?: unknown; event?: unknown; version?: unknown } | null;
    if (!payload || typeof payload.bookingId !== 'number' || typeof payload.event !== 'string') {
      return { status: 'failed', error: 'payload without a booking' };
    }
    const context = await loadBookingContext(db, payload.bookingId);
    if (!context) return { status: 'skipped', detail: 'the booking or its consult is gone' };
    return deliver(
      db,
      config,
      context,
      payload.event as NoticeEvent,
      `booking-${payload.bookingId}-${payload.event}-${String(payload.version)}`,
    );
  };
}

/**
 * The day-before reminder: sent only while the booking is confirmed at the version it was
 * scheduled for (a move schedules a new one; a cancel voids it). The partner and the outbox see one
 * key per booking version, and `reminder_sent_at` records it, so no restart sends it twice.
 */
export function bookingReminderHandler(config: Config): JobHandler {
  return async (job, db) => {
    const payload = job.payload as { bookingId?: unknown; version?: unknown } | null;
    if (!payload || typeof payload.bookingId !== 'number' || typeof payload.version !== 'number') {
      return { status: 'failed', error: 'payload without a booking' };
    }
    const context = await loadBookingContext(db, payload.bookingId);
    if (!context) return { status: 'skipped', detail: 'the booking or its consult is gone' };
    const { booking } = context;
    if (booking.status !== 'confirmed') return { status: 'skipped', detail: `the booking is ${booking.status}` };
    if (booking.version !== payload.version) return { status: 'skipped', detail: 'the booking moved since; its new reminder stands' };
    // A rerun after the partner took it (a crash before the job was marked done) sends nothing more.
    if (booking.reminderSentAt) return { status: 'skipped', detail: 'the reminder was sent' };
    if (booking.startsAt.getTime() <= Date.now()) return { status: 'skipped', detail: 'the booking has begun' };
    const outcome = await deliver(db, config, context, 'reminder', `booking-${booking.id}-reminder-${booking.version}`);
    if (outcome.status === 'done' || outcome.status === 'skipped') {
      await db
        .update(bookings)
        .set({ reminderSentAt: sql`coalesce(${bookings.reminderSentAt}, now())` })
        .where(and(eq(bookings.id, booking.id), eq(bookings.version, booking.version)));
    }
    return outcome;
  };
}

/** A paid consultation's hold that staff did not confirm in time: its slot is freed, the visitor told. */
export function bookingHoldHandler(config: { settings: () => Promise<FirmSettings> }): JobHandler {
  return async (job, db) => {
    const payload = job.payload as { bookingId?: unknown; version?: unknown } | null;
    if (!payload || typeof payload.bookingId !== 'number') return { status: 'failed', error: 'payload without a booking' };
    const settings = await config.settings();
    const expired = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status: 'expired', version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, payload.bookingId as number), eq(bookings.status, 'held'), sql`${bookings.holdExpiresAt} <= now()`))
        .returning();
      // Already marked expired by a visitor's booking that needed the time: still tell the asker, once.
      const lapsed =
        row ??
        (
          await tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.id, payload.bookingId as number), eq(bookings.status, 'expired')))
        )[0];
      if (!lapsed) return null;
      // Told once: a second hold job (a held booking staff moved has one per version) finds the notice queued.
      if (!(await queueBookingJobs(tx, lapsed, 'expired', { reminderHour: settings.bookingReminderHour }))) return null;
      await noteOnConsult(tx, lapsed.consultId, { id: null, name: '시스템' }, '확정 대기 시간이 지나 잡아 둔 시간을 풀었습니다.');
      return lapsed;
    });
    return expired ? { status: 'done' } : { status: 'skipped', detail: 'the hold was confirmed, cancelled or expired before' };
  };
}
