/**
 * The calculators' error summary: the list of every field error, announced when the page loads
 * with errors (role="alert"). The error under each field and the input style are the form kit's
 * (components/form/form-parts.tsx, look="calculator").
 */
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
