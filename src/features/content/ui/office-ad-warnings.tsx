import { describedBy, FieldError } from '@/components/form/form-parts';
import type { AdRuleWarning } from '../domain/ad-rules';

/**
 * The advertising-rule warnings an editor sees before publishing (변호사법 제23조, 변호사 광고에
 * 관한 규정), with the confirmation the server also asks for when publishing anyway.
 */
export function OfficeAdWarnings({
  id,
  warnings,
  confirmed,
  onConfirm,
  error,
}: {
  id: string;
  warnings: AdRuleWarning[];
  confirmed: boolean;
  onConfirm: (value: boolean) => void;
  error?: string;
}) {
  if (warnings.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-[14px] text-slate-700" data-testid="ad-rules-clear">
        광고 규정 점검: 경고할 표현이 없습니다.
      </p>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-amber-600 bg-amber-50 p-4" data-testid="ad-rules-warnings">
      <h2 id={`${id}-title`} className="text-[16px] font-bold text-amber-950">
        광고 규정 경고 {warnings.length}건
      </h2>
      <p className="mt-1 text-[14px] text-slate-800">
        변호사법 제23조와 대한변호사협회 「변호사 광고에 관한 규정」은 결과를 보장하거나 다른 변호사와 비교하거나 수임료 혜택으로 사건을
        유치하는 광고를 금지합니다. 표현을 고치는 것이 원칙이고, 문맥상 문제가 없을 때만 확인 후 게시하세요.
      </p>
      <ul className="mt-2 space-y-1.5 text-[14px] text-slate-900">
        {warnings.map((warning) => (
          <li key={warning.word}>
            <strong>‘{warning.word}’</strong> {warning.count}회 — {warning.reason}
            <span className="block text-slate-700">…{warning.excerpt}…</span>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <label className="inline-flex items-center gap-2 text-[15px] font-semibold text-slate-900">
          <input
            id={id}
            type="checkbox"
            className="h-5 w-5"
            checked={confirmed}
            onChange={(event) => onConfirm(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, false, Boolean(error))}
          />
          광고 규정 경고를 확인했습니다
        </label>
        <FieldError id={id} message={error} />
      </div>
    </section>
  );
}
