'use client';

import { useId, useState } from 'react';
import { ChatIcon, ChevronRightIcon, PhoneIcon } from '@/components/icons';
import { routes } from '@/lib/routes';
import type { ConsentNotice } from './consent-field';
import { QuickConsultForm } from './quick-consult-form';

/** Desktop right-side contact panel: a mini tab that expands into a quick call-back form. */
export function ContactPanel({
  mainPhone,
  mainPhoneHref,
  notice,
  deskUrl = routes.consultReceipt,
  turnstileSiteKey = null,
}: {
  mainPhone: string;
  mainPhoneHref: string;
  notice: ConsentNotice;
  deskUrl?: string;
  turnstileSiteKey?: string | null;
}) {
  const [expanded, setExpanded] = useState(false);
  // The form is rendered on first opening, not in every page's HTML (issue 17: about 4 KB less on
  // each page; the panel opens only with JavaScript anyway), and stays mounted so typed text survives.
  const [opened, setOpened] = useState(false);
  const id = useId();
  const panelId = `${id}-panel`;

  return (
    <aside aria-label="빠른 상담 패널" data-testid="contact-panel" className="no-print contact-panel">
      <div>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => {
            const next = !expanded;
            setExpanded(next);
            if (next) {
              setOpened(true);
              requestAnimationFrame(() => document.getElementById(`${id}-name`)?.focus());
            }
          }}
          data-testid="contact-panel-toggle"
          className={`contact-panel-toggle ${
            expanded ? 'mt-4 bg-white text-brand-800 ring-1 ring-slate-200 hover:bg-slate-50' : 'bg-brand-800 text-white hover:bg-brand-700'
          }`}
        >
          {expanded ? <ChevronRightIcon size={22} /> : <ChatIcon size={24} />}
          <span>{expanded ? '상담 패널 접기' : '빠른 상담 신청'}</span>
        </button>
        <div id={panelId} hidden={!expanded} className="contact-panel-body">
          {opened && (
            <>
              <div className="bg-brand-800 px-5 py-3.5 text-white">
                <h2 className="text-[16px] font-bold">빠른 상담 신청</h2>
                <p className="mt-0.5 text-[12.5px] text-brand-100">연락처를 남기시면 변호사가 직접 전화드립니다.</p>
              </div>
              <QuickConsultForm
                variant="panel"
                id={id}
                mainPhone={mainPhone}
                notice={notice}
                deskUrl={deskUrl}
                turnstileSiteKey={turnstileSiteKey}
              >
                <a
                  href={mainPhoneHref}
                  className="flex items-center justify-center gap-1.5 rounded text-[14px] font-semibold text-brand-800 hover:underline"
                >
                  <PhoneIcon size={16} />
                  {mainPhone} <span className="font-normal text-slate-600">24시간</span>
                </a>
              </QuickConsultForm>
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
