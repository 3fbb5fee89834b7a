import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { fieldErrorEntries, type FieldErrors } from '@/lib/field-errors';
import { calcPropertyDivision, type PropertyDivisionResult } from '@/features/calculators/domain/property-division';
import { parsePropertyDivisionQuery, propertyDivisionQuery } from '@/features/calculators/domain/query';
import { CalculatorDisclaimer } from '@/features/calculators/ui/calculator-disclaimer';
import { ErrorSummary } from '@/features/calculators/ui/calculator-form-parts';
import { PropertyDivisionForm, type PropertyDivisionFormState } from '@/features/calculators/ui/property-division-form';
import { PropertyDivisionResultView } from '@/features/calculators/ui/property-division-result';
import { guideContainer } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { encodePath, routes } from '@/lib/routes';
import { inputToFormState, padRows, propertyDivisionFormRedirect, type SearchParams } from './form-query';
import { HistoryRecorder } from './history-recorder';

export const propertyDivisionMetadata = pageMetadata(
  routes.propertyDivisionCalculator,
  '재산분할 계산기',
  '부부의 재산과 채무, 특유재산, 퇴직금의 혼인 중 몫, 분할 비율을 넣으면 민법 제839조의2에 따른 분할 대상 순재산과 정산금, 누가 누구에게 지급하는지를 계산 과정과 함께 보여 줍니다.',
);

/** Where each error key points in the form, for the error summary's links. */
function errorHref(key: string): string {
  const row = /^(assets|debts)\.(\d+)(?:\.(amount|months))?$/.exec(key);
  if (row) return `#pd-${row[1] === 'assets' ? 'a' : 'd'}${row[2]}-${row[3] === 'months' ? 'married' : 'amount'}`;
  if (key === 'ratio') return '#pd-ratio';
  return '#pd-a0-amount';
}

export async function PropertyDivisionView({ query }: { query: SearchParams }) {
  const action = encodePath(routes.propertyDivisionCalculator);
  const submitted = propertyDivisionFormRedirect(query);
  if (submitted && 'redirect' in submitted) redirect(`${action}?${submitted.redirect}`);

  let errors: FieldErrors = {};
  let state: PropertyDivisionFormState;
  let result: PropertyDivisionResult | null = null;
  let canonical = '';
  if (submitted) {
    errors = submitted.errors;
    state = submitted.state;
  } else {
    const parsed = parsePropertyDivisionQuery(query);
    state = inputToFormState(parsed.kind === 'ok' ? parsed.input : null);
    if (parsed.kind === 'invalid') errors = parsed.errors;
    else if (parsed.kind === 'ok') {
      const outcome = calcPropertyDivision(parsed.input);
      if (outcome.ok) {
        result = outcome.result;
        canonical = propertyDivisionQuery(parsed.input);
      } else errors = outcome.errors;
    }
  }
  const summaryItems = fieldErrorEntries(errors).map(([key, message]) => ({ href: errorHref(key), message }));

  return (
    <article className={guideContainer}>
      <Breadcrumbs
        crumbs={[
          { name: '계산기', path: routes.toolIndex },
          { name: '재산분할 계산기', path: routes.propertyDivisionCalculator },
        ]}
      />
      <header>
        <p className="text-[13px] font-semibold tracking-[0.08em] text-accent-600">재산분할 계산기</p>
        <h1 className="mt-2 text-[28px] font-bold leading-tight tracking-[-0.035em] text-brand-900 desk:text-[36px]">재산분할 계산기</h1>
        <p className="mt-4 text-[16.5px] leading-relaxed text-slate-700">
          부부가 혼인 중에 함께 모은 재산에서 채무를 뺀 순재산을 나눌 때, 내 몫이 얼마이고 누가 누구에게 얼마를 주어야 하는지 계산합니다. 각
          단계의 계산과 근거를 함께 보여 드립니다.
        </p>
        <p className="mt-3 text-[15px] text-slate-700">
          이 브라우저에서 계산한 결과는{' '}
          <Link href={routes.propertyDivisionHistory} className="font-medium text-brand-700 underline underline-offset-2">
            계산 기록
          </Link>
          에서 다시 볼 수 있습니다.
        </p>
      </header>

      <ErrorSummary items={summaryItems} />
      <PropertyDivisionForm action={action} state={padRows(state)} errors={errors} />

      {result && (
        <>
          <PropertyDivisionResultView result={result} />
          <HistoryRecorder
            netEstate={result.netEstate}
            settlement={result.settlement}
            payer={result.payer}
            ratio={result.ratio}
            query={canonical}
          />
        </>
      )}

      <section aria-labelledby="pd-how" className="mt-12 space-y-3 text-[15.5px] leading-[1.8] text-slate-800">
        <h2 id="pd-how" className="text-[22px] font-bold tracking-[-0.03em] text-brand-900">
          이렇게 계산합니다
        </h2>
        <p>
          이혼한 부부 한쪽은 다른 쪽에 재산분할을 청구할 수 있고, 협의가 되지 않으면 가정법원이 두 사람이 협력해 모은 재산의 액수와 그 밖의
          사정을 참작해 분할의 액수와 방법을 정합니다(민법 제839조의2). 혼인 전부터 가진 재산이나 상속·증여받은 특유재산은 원칙적으로
          빠지지만, 상대방이 그 재산의 유지나 증가에 협력했다면 분할 대상이 될 수 있습니다.
        </p>
        <p>
          분할 대상 순재산(N)은 두 사람의 분할 대상 재산에서 혼인 생활을 위해 생긴 채무를 뺀 금액입니다. 내 몫(S)은 N에 내 비율을 곱한
          금액이고, 여기서 내가 이미 가진 순재산(H)을 뺀 금액(S − H)을 배우자가 나에게 지급합니다. 음수이면 반대로 내가 배우자에게
          지급합니다.
        </p>
        <p>
          퇴직금·퇴직연금은 혼인 기간과 겹치는 근무 기간의 몫만 넣습니다(혼인 중 근무 개월 ÷ 전체 근무 개월). 아직 퇴직하지 않았더라도
          이혼소송의 사실심 변론이 끝날 때 퇴직하면 받을 퇴직급여 상당액이 분할 대상이 될 수 있습니다(대법원 2014. 7. 16. 선고 2013므2250
          전원합의체 판결). 분할 비율은 법원이 정하며, 위의 비율 안내는 보도된 통계와 판례 경향일 뿐 법이 정한 기준이 아닙니다.
        </p>
      </section>

      <CalculatorDisclaimer
        sources={[
          '민법 제839조의2(재산분할청구권)',
          '대법원 2013. 6. 20. 선고 2010므4071 전원합의체 판결(채무가 재산보다 많은 경우의 재산분할)',
          '대법원 2014. 7. 16. 선고 2013므2250 전원합의체 판결(퇴직급여의 재산분할)',
          '분할 비율 안내: 2015년 1심 판결에 관한 보도된 통계(법원의 기준표가 아닙니다)',
        ]}
      />
    </article>
  );
}
