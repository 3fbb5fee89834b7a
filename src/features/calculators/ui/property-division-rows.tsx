'use client';

import { assetKinds } from '@/features/calculators/domain/property-division';
import { FieldError, joinIds } from '@/components/form/form-parts';
import type { AssetRow, DebtRow, OwnerCode } from './property-division-form';
import { monthsHintId } from './property-division-ids';

/**
 * One asset or debt row of the property-division form. A client component only so that the page's
 * RSC payload carries each row's few values instead of a second copy of its markup (issue 17: the
 * nine rows cost about 36 KB there); it has no state, renders the same on the server, and the GET
 * form still works without JavaScript.
 */

function OwnerSelect({ id, name, value }: { id: string; name: string; value: OwnerCode }) {
  return (
    <select id={id} name={name} defaultValue={value} className="calc-select">
      <option value="c">나(청구하는 사람)</option>
      <option value="s">배우자</option>
    </select>
  );
}

/** A won or month amount: digits typed as text (commas allowed), the numeric keypad on phones. */
function AmountInput({
  id,
  name,
  value,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      defaultValue={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className="calc-input"
    />
  );
}

export function AssetRowFields({
  row,
  index,
  amountError,
  monthsError,
}: {
  row: AssetRow;
  index: number;
  amountError?: string;
  monthsError?: string;
}) {
  const p = `pd-a${index}`;
  const monthsDescribedBy = joinIds(monthsHintId, monthsError && `${p}-months-error`);
  return (
    <fieldset className="calc-row" data-testid={`asset-row-${index}`}>
      <legend className="calc-row-legend">{`재산 ${index + 1}`}</legend>
      <div className="calc-asset-grid">
        <div>
          <label htmlFor={`${p}-owner`} className="calc-label">
            명의
          </label>
          <OwnerSelect id={`${p}-owner`} name={`a${index}_owner`} value={row.owner} />
        </div>
        <div>
          <label htmlFor={`${p}-kind`} className="calc-label">
            종류
          </label>
          <select id={`${p}-kind`} name={`a${index}_kind`} defaultValue={row.kind || 'realEstate'} className="calc-select">
            {assetKinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${p}-amount`} className="calc-label">
            현재 가치(원)
          </label>
          <AmountInput
            id={`${p}-amount`}
            name={`a${index}_amount`}
            value={row.amount}
            invalid={Boolean(amountError)}
            describedBy={joinIds(amountError && `${p}-amount-error`)}
          />
          <FieldError look="calculator" id={`${p}-amount`} message={amountError} />
        </div>
      </div>
      <div className="calc-asset-checks">
        <label className="calc-check">
          <input type="checkbox" name={`a${index}_separate`} value="1" defaultChecked={row.separate} className="calc-checkbox" />
          특유재산(혼인 전부터 가진 재산, 상속·증여받은 재산)
        </label>
        <label className="calc-check">
          <input type="checkbox" name={`a${index}_shared`} value="1" defaultChecked={row.shared} className="calc-checkbox" />
          특유재산이지만 두 사람이 함께 유지하거나 늘렸음
        </label>
      </div>
      <div className="calc-asset-months">
        <div>
          <label htmlFor={`${p}-married`} className="calc-label">
            혼인 중 근무 개월 수
          </label>
          <AmountInput
            id={`${p}-married`}
            name={`a${index}_married`}
            value={row.married}
            invalid={Boolean(monthsError)}
            describedBy={monthsDescribedBy}
          />
        </div>
        <div>
          <label htmlFor={`${p}-employed`} className="calc-label">
            전체 근무 개월 수
          </label>
          <AmountInput
            id={`${p}-employed`}
            name={`a${index}_employed`}
            value={row.employed}
            invalid={Boolean(monthsError)}
            describedBy={monthsDescribedBy}
          />
        </div>
      </div>
      <FieldError look="calculator" id={`${p}-months`} message={monthsError} />
    </fieldset>
  );
}

export function DebtRowFields({ row, index, amountError }: { row: DebtRow; index: number; amountError?: string }) {
  const p = `pd-d${index}`;
  return (
    <fieldset className="calc-row" data-testid={`debt-row-${index}`}>
      <legend className="calc-row-legend">{`채무 ${index + 1}`}</legend>
      <div className="calc-debt-grid">
        <div>
          <label htmlFor={`${p}-owner`} className="calc-label">
            채무자
          </label>
          <OwnerSelect id={`${p}-owner`} name={`d${index}_owner`} value={row.owner} />
        </div>
        <div>
          <label htmlFor={`${p}-amount`} className="calc-label">
            남은 금액(원)
          </label>
          <AmountInput
            id={`${p}-amount`}
            name={`d${index}_amount`}
            value={row.amount}
            invalid={Boolean(amountError)}
            describedBy={joinIds(amountError && `${p}-amount-error`)}
          />
          <FieldError look="calculator" id={`${p}-amount`} message={amountError} />
        </div>
      </div>
      <label className="calc-check mt-2">
        <input type="checkbox" name={`d${index}_personal`} value="1" defaultChecked={row.personal} className="calc-checkbox" />
        개인 채무(도박·개인 사업 등 가족의 공동생활과 관계없는 빚이라 분할에서 뺌)
      </label>
    </fieldset>
  );
}
