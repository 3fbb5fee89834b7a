import Link from 'next/link';
import { routes } from '@/lib/routes';
import { formatWon } from '../domain/money';
import { stampArithmetic, type SuitCostView } from '../server/suit-cost-view';
import { CalculatorConsultButton } from './calculator-consult-button';
import { CalculatorDisclaimer } from './calculator-disclaimer';
import { PrintButton } from './print-button';

type Ok = Extract<SuitCostView, { kind: 'ok' }>;

export const suitCostSources = [
  '민사소송 등 인지법 제2조(소장의 인지액), 제3조(항소장·상고장의 인지액)',
  '민사소송 등에서의 전자문서 이용 등에 관한 규칙(전자소송 인지액의 10분의 9)',
  '가사소송수수료규칙(다류 가사소송 손해배상 청구의 인지액, 2016. 7. 1. 시행)',
  '송달료규칙과 송달료규칙의 시행에 따른 업무처리요령(1회분 금액, 당사자 1명당 회수)',
  '법무법인의 수임료 기준(선임 비용 안내)',
];

function Line({ title, amount, testId, children }: { title: string; amount: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-2 border-b border-slate-200 py-4 last:border-b-0">
      <dt className="text-[17px] font-bold text-slate-900">{title}</dt>
      <dd className="text-[20px] font-bold text-brand-900" data-testid={testId}>
        {amount}
      </dd>
      <dd className="mt-2 w-full text-[14px] leading-relaxed text-slate-700">{children}</dd>
    </div>
  );
}

/** The suit cost result: every line with its arithmetic and legal basis, the notes and the disclaimer. */
export function SuitCostResult({ view, compact = false }: { view: Ok; compact?: boolean }) {
  const { input, result, firmFee, total } = view;
  return (
    <section
      aria-labelledby="suit-result-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-7"
      data-testid="suit-cost-result"
    >
      <h2 id="suit-result-title" className="text-[20px] font-bold text-brand-900">
        계산 결과
      </h2>
      <dl className="mt-2">
        <Line title="인지액" amount={formatWon(result.stampDuty)} testId="suit-stamp">
          <ul className="list-disc pl-5">
            {stampArithmetic(input, result.stampDuty).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {!compact && (
            <>
              <p className="mt-2 font-semibold text-slate-800">근거</p>
              <ul className="list-disc pl-5">
                {result.basis.stampDuty.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </Line>
        <Line title="송달료" amount={formatWon(result.serviceFee)} testId="suit-service">
          <p>
            1회분 {formatWon(result.serviceFeePerRound)} × {result.serviceRounds}회 × 당사자 {result.parties}명 ={' '}
            {formatWon(result.serviceFee)}
          </p>
          {!compact && (
            <>
              <p className="mt-2 font-semibold text-slate-800">근거</p>
              <ul className="list-disc pl-5">
                {result.basis.serviceFee.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </Line>
        <Line title="법원에 내는 비용 (인지액 + 송달료)" amount={formatWon(result.total)} testId="suit-court-total">
          <p>
            {formatWon(result.stampDuty)} + {formatWon(result.serviceFee)} = {formatWon(result.total)}
          </p>
        </Line>
        <Line title="변호사 보수 (착수금)" amount={firmFee ? formatWon(firmFee.amount) : '상담 때 안내'} testId="suit-firm-fee">
          {firmFee ? (
            <p>
              수임료 기준의 &lsquo;{firmFee.service}&rsquo; 항목: {firmFee.fee}. 부가가치세를 포함한 금액이며, 실제 착수금과 성공보수는
              위임계약서로 정합니다.
              {!compact && firmFee.note ? ` ${firmFee.note}` : ''}{' '}
              {!compact && (
                <Link href={routes.fees} className="font-semibold text-brand-700 underline underline-offset-2">
                  선임 비용 안내 보기
                </Link>
              )}
            </p>
          ) : (
            <p>변호사 보수는 사건의 쟁점과 증거의 양에 따라 달라져 상담 때 서면으로 안내해 드립니다. 합계에는 넣지 않았습니다.</p>
          )}
        </Line>
        <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-brand-50 px-4 py-4">
          <dt className="text-[18px] font-bold text-slate-900">합계</dt>
          <dd className="text-[24px] font-bold text-brand-900" data-testid="suit-total">
            {formatWon(total)}
          </dd>
          <dd className="w-full text-[14px] text-slate-700">
            {firmFee
              ? `${formatWon(result.stampDuty)} + ${formatWon(result.serviceFee)} + ${formatWon(firmFee.amount)} = ${formatWon(total)}`
              : `${formatWon(result.stampDuty)} + ${formatWon(result.serviceFee)} = ${formatWon(total)} (변호사 보수 제외)`}
          </dd>
        </div>
      </dl>

      <div className="mt-4 text-[14px] leading-relaxed text-slate-700">
        <p className="font-semibold text-slate-800">알아 두실 점</p>
        <ul className="mt-1 list-disc pl-5">
          {result.notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
          <li>반올림 규칙: 인지액은 모든 배율을 곱한 뒤 100원 미만을 한 번만 버립니다. 송달료는 원 단위로 딱 떨어집니다.</li>
          {!compact && (
            <li>
              소송에서 지면 상대방의 소송비용을 부담할 수 있고(민사소송법 제98조), 변호사 보수는 「변호사보수의 소송비용 산입에 관한
              규칙」이 정한 한도 안에서만 소송비용에 들어갑니다.
            </li>
          )}
        </ul>
      </div>

      {!compact && <CalculatorDisclaimer sources={suitCostSources} />}
      <p className="mt-4 text-[14px] text-slate-700">이 주소를 저장하거나 공유하면 같은 결과를 다시 볼 수 있습니다.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <CalculatorConsultButton summary={view.summary} category="상간자" />
        {!compact && <PrintButton />}
      </div>
    </section>
  );
}
