import { formatWon } from '@/features/calculators/domain/money';
import { assetKinds, type PropertyDivisionResult } from '@/features/calculators/domain/property-division';
import { CalculatorConsultButton } from './calculator-consult-button';
import { PrintButton } from './print-button';

const kindLabel = (kind: string) => assetKinds.find((k) => k.value === kind)?.label ?? kind;
const ownerLabel = (owner: 'claimant' | 'spouse') => (owner === 'claimant' ? '나' : '배우자');

/** A signed amount in won with a real minus sign for negatives ('−3,000,000원'). */
function signedWon(amount: number): string {
  return amount < 0 ? `−${formatWon(-amount)}` : formatWon(amount);
}

export function settlementSentence(result: Pick<PropertyDivisionResult, 'payer' | 'settlement'>): string {
  if (result.payer === 'spouse') return `배우자가 나에게 ${formatWon(result.settlement)}을 지급합니다.`;
  if (result.payer === 'claimant') return `내가 배우자에게 ${formatWon(-result.settlement)}을 지급합니다.`;
  return '서로 주고받을 금액이 없습니다.';
}

export function propertyDivisionSummary(result: PropertyDivisionResult): string {
  return [
    '[재산분할 계산 결과] 민법 제839조의2 기준 참고 계산',
    `분할 대상 재산: 나 ${formatWon(result.claimantAssets)}, 배우자 ${formatWon(result.spouseAssets)}`,
    `분할 대상 채무: 나 ${formatWon(result.claimantDebts)}, 배우자 ${formatWon(result.spouseDebts)}`,
    `분할 대상 순재산 ${signedWon(result.netEstate)}${result.netEstate < 0 ? ' (마이너스)' : ''}, 내 비율 ${result.ratio}%`,
    `내 몫 ${signedWon(result.claimantShare)}, 내가 이미 가진 순재산 ${signedWon(result.claimantHoldings)}`,
    `정산: ${settlementSentence(result)}`,
  ].join('\n');
}

export function PropertyDivisionResultView({ result }: { result: PropertyDivisionResult }) {
  const negative = result.netEstate < 0;
  const counted = result.assets;
  return (
    <section aria-labelledby="pd-result" className="mt-12" data-testid="property-division-result">
      <h2 id="pd-result" className="h2-section">
        계산 결과
      </h2>

      {negative && (
        <div
          className="mt-4 rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-[15.5px] leading-relaxed text-slate-900"
          data-testid="negative-estate-warning"
        >
          <p className="text-[17px] font-bold text-red-800">주의: 분할할 순재산이 마이너스({signedWon(result.netEstate)})입니다</p>
          {result.warnings.map((warning) => (
            <p key={warning} className="mt-2">
              {warning}
            </p>
          ))}
        </div>
      )}

      <div className={`mt-4 rounded-2xl p-6 ${negative ? 'border border-slate-300 bg-white text-slate-900' : 'bg-brand-800 text-white'}`}>
        <p className={`text-[15px] font-semibold ${negative ? 'text-slate-700' : 'text-brand-100'}`}>
          {negative ? '참고 계산(그대로 주고받는 금액이 아닙니다)' : '정산금'}
        </p>
        <p className="mt-1 text-[26px] font-bold desk:text-[30px]" data-testid="property-division-settlement">
          {settlementSentence(result)}
        </p>
        <p className={`mt-2 text-[14.5px] ${negative ? 'text-slate-700' : 'text-brand-50'}`}>
          분할 대상 순재산 {signedWon(result.netEstate)} 가운데 내 몫 {result.ratio}%에서 내가 이미 가진 몫을 뺀 금액입니다.
        </p>
      </div>

      {counted.length > 0 && (
        <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="재산별 분할 대상 금액 표">
          <table className="w-full min-w-[620px] border-collapse text-left text-[15px]">
            <caption className="mb-2 text-left text-[14.5px] text-slate-700">재산별로 분할 대상에 넣은 금액</caption>
            <thead>
              <tr className="border-b-2 border-slate-300 text-slate-900">
                <th scope="col" className="py-2 pr-3">
                  명의
                </th>
                <th scope="col" className="py-2 pr-3">
                  종류
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  현재 가치
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  분할 대상
                </th>
                <th scope="col" className="py-2">
                  비고
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-800">
              {counted.map((asset, index) => (
                <tr key={index} className="border-b border-slate-200">
                  <td className="py-2 pr-3">{ownerLabel(asset.owner)}</td>
                  <td className="py-2 pr-3">{kindLabel(asset.kind)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatWon(asset.amount)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatWon(asset.counted)}</td>
                  <td className="py-2 text-[14px]">{asset.reason ?? '전액 분할 대상'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <dl className="mt-6 space-y-4 text-[15.5px] leading-relaxed text-slate-800 tabular-nums">
        <div>
          <dt className="font-bold text-slate-900">① 분할 대상 순재산(N)</dt>
          <dd data-testid="property-division-net">
            (나의 재산 {formatWon(result.claimantAssets)} + 배우자의 재산 {formatWon(result.spouseAssets)}) − (나의 채무{' '}
            {formatWon(result.claimantDebts)} + 배우자의 채무 {formatWon(result.spouseDebts)}) ={' '}
            <strong>{signedWon(result.netEstate)}</strong>
          </dd>
          <dd className="text-[14px] text-slate-700">특유재산(함께 유지·증식하지 않은 것)과 개인 채무는 뺐습니다.</dd>
        </div>
        <div>
          <dt className="font-bold text-slate-900">② 내 몫(S)</dt>
          <dd>
            {signedWon(result.netEstate)} × {result.ratio}% = <strong>{signedWon(result.claimantShare)}</strong>
          </dd>
        </div>
        <div>
          <dt className="font-bold text-slate-900">③ 내가 이미 가진 순재산(H)</dt>
          <dd>
            {formatWon(result.claimantAssets)} − {formatWon(result.claimantDebts)} = <strong>{signedWon(result.claimantHoldings)}</strong>
          </dd>
        </div>
        <div>
          <dt className="font-bold text-slate-900">④ 정산금(S − H)</dt>
          <dd>
            {signedWon(result.claimantShare)} − {signedWon(result.claimantHoldings)} = <strong>{signedWon(result.settlement)}</strong>
          </dd>
          <dd className="text-[14px] text-slate-700">
            양수이면 배우자가 나에게, 음수이면 내가 배우자에게 지급합니다. 반올림: 원 단위 미만은 정산금을 구할 때 마지막에 한 번만
            반올림합니다(② 내 몫의 표시 금액도 원 단위 반올림).
          </dd>
        </div>
      </dl>

      <p className="mt-6 text-[14.5px] text-slate-700">이 주소를 저장하거나 공유하면 같은 결과를 다시 볼 수 있습니다.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <CalculatorConsultButton summary={propertyDivisionSummary(result)} category="재산분할" />
        <PrintButton />
      </div>
    </section>
  );
}
