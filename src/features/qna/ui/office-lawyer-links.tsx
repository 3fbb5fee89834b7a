'use client';

import { useState } from 'react';
import { FormStatus } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { inputClass, labelClass, secondaryButtonClass } from '@/components/office/admin-ui';
import { linkQnaLawyerAction } from '../server/actions';

/** 관리자: which staff account answers as which lawyer profile (the answer's lawyer card). */
export function OfficeLawyerLinks({ links }: { links: Array<{ lawyerId: number; name: string; email: string | null }> }) {
  const { run, pending, error, success, fieldErrors } = useAction<{ lawyerId: number }>();
  const [emails, setEmails] = useState(() => Object.fromEntries(links.map((link) => [link.lawyerId, link.email ?? ''])));
  // The row last saved: its answer shows under it, tied to its field.
  const [active, setActive] = useState<number | null>(null);
  const message = fieldErrors.email ?? error;
  return (
    <section aria-labelledby="links-title" className="mt-10 rounded-xl border border-slate-200 p-5">
      <h2 id="links-title" className="text-[18px] font-bold text-brand-900">
        답변 변호사 계정 연결
      </h2>
      <p className="mt-1 text-[14px] text-slate-700">
        답변에는 연결된 변호사 프로필의 사진, 이름, 전문분야가 함께 보입니다. 계정에는 변호사·책임변·어쏘변 역할도 있어야 답변할 수
        있습니다.
      </p>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.lawyerId} className="flex flex-wrap items-end gap-2">
            <div className="min-w-[260px] flex-1">
              <label htmlFor={`link-${link.lawyerId}`} className={labelClass}>
                {link.name} 변호사 프로필의 계정 이메일
              </label>
              <input
                id={`link-${link.lawyerId}`}
                aria-invalid={active === link.lawyerId && message ? true : undefined}
                aria-describedby={active === link.lawyerId && message ? `link-${link.lawyerId}-error` : undefined}
                type="email"
                value={emails[link.lawyerId] ?? ''}
                onChange={(event) => setEmails({ ...emails, [link.lawyerId]: event.target.value })}
                className={`mt-1 ${inputClass}`}
              />
            </div>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={pending}
              onClick={() => {
                setActive(link.lawyerId);
                run(
                  () => linkQnaLawyerAction({ lawyerId: link.lawyerId, email: emails[link.lawyerId] ?? '' }),
                  () => `${link.name} 변호사 연결을 저장했습니다.`,
                );
              }}
            >
              저장
            </button>
            {active === link.lawyerId && message && (
              <p id={`link-${link.lawyerId}-error`} role="alert" className="w-full text-[14px] text-red-800">
                {message}
              </p>
            )}
          </li>
        ))}
      </ul>
      <FormStatus message={success} />
    </section>
  );
}
