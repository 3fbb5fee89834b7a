'use client';

import { useState } from 'react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/dialog';
import { CheckCircleIcon, CloseIcon, PhoneIcon } from '@/components/icons';

/**
 * The floating call button (spec section 1): a round button below 577 px, a pill with the
 * number from 577 px up. It opens a small popup with a tap-to-call link.
 */
export function FloatingCall({ mainPhone, mainPhoneHref, officeHours }: { mainPhone: string; mainPhoneHref: string; officeHours: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="floating-call"
        className="no-print floating-call"
      >
        <PhoneIcon size={26} />
        <span className="floating-call-number">
          <span>24시간 상담 · 365일</span>
          <span>{mainPhone}</span>
        </span>
      </button>
      <Dialog open={open} onOpenChange={setOpen} data-testid="floating-call-popup" className="no-print floating-call-popup">
        <DialogClose
          aria-label="닫기"
          data-testid="floating-call-close"
          className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <CloseIcon size={22} />
        </DialogClose>
        <DialogTitle className="pr-8 text-[18px] font-bold text-brand-900">24시간 전화 상담</DialogTitle>
        <DialogDescription className="mt-2 flex items-start gap-2 text-[15px] leading-relaxed text-slate-700">
          <CheckCircleIcon size={20} className="mt-0.5 shrink-0 text-accent-600" />
          <span>어떤 이야기든 끝까지 듣고, 친절하고 꼼꼼하게 상담해드리겠습니다.</span>
        </DialogDescription>
        <a
          href={mainPhoneHref}
          data-testid="floating-call-tel"
          className="mt-5 flex h-14 items-center justify-center gap-2 rounded-xl bg-accent-600 text-[18px] font-bold text-white hover:bg-accent-500"
        >
          <PhoneIcon size={22} />
          {mainPhone} 전화 걸기
        </a>
        <p className="mt-3 text-center text-[13px] text-slate-600">{officeHours}</p>
      </Dialog>
    </>
  );
}
