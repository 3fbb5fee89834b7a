/**
 * The calculators' form parts: one input style, the error under a field, the error summary the
 * page announces, and the aria-describedby list. Every calculator form uses these.
 */
export const inputClass =
  'h-12 w-full rounded-xl border border-slate-400 bg-white px-4 text-[16px] text-slate-900 tabular-nums placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-700';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-[14px] font-semibold text-red-700">
      {message}
    </p>
  );
}

/** The list of every field error, announced when the page loads with errors (role="alert"). */
export function ErrorSummary({ items }: { items: { href: string; message: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      className="mt-6 rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-[15px] text-slate-900"
      data-testid="error-summary"
    >
      <p className="font-bold text-red-800">입력한 내용을 확인해 주세요</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={`${item.href}-${item.message}`}>
            <a href={item.href} className="underline underline-offset-2">
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
