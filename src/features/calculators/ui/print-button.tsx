'use client';

/** Prints the page; the print stylesheet hides the site chrome and every `.no-print` element. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="no-print inline-flex h-12 items-center justify-center rounded-xl px-5 text-[16px] font-semibold text-brand-800 ring-1 ring-slate-300 hover:ring-brand-600"
    >
      인쇄하기
    </button>
  );
}
