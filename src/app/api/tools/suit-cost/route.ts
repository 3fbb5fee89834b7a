import { apiError } from '@/features/calculators/domain/api-response';
import { seoulDay } from '@/lib/seoul-date';
import { parseSuitCostQuery } from '@/features/calculators/domain/query';
import { calcSuitCost } from '@/features/calculators/domain/suit-cost';
import { toolJson } from '@/server/http';

// GET /api/tools/suit-cost?claim=&court=civil|family&instance=1|2|3&efiling=true|false&filedOn=YYYY-MM-DD&plaintiffs=&defendants=
export function GET(request: Request): Response {
  const parsed = parseSuitCostQuery(new URL(request.url).searchParams, seoulDay());
  if (parsed.kind === 'empty') return toolJson(apiError({ claim: '청구할 위자료 금액(소가)을 적어 주세요.' }), 400);
  if (parsed.kind === 'invalid') return toolJson(apiError(parsed.errors), 400);
  const outcome = calcSuitCost(parsed.input);
  if (!outcome.ok) return toolJson(apiError(outcome.errors), 400);
  return toolJson({ ...outcome.result, input: parsed.input });
}
