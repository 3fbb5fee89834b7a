import type { ProcedureTableData } from '../guides/types';

const columns = ['단계', '하는 일', '누가·어디서', '근거', '보통 걸리는 기간'] as const;

/**
 * A procedure as a real table (caption, column and row headers). From 577 px up it reads as a
 * table; on small phones each row becomes a card whose cells show their column name.
 */
export function ProcedureTable({ table, testId }: { table: ProcedureTableData; testId?: string }) {
  const cell = 'block px-4 py-1.5 align-top call:table-cell call:border call:border-slate-300 call:px-3 call:py-3';
  return (
    <div className="mt-6">
      <table className="block w-full border-collapse text-left text-[14.5px] leading-relaxed call:table" data-testid={testId}>
        <caption className="mb-3 text-left text-[15px] font-semibold text-slate-900">{table.caption}</caption>
        <thead className="sr-only call:not-sr-only call:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="border border-slate-300 bg-brand-50 px-3 py-2.5 font-semibold text-brand-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 call:table-row-group call:space-y-0">
          {table.steps.map((step, index) => (
            <tr
              key={step.step}
              className="block overflow-hidden rounded-xl border border-slate-300 pb-2 call:table-row call:rounded-none call:border-0 call:pb-0"
            >
              <th scope="row" className={`${cell} bg-brand-50 py-2.5 font-semibold text-brand-900 call:w-[9rem]`}>
                <span className="mr-1.5 text-accent-600">{index + 1}.</span>
                {step.step}
              </th>
              {[step.what, step.who, step.basis, step.typical].map((value, cellIndex) => (
                <td key={cellIndex} className={`${cell} text-slate-800`}>
                  <span className="block text-[12.5px] font-semibold text-slate-600 call:hidden">{columns[cellIndex + 1]}</span>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-[13.5px] leading-relaxed text-slate-600">{table.note}</p>
    </div>
  );
}
