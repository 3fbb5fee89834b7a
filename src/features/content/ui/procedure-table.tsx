import type { ProcedureTableData } from '../guides/types';

const columns = ['단계', '하는 일', '누가·어디서', '근거', '보통 걸리는 기간'] as const;

/**
 * A procedure as a real table (caption, column and row headers). From 577 px up it reads as a
 * table; on small phones each row becomes a card whose cells show their column name. The look is
 * the `steps-table` class in globals.css, so the cells carry no classes of their own.
 */
export function ProcedureTable({ table, testId }: { table: ProcedureTableData; testId?: string }) {
  return (
    <div className="mt-6">
      <table className="steps-table" data-testid={testId}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.steps.map((step, index) => (
            <tr key={step.step}>
              <th scope="row">
                <span>{index + 1}.</span>
                {step.step}
              </th>
              {[step.what, step.who, step.basis, step.typical].map((value, cellIndex) => (
                <td key={cellIndex}>
                  <span>{columns[cellIndex + 1]}</span>
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
