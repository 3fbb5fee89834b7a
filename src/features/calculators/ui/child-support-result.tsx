import { childSupportTableYear, type ChildSupportInput, type ChildSupportResult } from '@/features/calculators/domain/child-support';
import { divideHalfUp, formatWon } from '@/features/calculators/domain/money';
import { CalculatorConsultButton } from './calculator-consult-button';
import { PrintButton } from './print-button';

export const childSupportTableName = `${childSupportTableYear}년 양육비 산정기준표 (서울가정법원)`;

export type AnnualNote = { role: string; annual: number; monthly: number };

/** '270만' for whole 만 원, otherwise the full figure ('2,703,500'). */
export function shortIncome(amount: number): string {
  return amount % 10_000 === 0 ? `${(amount / 10_000).toLocaleString('ko-KR')}만` : amount.toLocaleString('ko-KR');
}

/** The share as a percentage for display, rounded to one decimal (the payment itself is exact). */
export function sharePercent(nonCustodialIncome: number, combinedIncome: number): string {
  const tenths = Number(divideHalfUp(BigInt(nonCustodialIncome) * 1000n, BigInt(combinedIncome)));
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}

function range(lower: number, upper: number | null): string {
  return upper === null ? `${formatWon(lower)} 이상` : `${formatWon(lower)} ~ ${formatWon(upper)}`;
}

export function childSupportSummary(input: ChildSupportInput, result: ChildSupportResult, custodianLabel: string | null): string {
  const ages = input.childAges.map((age) => `만 ${age}세`).join(', ');
  return [
    `[양육비 계산 결과] ${childSupportTableName} 기준`,
    custodianLabel ? `양육자: ${custodianLabel}` : null,
    `양육자 월 소득 ${formatWon(input.custodialIncome)}, 비양육자 월 소득 ${formatWon(input.nonCustodialIncome)} (합산 ${formatWon(result.combinedIncome)})`,
    `자녀 ${input.childAges.length}명: ${ages}`,
    `양육비 총액 ${formatWon(result.total)}, 비양육자 분담비율 ${sharePercent(input.nonCustodialIncome, result.combinedIncome)}`,
    `비양육자가 매달 지급할 양육비 ${formatWon(result.monthlyPayment)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

const unofficialFactors = [
  '부모의 재산 상황(소득 외에 재산이 많거나 적은 경우)',
  '거주 지역(도시인지 농어촌인지)',
  '자녀의 수(자녀가 한 명이거나 셋 이상인 경우)',
  '자녀의 고액 치료비, 예체능·유학 등 고액의 교육비',
  '비양육자의 회생·파산 등 지급 능력에 관한 사정',
];

export function ChildSupportResultView({
  input,
  result,
  custodian,
  annualNotes,
}: {
  input: ChildSupportInput;
  result: ChildSupportResult;
  custodian: 'mother' | 'father' | null;
  annualNotes: AnnualNote[];
}) {
  const payer = custodian === 'mother' ? '비양육자(아버지)' : custodian === 'father' ? '비양육자(어머니)' : '비양육자';
  const custodianLabel = custodian === 'mother' ? '어머니' : custodian === 'father' ? '아버지' : null;
  const percent = sharePercent(input.nonCustodialIncome, result.combinedIncome);
  const arithmetic = `${formatWon(result.total)} × ${shortIncome(input.nonCustodialIncome)} ÷ ${shortIncome(result.combinedIncome)} = ${formatWon(result.monthlyPayment)}`;
  return (
    <section aria-labelledby="cs-result" className="mt-12" data-testid="child-support-result">
      <h2 id="cs-result" className="h2-section">
        계산 결과
      </h2>
      <div className="mt-4 rounded-2xl bg-brand-800 p-6 text-white">
        <p className="text-[15px] font-semibold text-brand-100">{payer}가 매달 지급할 양육비</p>
        <p className="mt-1 text-[34px] font-bold tabular-nums" data-testid="child-support-payment">
          {formatWon(result.monthlyPayment)}
        </p>
        <p className="mt-2 text-[14.5px] text-brand-50">{childSupportTableName}의 표준양육비를 부모의 소득 비율로 나눈 금액입니다.</p>
      </div>

      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="자녀별 표준양육비 표">
        <table className="w-full min-w-[560px] border-collapse text-left text-[15px]">
          <caption className="mb-2 text-left text-[14.5px] text-slate-700">
            부모 합산소득 {formatWon(result.combinedIncome)}(구간 {result.incomeBracket})의 자녀별 표준양육비와 기준표의 범위
          </caption>
          <thead>
            <tr className="border-b-2 border-slate-300 text-slate-900">
              <th scope="col" className="py-2 pr-3">
                자녀
              </th>
              <th scope="col" className="py-2 pr-3">
                만 나이
              </th>
              <th scope="col" className="py-2 pr-3">
                연령 구간
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                표준양육비
              </th>
              <th scope="col" className="py-2 text-right">
                기준표의 범위
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums text-slate-800">
            {result.children.map((child, index) => (
              <tr key={index} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  자녀 {index + 1}
                </th>
                <td className="py-2 pr-3">{child.age}세</td>
                <td className="py-2 pr-3">{child.ageBand}</td>
                <td className="py-2 pr-3 text-right">{formatWon(child.standardAmount)}</td>
                <td className="py-2 text-right">{range(child.range.lower, child.range.upper)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="mt-6 space-y-4 text-[15.5px] leading-relaxed text-slate-800">
        <div>
          <dt className="font-bold text-slate-900">① 양육비 총액</dt>
          <dd className="tabular-nums" data-testid="child-support-total">
            {result.children.map((child) => formatWon(child.standardAmount)).join(' + ')} = <strong>{formatWon(result.total)}</strong>
          </dd>
          <dd className="text-[14px] text-slate-700">
            자녀마다 나이 구간과 부모 합산소득 구간이 만나는 칸의 표준양육비(평균값)를 더합니다.
          </dd>
        </div>
        <div>
          <dt className="font-bold text-slate-900">② 비양육자의 분담비율</dt>
          <dd className="tabular-nums" data-testid="child-support-ratio">
            {shortIncome(input.nonCustodialIncome)} ÷ ({shortIncome(input.custodialIncome)} + {shortIncome(input.nonCustodialIncome)}) ={' '}
            <strong>{percent}</strong>
          </dd>
          <dd className="text-[14px] text-slate-700">비양육자의 소득을 부모 합산소득으로 나눈 비율입니다(표시는 소수 첫째 자리까지).</dd>
        </div>
        <div>
          <dt className="font-bold text-slate-900">③ 비양육자가 매달 지급할 양육비</dt>
          <dd className="tabular-nums" data-testid="child-support-arithmetic">
            {arithmetic}
          </dd>
          <dd className="text-[14px] text-slate-700">
            반올림: 곱하고 나눈 뒤 원 단위 미만을 마지막에 한 번만 반올림합니다(원 단위 반올림, 한 번).
          </dd>
        </div>
      </dl>

      {annualNotes.length > 0 && (
        <ul className="mt-5 space-y-1 rounded-xl bg-slate-50 p-4 text-[14.5px] text-slate-800">
          {annualNotes.map((note) => (
            <li key={note.role}>
              {note.role}의 월 소득은 연봉 {formatWon(note.annual)} ÷ 12 = {formatWon(note.monthly)}입니다(원 단위 미만 버림).
            </li>
          ))}
        </ul>
      )}
      {result.notes.map((note, index) => (
        <p key={index} className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-[14.5px] text-slate-900">
          {note}
        </p>
      ))}

      <section aria-labelledby="cs-adjust" className="mt-8 rounded-2xl border border-dashed border-slate-400 p-5">
        <h3 id="cs-adjust" className="text-[17px] font-bold text-slate-900">
          참고(비공식): 가산·감산 사유
        </h3>
        <p className="mt-2 text-[14.5px] leading-relaxed text-slate-800">
          기준표는 아래와 같은 사정이 있으면 법원이 표준양육비를 더하거나 뺄 수 있다고 안내합니다. 기준표에는 얼마를 더하거나 빼는지 정해진
          비율이 없고, 인터넷에 떠도는 비율은 공식 기준이 아니어서 이 계산에는 반영하지 않았습니다. 위 금액은 가산·감산 전의 금액입니다.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-[14.5px] text-slate-800">
          {unofficialFactors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
      </section>

      <p className="mt-6 text-[14.5px] text-slate-700">이 주소를 저장하거나 공유하면 같은 결과를 다시 볼 수 있습니다.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <CalculatorConsultButton summary={childSupportSummary(input, result, custodianLabel)} category="양육권·양육비" />
        <PrintButton />
      </div>
    </section>
  );
}
