/**
 * The paid in-depth consultation (/consult/premium): what it is, how it runs and what it costs.
 * The fee comes from the fee schedule the firm edits (the item marked for this page); the rest is
 * the firm's standing procedure. Within 변호사업무광고규정: no outcome promise, no fee inducement.
 */

export const premiumSteps = [
  { title: '온라인 예약 신청', body: '원하시는 장소(사무소 또는 화상)와 날짜·시간, 상담받고 싶은 내용을 남겨 주세요.' },
  { title: '일정 확정 전화', body: '담당자가 전화드려 변호사 일정을 맞추고, 미리 보내 주실 자료를 안내합니다.' },
  {
    title: '상담료 결제',
    body: '일정이 확정되면 신청하신 번호로 결제 링크(신용카드·계좌이체)를 문자로 보내 드립니다. 결제를 마치시면 예약이 확정됩니다.',
  },
  { title: '자료 전달', body: '상담 2영업일 전까지 이메일이나 방문으로 자료를 보내 주시면 변호사가 미리 읽어 둡니다.' },
  { title: '1시간 상담', body: '사건을 맡게 될 변호사가 쟁점, 필요한 증거, 예상 절차와 기간, 비용을 함께 정리합니다.' },
  { title: '상담 메모', body: '상담 뒤 2영업일 안에 쟁점과 준비할 일을 정리한 메모를 보내 드립니다.' },
] as const;

export const premiumAudience = [
  '배우자나 상간자에게서 소장을 받아 답변서 제출 기한(송달받은 날부터 30일, 민사소송법 제256조)이 다가오는 분',
  '재산이 여러 명의로 나뉘어 있거나 사업체·퇴직금·주식이 있어 재산분할의 대상과 비율부터 따져 봐야 하는 분',
  '모아 둔 증거가 소송에 쓸 수 있는 것인지, 모으는 방법에 법적 문제는 없는지 확인하고 싶은 분',
  '협의 중인 양육비·면접교섭·재산 조건이 적정한지 서명 전에 검토받고 싶은 분',
] as const;

export const premiumDocuments = [
  '혼인관계증명서(상세)와 가족관계증명서: 대법원 전자가족관계등록시스템이나 정부24에서 발급받을 수 있습니다.',
  '재산 자료: 부동산 등기사항전부증명서, 예금·보험·주식 잔액, 대출 잔액, 퇴직금 예상액',
  '주고받은 메시지, 사진, 진료기록 등 증거 자료: 원본 파일을 그대로 보관해 주세요.',
  '소장·답변서·조정조서 등 이미 받은 법원 서류',
] as const;

export const premiumCancellation =
  '상담 전날 18시까지 일정을 바꾸거나 취소하시면 결제하신 상담료를 모두 돌려드립니다. 그 뒤에 취소하시면 변호사가 자료 검토에 쓴 시간만큼 정산합니다.';

export const premiumCautions = [
  '다른 사람들끼리 나눈 대화를 몰래 녹음하거나, 배우자의 휴대전화·메신저에 허락 없이 접속해 자료를 얻으면 통신비밀보호법·정보통신망법 위반이 될 수 있습니다. 증거를 더 모으기 전에 상담에서 방법부터 확인하세요.',
  '상담은 변호사의 비밀유지 의무(변호사법 제26조)에 따라 보호됩니다. 상담만 받고 사건을 맡기지 않으셔도 됩니다.',
  premiumCancellation,
] as const;

export function PremiumConsultOverview({ feeLabel, feeNote }: { feeLabel: string | null; feeNote: string | null }) {
  return (
    <div className="space-y-12">
      <section aria-labelledby="premium-fee">
        <h2 id="premium-fee" className="text-xl font-bold text-brand-900 desk:text-2xl">
          상담 시간과 상담료
        </h2>
        <dl className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-[15px] sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-slate-700">상담 시간</dt>
          <dd>1시간 (자료 사전 검토와 상담 뒤 메모 포함)</dd>
          <dt className="font-semibold text-slate-700">상담 방식</dt>
          <dd>사무소 방문 또는 화상 상담 (휴대전화·PC)</dd>
          <dt className="font-semibold text-slate-700">상담료</dt>
          <dd data-testid="premium-fee">{feeLabel ? `${feeLabel} (부가가치세 포함)` : '일정 확정 전화에서 안내해 드립니다.'}</dd>
          {feeNote && (
            <>
              <dt className="font-semibold text-slate-700">안내</dt>
              <dd>{feeNote}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="premium-who">
        <h2 id="premium-who" className="text-xl font-bold text-brand-900 desk:text-2xl">
          이런 분께 권해 드립니다
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-[15px] leading-relaxed text-slate-800">
          {premiumAudience.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 text-[15px] text-slate-700">
          상황을 설명하고 절차를 안내받는 것은 전화나 온라인 상담 신청으로도 충분합니다. 심층 상담은 변호사가 자료를 읽고 판단해야 하는
          질문이 있을 때 알맞습니다.
        </p>
      </section>
      <section aria-labelledby="premium-steps">
        <h2 id="premium-steps" className="text-xl font-bold text-brand-900 desk:text-2xl">
          진행 순서
        </h2>
        <ol className="mt-4 grid gap-3 desk:grid-cols-3">
          {premiumSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <p className="text-sm font-bold text-accent-600">{index + 1}단계</p>
              <h3 className="mt-1 text-[17px] font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="premium-docs">
        <h2 id="premium-docs" className="text-xl font-bold text-brand-900 desk:text-2xl">
          미리 준비하시면 좋은 자료
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-[15px] leading-relaxed text-slate-800">
          {premiumDocuments.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="premium-notes">
        <h2 id="premium-notes" className="text-xl font-bold text-brand-900 desk:text-2xl">
          알아 두실 점
        </h2>
        <ul className="mt-4 space-y-3 text-[15px] leading-relaxed text-slate-800">
          {premiumCautions.map((line, index) => (
            <li key={index} className="rounded-xl bg-slate-50 p-4">
              {line}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
