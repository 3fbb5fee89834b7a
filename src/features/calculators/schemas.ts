import { z } from 'zod';

/**
 * What the back office's award form sends (issue 5, section 4), with the Korean message staff see
 * at each field. Numbers may arrive as typed text ('15,000,000').
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}을(를) 적어 주세요.` })
    .trim()
    .min(1, `${label}을(를) 적어 주세요.`)
    .max(max, `${label}은(는) ${max}자 이내로 적어 주세요.`);

function wholeNumber(label: string, min: number, max: number, unit: string) {
  const message = `${label}은(는) ${min.toLocaleString('ko-KR')}${unit} 이상 ${max.toLocaleString('ko-KR')}${unit} 이하의 정수로 적어 주세요.`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const cleaned = value.replace(/[,\s]/g, '');
      if (cleaned === '') return undefined;
      return /^-?\d{1,12}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
    },
    z
      .number({ error: `${label}을(를) 숫자로 적어 주세요.` })
      .int(message)
      .min(min, message)
      .max(max, message),
  );
}

const yesNo = (label: string) => z.boolean({ error: `${label}을(를) 골라 주세요.` });

export const awardFieldsSchema = z.object({
  caseLabel: text('사건 표시', 120),
  court: text('법원', 60),
  decidedOn: z
    .string({ error: '선고일을 적어 주세요.' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '선고일을 2024-03-15 형식으로 적어 주세요.')
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      '선고일이 올바른 날짜가 아닙니다.',
    ),
  amount: wholeNumber('인정 위자료', 0, 1_000_000_000, '원'),
  marriageYears: wholeNumber('혼인 기간', 0, 70, '년'),
  affairMonths: wholeNumber('부정행위 기간', 0, 600, '개월'),
  divorced: yesNo('이혼 여부'),
  hasMinorChildren: yesNo('미성년 자녀 여부'),
  cohabitation: yesNo('동거 여부'),
  pregnancy: yesNo('임신·출산 여부'),
  knewOfMarriage: yesNo('상대방이 혼인 사실을 알았는지'),
  continuedAfterDiscovery: yesNo('발각 뒤 관계 지속 여부'),
  summary: text('사건 요약', 1000),
});

export const awardInputSchema = awardFieldsSchema.extend({
  id: z.number().int().positive().optional(),
  publish: z.boolean().default(false),
});

export const awardStatusSchema = z.object({
  id: z.number({ error: '사례를 다시 골라 주세요.' }).int().positive('사례를 다시 골라 주세요.'),
  status: z.enum(['draft', 'published'], { error: '상태는 게시 또는 임시 저장 가운데 골라 주세요.' }),
});

export type AwardInput = z.infer<typeof awardInputSchema>;
export type AwardStatusInput = z.infer<typeof awardStatusSchema>;
