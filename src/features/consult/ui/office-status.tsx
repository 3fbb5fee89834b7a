import type { AnswerAge } from '../domain/consult-workflow';

/** Colours for each status; the label always says it in words too. */
const badgeClasses: Record<string, string> = {
  new: 'border-blue-300 bg-blue-50 text-blue-900',
  contacting: 'border-amber-300 bg-amber-50 text-amber-900',
  consulted: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  retained: 'border-violet-300 bg-violet-50 text-violet-900',
  closed: 'border-slate-300 bg-slate-100 text-slate-800',
};

export function OfficeStatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`status-badge ${badgeClasses[status] ?? badgeClasses.closed}`}>{label}</span>;
}

/** '접수 후 2시간 5분', and past the answer target '응답 지연' in words as well as in red. */
export function OfficeAnswerAge({ age }: { age: AnswerAge }) {
  if (!age.overdue) return <span className="whitespace-nowrap text-[13px] text-slate-700">{age.text}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-[13px] font-semibold text-red-800" data-overdue="true">
      <span className="rounded bg-red-100 px-1.5 py-0.5 text-red-900">응답 지연</span>
      <span className="whitespace-nowrap">{age.text}</span>
    </span>
  );
}
