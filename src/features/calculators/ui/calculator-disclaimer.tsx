/**
 * The '참고용' notice every calculator shows next to its result (issue 5): what the figure is
 * and is not, and where its rules come from.
 */
export function CalculatorDisclaimer({ sources }: { sources: string[] }) {
  return (
    <aside
      aria-label="참고용 안내"
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-[14px] leading-relaxed text-slate-800"
    >
      <p className="font-bold text-slate-900">참고용 계산입니다</p>
      <p className="mt-1">
        이 결과는 공개된 기준에 따라 입력한 숫자만으로 계산한 참고 자료이며, 법원의 판단이나 변호사의 법률 자문을 대신하지 않습니다. 실제
        금액은 사건의 구체적인 사정과 법원의 재량에 따라 달라질 수 있습니다.
      </p>
      <p className="mt-2 font-semibold text-slate-900">근거</p>
      <ul className="mt-1 list-disc pl-5">
        {sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </aside>
  );
}
