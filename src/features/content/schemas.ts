import { z } from 'zod';
import { blogCategories, caseResolutions, specialtySlugs } from './domain/catalog';
import { feeCalculators } from './domain/fee-schedule';
import { uploadMessages } from './domain/image-upload';
import { maxSlugLength } from './domain/slug';
import type { FeeSchedule } from './domain/types';

/**
 * What the back office's content forms send (issue 4), with the Korean messages staff see at each
 * field. Rich text arrives as HTML and is sanitized on the server after validation; slugs are
 * checked (format, uniqueness) by the mutations, which know the other rows.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}을(를) 적어 주세요.` })
    .trim()
    .min(1, `${label}을(를) 적어 주세요.`)
    .max(max, `${label}은(는) ${max}자 이내로 적어 주세요.`);

const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label}은(는) ${max}자 이내로 적어 주세요.`).default('');

const html = (label: string, max = 200_000) => z.string().max(max, `${label}이(가) 너무 깁니다. 나누어 적어 주세요.`).default('');

const date = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}을(를) 2026-03-15 형식으로 적어 주세요.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label}이(가) 올바른 날짜가 아닙니다.`);

const lawyerId = z.number().int().positive('담당 변호사를 다시 골라 주세요.').nullable().default(null);

const specialty = z.enum(specialtySlugs as [string, ...string[]], { error: '전문분야를 골라 주세요.' });

const lines = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, `${label}은(는) 한 줄에 ${maxLength}자 이내로 적어 주세요.`))
    .max(maxItems, `${label}은(는) ${maxItems}줄까지 적을 수 있습니다.`)
    .default([])
    .transform((items) => items.filter((item) => item.length > 0));

const slug = z.string().trim().max(maxSlugLength, `주소(slug)는 ${maxSlugLength}자 이내로 적어 주세요.`).default('');

/** Publishing controls every content save may carry. */
export const publishFields = {
  /** Publish in the same save. */
  publish: z.boolean().default(false),
  /** The editor read the advertising-rule warnings and publishes anyway. */
  confirmAdRules: z.boolean().default(false),
};

const id = z.number().int().positive().optional();

export const lawyerInputSchema = z.object({
  id,
  name: text('이름', 40),
  title: text('직함', 40),
  photoPath: z
    .string()
    .trim()
    .max(200)
    .refine(
      (value) => value === '' || /^\/(files|images)\/[A-Za-z0-9._\/-]+$/.test(value),
      '사진은 /files/… 또는 /images/… 경로만 쓸 수 있습니다.',
    )
    .default(''),
  summary: text('한 줄 소개', 300),
  introHtml: html('소개글'),
  education: lines('학력', 20, 120),
  career: lines('경력', 40, 160),
  registeredSpecialties: lines('등록 전문분야', 5, 40),
  specialties: z.array(specialty).max(6).default([]),
  officeName: optionalText('사무소', 40),
  sortOrder: z.number({ error: '순서는 숫자로 적어 주세요.' }).int('순서는 정수로 적어 주세요.').min(0).max(10_000).default(0),
  ...publishFields,
});

export const winCaseInputSchema = z.object({
  id,
  title: text('제목', 120),
  specialty,
  resolution: z.enum(caseResolutions.map((r) => r.value) as [string, ...string[]], { error: '종결 방식을 골라 주세요.' }),
  court: text('법원', 60),
  decidedOn: date('종결일'),
  summary: text('사건 요약', 500),
  outcome: text('결과', 200),
  bodyHtml: html('본문'),
  lawyerId,
  ...publishFields,
});

export const reviewInputSchema = z.object({
  id,
  title: text('제목', 120),
  specialty,
  clientLabel: text('의뢰인 표시', 40).refine((value) => /○|\*/.test(value), '의뢰인 이름은 김○○ 님처럼 가려서 적어 주세요.'),
  bodyHtml: html('후기 본문').refine((value) => value.trim().length > 0, '후기 본문을 적어 주세요.'),
  lawyerId,
  /** The day the client's written consent to publish was received (YYYY-MM-DD), or empty. */
  consentRecordedOn: z.union([z.literal(''), date('동의 받은 날')]).default(''),
  consentNote: optionalText('동의 메모', 300),
  ...publishFields,
});

export const postInputSchema = z.object({
  id,
  title: text('제목', 120),
  slug,
  category: z.enum(blogCategories.map((c) => c.slug) as [string, ...string[]], { error: '분류를 골라 주세요.' }),
  description: text('요약', 300),
  bodyHtml: html('본문').refine((value) => value.trim().length > 0, '본문을 적어 주세요.'),
  lawyerId,
  ...publishFields,
});

export const broadcastInputSchema = z.object({
  id,
  title: text('제목', 120),
  slug,
  channel: text('방송사', 40),
  program: text('프로그램', 60),
  airedOn: date('방송일'),
  summary: text('요약', 500),
  bodyHtml: html('본문'),
  videoUrl: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), '영상 주소는 https:// 로 시작해야 합니다.')
    .default(''),
  lawyerId,
  ...publishFields,
});

export const pressInputSchema = z.object({
  id,
  title: text('기사 제목', 160),
  outlet: text('매체', 40),
  publishedOn: date('보도일'),
  url: z
    .string()
    .trim()
    .min(1, '기사 주소를 적어 주세요.')
    .max(500)
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), '기사 주소는 http:// 또는 https:// 로 시작해야 합니다.'),
  summary: text('요약', 500),
  lawyerId,
  ...publishFields,
});

/** The fee schedule as the form sends it; the stored block (`content_blocks`, key `fee-schedule`) is read with it too. */
export const feeScheduleSchema = z.object({
  intro: z.string().trim().min(1, '안내 문구를 적어 주세요.').max(1000, '안내 문구는 1000자 이내로 적어 주세요.'),
  items: z
    .array(
      z.object({
        service: z.string().trim().min(1, '사건 종류를 적어 주세요.').max(60, '사건 종류는 60자 이내로 적어 주세요.'),
        fee: z.string().trim().min(1, '비용을 적어 주세요.').max(60, '비용은 60자 이내로 적어 주세요.'),
        note: z.string().trim().max(300, '설명은 300자 이내로 적어 주세요.'),
        /** The calculators' figure for this item: won, VAT included, a whole number. */
        amount: z
          .number({ error: '금액은 원 단위 숫자로 적어 주세요.' })
          .int('금액은 원 단위 정수로 적어 주세요.')
          .min(0, '금액은 0원 이상이어야 합니다.')
          .max(10_000_000_000, '금액이 너무 큽니다.')
          .optional(),
        /** Which calculator adds this item as its '변호사 보수' line (issue 5). */
        calculator: z.literal(feeCalculators, { error: '계산기 표시가 올바르지 않습니다.' }).optional(),
      }),
    )
    .min(1, '항목을 하나 이상 넣어 주세요.')
    .max(30, '항목은 30개까지 넣을 수 있습니다.')
    .superRefine((items, context) => {
      const marked = items.flatMap((item, index) => (item.calculator ? [{ item, index }] : []));
      for (const { item, index } of marked) {
        if (item.amount === undefined)
          context.addIssue({ code: 'custom', path: [index, 'amount'], message: '금액을 쓰는 곳을 고른 항목에는 금액(원)을 적어 주세요.' });
      }
      for (const [at, { item, index }] of marked.entries()) {
        if (marked.slice(0, at).some((earlier) => earlier.item.calculator === item.calculator)) {
          context.addIssue({ code: 'custom', path: [index, 'calculator'], message: '같은 곳에 쓰는 금액 항목은 하나만 고를 수 있습니다.' });
        }
      }
    }),
  notes: z.array(z.string().trim().min(1).max(300, '유의사항은 한 줄에 300자 이내로 적어 주세요.')).max(20),
}) satisfies z.ZodType<FeeSchedule>;

export const feeScheduleInputSchema = z.object({ schedule: feeScheduleSchema, confirmAdRules: z.boolean().default(false) });

export const statusInputSchema = z.object({
  kind: z.enum(['lawyer', 'winCase', 'review', 'post', 'broadcast', 'press']),
  id: z.number().int().positive(),
  status: z.enum(['draft', 'published']),
  confirmAdRules: z.boolean().default(false),
});

/** The editor's image button: one file; its size and type are checked by storeContentImage (server/upload.ts). */
export const imageUploadSchema = z.object({
  file: z.instanceof(File, { error: uploadMessages.missing }),
});

export type LawyerInput = z.infer<typeof lawyerInputSchema>;
export type WinCaseInput = z.infer<typeof winCaseInputSchema>;
export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type PostInput = z.infer<typeof postInputSchema>;
export type BroadcastInput = z.infer<typeof broadcastInputSchema>;
export type PressInput = z.infer<typeof pressInputSchema>;
export type StatusInput = z.infer<typeof statusInputSchema>;
