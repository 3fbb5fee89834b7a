import { apiError } from '@/features/calculators/domain/api-response';
import { calcChildSupport, childSupportTableYear } from '@/features/calculators/domain/child-support';
import { parseChildSupportQuery } from '@/features/calculators/domain/query';
import { toolJson } from '@/server/http';

// GET /api/tools/child-support?custodialIncome=&nonCustodialIncome=&childAges=15,8
export function GET(request: Request): Response {
  const parsed = parseChildSupportQuery(new URL(request.url).searchParams);
  if (parsed.kind === 'empty')
    return toolJson(apiError({ custodialIncome: '양육자의 월 소득을 적어 주세요. 소득이 없으면 0을 적습니다.' }), 400);
  if (parsed.kind === 'invalid') return toolJson(apiError(parsed.errors), 400);
  const outcome = calcChildSupport(parsed.input);
  if (!outcome.ok) return toolJson(apiError(outcome.errors), 400);
  const { total, shareRatio, monthlyPayment, children, combinedIncome, incomeBracket, notes } = outcome.result;
  return toolJson({
    total,
    shareRatio,
    monthlyPayment,
    children,
    combinedIncome,
    incomeBracket,
    notes,
    table: `${childSupportTableYear}년 양육비 산정기준표`,
  });
}
