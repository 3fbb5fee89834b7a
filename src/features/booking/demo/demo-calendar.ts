import type { WeeklyHours } from '../domain/slots';

/**
 * The demo firm's booking calendar (fictional): the two offices and the video call, and which demo
 * lawyers meet visitors where. The lunch hour stays free; the branch opens on Saturday mornings;
 * video calls run into the evening for visitors who work.
 */

const weekdays = (ranges: Array<[string, string]>): WeeklyHours => ({ '1': ranges, '2': ranges, '3': ranges, '4': ranges, '5': ranges });

const officeDay: Array<[string, string]> = [
  ['10:00', '12:00'],
  ['13:00', '18:00'],
];

export const demoPlaces = [
  { key: 'gyodae', name: '본사 (교대)', kind: 'office' as const, officeName: '본사 (교대)', weeklyHours: weekdays(officeDay), sort: 1 },
  {
    key: 'sadang',
    name: '사당 분사무소',
    kind: 'office' as const,
    officeName: '사당 분사무소',
    weeklyHours: { ...weekdays(officeDay), '6': [['10:00', '13:00']] } as WeeklyHours,
    sort: 2,
  },
  {
    key: 'video',
    name: '화상 상담',
    kind: 'video' as const,
    officeName: null,
    weeklyHours: weekdays([
      ['10:00', '12:00'],
      ['13:00', '20:00'],
    ]),
    sort: 3,
  },
];

export type DemoPlaceKey = (typeof demoPlaces)[number]['key'];

/** By the demo lawyers' names (features/content/demo/demo-lawyers.ts). */
export const demoBookingLawyers: Array<{ name: string; places: DemoPlaceKey[]; weeklyHours: WeeklyHours; slotMinutes?: number }> = [
  // The representative meets visitors two afternoons a week.
  { name: '정하람', places: ['gyodae'], weeklyHours: { '2': [['13:00', '18:00']], '4': [['13:00', '18:00']] } },
  { name: '김도윤', places: ['gyodae', 'video'], weeklyHours: weekdays([['10:00', '20:00']]) },
  { name: '박지안', places: ['gyodae'], weeklyHours: weekdays(officeDay) },
  { name: '한유진', places: ['sadang', 'video'], weeklyHours: weekdays([['10:00', '20:00']]) },
  {
    name: '오세린',
    places: ['sadang'],
    weeklyHours: { ...weekdays(officeDay), '6': [['10:00', '13:00']] } as WeeklyHours,
  },
];
