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
        className="no-print fixed bottom-4 right-4 z-50 inline-flex size-[60px] items-center justify-center gap-3 rounded-full bg-accent-600 text-white shadow-[0_10px_30px_-8px_rgba(13,30,51,0.55)] ring-4 ring-white/70 transition-transform hover:bg-accent-500 active:scale-95 call:bottom-6 call:right-6 call:h-[64px] call:w-auto call:pl-2.5 call:pr-6"
      >
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full call:bg-white/15">
          <PhoneIcon size={26} />
        </span>
        <span className="sr-only flex-col items-start text-left leading-tight call:not-sr-only call:flex">
          <span className="text-[12px] font-medium text-white/90">24시간 상담 · 365일</span>
          <span className="text-[19px] font-bold tracking-[-0.01em] tabular-nums">{mainPhone}</span>
        </span>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        data-testid="floating-call-popup"
        className="no-print fixed inset-x-4 top-auto bottom-24 mx-auto w-auto max-w-[360px] rounded-2xl bg-white p-6 shadow-2xl outline-none backdrop:bg-slate-950/30 call:inset-x-auto call:bottom-[100px] call:right-6"
      >
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
