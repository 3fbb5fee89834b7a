import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { annualToMonthly } from '@/features/calculators/domain/annual-income';
import { calcChildSupport, type ChildSupportInput, type ChildSupportResult } from '@/features/calculators/domain/child-support';
import { fieldErrorEntries, type FieldErrors } from '@/lib/field-errors';
import { parseChildSupportQuery, parseWon } from '@/features/calculators/domain/query';
import { CalculatorDisclaimer } from '@/features/calculators/ui/calculator-disclaimer';
import { ErrorSummary } from '@/features/calculators/ui/calculator-form-parts';
import { ChildSupportForm, type ChildSupportFormValues } from '@/features/calculators/ui/child-support-form';
import { ChildSupportResultView, childSupportTableName, type AnnualNote } from '@/features/calculators/ui/child-support-result';
import { guideContainer } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { encodePath, routes } from '@/lib/routes';
import { ageFieldCount, childSupportFormRedirect, first, parseCustodian, type SearchParams } from './form-query';

export const childSupportMetadata = pageMetadata(
  routes.childSupportCalculator,
  '양육비 계산기 (2021년 양육비 산정기준표)',
  '부모의 월 소득과 자녀의 만 나이를 넣으면 서울가정법원 2021년 양육비 산정기준표로 표준양육비, 분담비율, 비양육자의 월 양육비를 계산 과정과 함께 보여 줍니다.',
);

const roles = [
  { key: 'custodial', label: '양육자' },
  { key: 'nonCustodial', label: '비양육자' },
] as const;

const annualInvalid = '연봉은 숫자(원)로만 적어 주세요. 예: 32,400,000';

/** Where each error key points in the form, for the error summary's links. */
function errorHref(key: string): string {
  const age = /^childAges\.(\d+)$/.exec(key);
  if (age) return `#cs-age-${age[1]}`;
  if (key === 'childAges') return '#cs-age-0';
  return `#cs-${key}`;
}

export async function ChildSupportView({ query }: { query: SearchParams }) {
  const action = encodePath(routes.childSupportCalculator);
  const target = childSupportFormRedirect(query);
  if (target !== null) redirect(target ? `${action}?${target}` : action);

  const errors: FieldErrors = {};
  const annualNotes: AnnualNote[] = [];
  const values: ChildSupportFormValues = {
    custodian: first(query, 'custodian'),
    custodialIncome: first(query, 'custodialIncome'),
    custodialAnnual: first(query, 'custodialAnnual'),
    nonCustodialIncome: first(query, 'nonCustodialIncome'),
    nonCustodialAnnual: first(query, 'nonCustodialAnnual'),
    ages: first(query, 'childAges')
      .split(',')
      .map((age) => age.trim())
      .filter(Boolean),
  };
  for (const role of roles) {
    const annualText = values[`${role.key}Annual`];
    if (!annualText) continue;
    const annual = parseWon(annualText);
    const monthly = parseWon(values[`${role.key}Income`]);
    if (annual === null) {
      if (monthly === null) errors[`${role.key}Annual`] = annualInvalid;
    } else if (monthly === annualToMonthly(annual)) {
      // The monthly figure came from the salary: show the salary in its own field only.
      annualNotes.push({ role: role.label, annual, monthly });
      values[`${role.key}Income`] = '';
    }
  }

  let computed: { input: ChildSupportInput; result: ChildSupportResult } | null = null;
  const parsed = parseChildSupportQuery(query);
  if (parsed.kind === 'invalid') Object.assign(errors, parsed.errors);
  else if (parsed.kind === 'ok') {
    const outcome = calcChildSupport(parsed.input);
    if (outcome.ok) computed = { input: parsed.input, result: outcome.result };
    else Object.assign(errors, outcome.errors);
  }
  // A salary that could not be read explains the missing monthly figure better than 'please fill it in'.
  for (const role of roles) if (errors[`${role.key}Annual`]) delete errors[`${role.key}Income`];
  if (Object.keys(errors).length > 0) computed = null;

  const summaryItems = fieldErrorEntries(errors).map(([key, message]) => ({ href: errorHref(key), message }));

  return (
    <article className={guideContainer}>
      <Breadcrumbs
        crumbs={[
          { name: '계산기', path: routes.toolIndex },
          { name: '양육비 계산기', path: routes.childSupportCalculator },
        ]}
      />
      <header>
        <p className="text-[13px] font-semibold tracking-[0.08em] text-accent-600">양육비 계산기</p>
        <h1 className="mt-2 text-[28px] font-bold leading-tight tracking-[-0.035em] text-brand-900 desk:text-[36px]">양육비 계산기</h1>
        <p className="mt-4 text-[16.5px] leading-relaxed text-slate-700">
          부모의 세전 월 소득과 자녀의 만 나이를 넣으면 {childSupportTableName}으로 자녀별 표준양육비와 총액, 비양육자의 분담비율, 매달
          지급할 양육비를 계산합니다. 계산 과정과 근거를 함께 보여 드립니다.
        </p>
      </header>

      <ErrorSummary items={summaryItems} />
      <ChildSupportForm action={action} values={values} errors={errors} ageFields={ageFieldCount(query, values.ages.length)} />

      {computed && (
        <ChildSupportResultView
          input={computed.input}
          result={computed.result}
          custodian={parseCustodian(values.custodian)}
          annualNotes={annualNotes}
        />
      )}

      <section aria-labelledby="cs-how" className="mt-12 space-y-3 text-[15.5px] leading-[1.8] text-slate-800">
        <h2 id="cs-how" className="text-[22px] font-bold tracking-[-0.03em] text-brand-900">
          이렇게 계산합니다
        </h2>
        <p>
          서울가정법원이 공표한 {childSupportTableName}은 현재 쓰이는 기준표입니다. 부모의 세전 월 소득을 더한 합산소득 구간과 자녀의 만
          나이 구간(0~2세, 3~5세, 6~8세, 9~11세, 12~14세, 15~18세)이 만나는 칸의 금액이 자녀 한 명의 표준양육비입니다. 합산소득 200만 원은
          200~299만 원 구간, 1,200만 원은 1,200만 원 이상 구간에 들어갑니다.
        </p>
        <p>
          자녀별 표준양육비를 더한 총액에 비양육자의 소득 비율(비양육자 소득 ÷ 합산소득)을 곱한 금액을 비양육자가 매달 지급합니다. 예를 들어
          양육자 월 180만 원, 비양육자 월 270만 원, 자녀가 만 15세와 8세이면 1,402,000원 + 1,140,000원 = 2,542,000원이고, 2,542,000원 ×
          270만 ÷ 450만 = 1,525,200원입니다.
        </p>
        <p>
          만 19세가 되면 성년이므로(민법 제4조) 양육비 산정 대상이 아닙니다. 양육비는 이혼할 때 협의로 정하고, 협의가 되지 않으면 가정법원이
          정합니다(민법 제837조). 재산분할이 궁금하면{' '}
          <Link href={routes.propertyDivisionCalculator} className="font-medium text-brand-700 underline underline-offset-2">
            재산분할 계산기
          </Link>
          를 이용해 보세요.
        </p>
      </section>

      <CalculatorDisclaimer
        sources={[
          `${childSupportTableName}, 서울가정법원 공고`,
          '민법 제837조(이혼과 자의 양육책임), 제4조(성년)',
          '가산·감산 사유는 기준표의 안내를 옮긴 비공식 참고이며 계산에 반영하지 않았습니다.',
        ]}
      />
    </article>
  );
}
