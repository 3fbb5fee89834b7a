import { apiError } from '@/features/calculators/domain/api-response';
import { calcPropertyDivision } from '@/features/calculators/domain/property-division';
import { parsePropertyDivisionQuery } from '@/features/calculators/domain/query';
import { toolJson } from '@/server/http';

// GET /api/tools/property-division?asset=c:deposit:30000000&asset=s:realEstate:500000000&debt=s:100000000&ratio=50
export function GET(request: Request): Response {
  const parsed = parsePropertyDivisionQuery(new URL(request.url).searchParams);
  if (parsed.kind === 'empty') return toolJson(apiError({ assets: '재산이나 채무를 하나 이상 적어 주세요.' }), 400);
  if (parsed.kind === 'invalid') return toolJson(apiError(parsed.errors), 400);
  const outcome = calcPropertyDivision(parsed.input);
  if (!outcome.ok) return toolJson(apiError(outcome.errors), 400);
  return toolJson(outcome.result);
}
