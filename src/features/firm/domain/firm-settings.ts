/**
 * The firm's facts as the code reads them. `firmSettingsSchema` (../schemas.ts) parses the stored
 * record into exactly this shape (a compile-time check there keeps the two equal); the types live
 * here, with the rules, so pure code and screens need no schema (decision 006).
 */
export type Office = { name: string; address: string; station: string; exit: string; walk: string; parking: string; phone: string };

export type FirmSettings = {
  firmName: string;
  siteTitle: string;
  representative: string;
  mainPhone: string;
  divorcePhone: string;
  civilPhone: string;
  fax: string;
  supportEmail: string;
  registrationNumber: string;
  businessNumber: string;
  mailOrderNumber: string;
  hostingProvider: string;
  offices: Office[];
  officeHours: string;
  advertisingLawyer: string;
  privacyOfficer: { name: string; title: string; email: string; phone: string };
  monthlyFamilyCases: number;
  foundedYear: number;
  certifiedMailUrl: string;
  recruitmentUrl: string;
  consultRetentionMonths: number;
  /** The call-back time the site promises; the inbox flags a consult still 신규 after it. */
  consultAnswerTargetMinutes: number;
  /** Distinct reporters after which a community post is blinded until a moderator decides (issue 13). */
  talkBlindThreshold: number;
  /** The largest image a member may attach to a community post, in MB (up to 5 a post). */
  talkImageMaxMegabytes: number;
  /** How long after writing an author may edit a post, in minutes. */
  talkEditWindowMinutes: number;
  /** Per member: new posts a minute and a day, comments a minute and a day. */
  talkPostsPerMinute: number;
  talkPostsPerDay: number;
  talkCommentsPerMinute: number;
  talkCommentsPerDay: number;
  /** How long a new account waits before its first post or comment, in minutes (0: none). */
  talkNewAccountWaitMinutes: number;
  /** Q&A centre (issue 14): questions a member may ask a day, and the hours staff aim to answer in. */
  qnaQuestionsPerDay: number;
  qnaAnswerTargetHours: number;
  /** Visit booking (issue 15): until how many hours before a booking the visitor may move or cancel it online. */
  bookingChangeCutoffHours: number;
  /** The hour (Seoul time, 0–23) on the day before a booking when its reminder goes out. */
  bookingReminderHour: number;
  /** How long a paid consultation's slot is held for staff to confirm it, in hours. */
  premiumHoldHours: number;
  /** How long a paid consultation's slot is held while the visitor pays online, in minutes (issue 16). */
  paymentHoldMinutes: number;
  demoNotice?: string | undefined;
  naverSiteVerification?: string | undefined;
};

// The firm's facts (DESIGN section 4): the settings form's checks are in ../schemas.ts.

export { telHref } from './tel-href';

/** Clearly fictional demo values: 0000 exchanges do not exist and `.example` is a reserved domain. */
export const demoFirmSettings: FirmSettings = {
  firmName: '법무법인 온새미로',
  siteTitle: '온새미로 이혼법률센터',
  representative: '정하람',
  mainPhone: '02-0000-1004',
  divorcePhone: '02-0000-1005',
  civilPhone: '02-0000-1006',
  fax: '02-0000-1009',
  supportEmail: 'help@onsaemiro.example',
  registrationNumber: '서울지방변호사회 등록 제0000-00호',
  businessNumber: '000-00-00000',
  mailOrderNumber: '제2026-서울서초-0000호',
  hostingProvider: '자체 서버 운영',
  offices: [
    {
      name: '본사 (교대)',
      address: '서울특별시 서초구 서초중앙로 000, 7층',
      station: '교대역 (2·3호선)',
      exit: '9번 출구',
      walk: '도보 3분',
      parking: '건물 지하 주차장 2시간 지원',
      phone: '02-0000-1004',
    },
    {
      name: '사당 분사무소',
      address: '서울특별시 동작구 동작대로 000, 5층',
      station: '사당역 (2·4호선)',
      exit: '10번 출구',
      walk: '도보 2분',
      parking: '인근 공영주차장 이용 (주차권 1시간 지원)',
      phone: '02-0000-1005',
    },
  ],
  officeHours: '평일 09:00–18:00 (전화 상담은 24시간 · 365일)',
  advertisingLawyer: '김도윤 변호사',
  privacyOfficer: { name: '이서연', title: '사무국장', email: 'privacy@onsaemiro.example', phone: '02-0000-1007' },
  monthlyFamilyCases: 100,
  foundedYear: 2011,
  certifiedMailUrl: 'https://service.epost.go.kr/',
  recruitmentUrl: 'https://recruit.onsaemiro.example/',
  consultRetentionMonths: 36,
  consultAnswerTargetMinutes: 60,
  talkBlindThreshold: 3,
  talkImageMaxMegabytes: 10,
  talkEditWindowMinutes: 1440,
  talkPostsPerMinute: 2,
  talkPostsPerDay: 20,
  talkCommentsPerMinute: 6,
  talkCommentsPerDay: 200,
  talkNewAccountWaitMinutes: 0,
  qnaQuestionsPerDay: 3,
  qnaAnswerTargetHours: 24,
  bookingChangeCutoffHours: 3,
  bookingReminderHour: 10,
  premiumHoldHours: 24,
  paymentHoldMinutes: 15,
  demoNotice: '이 사이트의 법인명·주소·전화번호 등은 시연용 가상 정보입니다.',
};
