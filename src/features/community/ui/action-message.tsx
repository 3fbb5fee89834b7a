/**
 * The community controls' shared parts: the one line that answers an action (an alert for an
 * error, else a polite status; the region stays in the page while empty, so a screen reader is
 * already listening when the answer arrives) and the small button they use.
 */
export function ActionMessage({ error, success }: { error: string | null; success: string | null }) {
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={error || success ? `text-[14px] font-medium ${error ? 'text-red-800' : 'text-emerald-800'}` : 'sr-only'}
    >
      {error ?? success ?? ''}
    </p>
  );
}

export const smallButtonClass =
  'inline-flex h-9 items-center rounded-lg border border-slate-400 bg-white px-3 text-[14px] font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';
