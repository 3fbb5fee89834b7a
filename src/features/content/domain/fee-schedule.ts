import { z } from 'zod';
import type { FeeSchedule } from './types';

export const feeScheduleKey = 'fee-schedule';

export const feeScheduleSchema = z.object({
  intro: z.string().trim().min(1, '안내 문구를 적어 주세요.').max(1000, '안내 문구는 1000자 이내로 적어 주세요.'),
  items: z
    .array(
      z.object({
        service: z.string().trim().min(1, '사건 종류를 적어 주세요.').max(60, '사건 종류는 60자 이내로 적어 주세요.'),
        fee: z.string().trim().min(1, '비용을 적어 주세요.').max(60, '비용은 60자 이내로 적어 주세요.'),
        note: z.string().trim().max(300, '설명은 300자 이내로 적어 주세요.'),
      }),
    )
    .min(1, '항목을 하나 이상 넣어 주세요.')
    .max(30, '항목은 30개까지 넣을 수 있습니다.'),
  notes: z.array(z.string().trim().min(1).max(300, '유의사항은 한 줄에 300자 이내로 적어 주세요.')).max(20),
}) satisfies z.ZodType<FeeSchedule>;
