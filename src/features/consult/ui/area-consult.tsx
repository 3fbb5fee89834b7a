'use client';

import { useState } from 'react';
import { categories } from '../domain/consult-form-rules';
import type { ConsultConsentText } from './consult-fields';
import { ConsentField } from './consent-field';
import { sendConsult2020 } from './consult-events';

/**
 * '분야를 고르고 연락처만 남기기': files through the 2020 consult event, whose confirmation
 * modal shows the loading, error or success state with the area's own success text.
 */
export function AreaConsult({ consent }: { consent: ConsultConsentText }) {
  const [area, setArea] = useState<string>(categories[0]);
  const [tel, setTel] = useState('');
  const [agreed, setAgreed] = useState(false);

  return (
    <form
      className="space-y-3"
      aria-labelledby="area-consult-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!agreed) return;
        sendConsult2020({ area, tel, consent: true, inflow_from: window.location.pathname });
      }}
    >
      <h2 id="area-consult-title" className="text-lg font-bold text-brand-900">
        분야를 고르고 연락처만 남기기
      </h2>
      <p className="text-sm text-slate-700">해당 분야 사건을 많이 맡아 온 변호사가 전화드립니다.</p>
      <div>
        <label htmlFor="area-consult-area" className="block text-sm font-semibold">
          상담 분야
        </label>
        <select
          id="area-consult-area"
          value={area}
          onChange={(e) => setArea(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5"
        >
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="area-consult-tel" className="block text-sm font-semibold">
          연락처
        </label>
        <input
          id="area-consult-tel"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={tel}
          onChange={(e) => setTel(e.target.value)}
          placeholder="010-0000-0000"
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2.5"
        />
      </div>
      <ConsentField notice={consent} checked={agreed} onChange={setAgreed} />
      <button
        type="submit"
        disabled={!agreed}
        className="w-full rounded-lg bg-accent-600 px-4 py-3 font-bold text-white hover:bg-accent-500 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        이 분야로 전화 요청
      </button>
    </form>
  );
}
