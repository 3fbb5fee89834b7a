/** Whether an office-managed item (post, content page, award case) is live or a draft. */
export function PublishStatusBadge({ status }: { status: string }) {
  return status === 'published' ? (
    <span className="inline-block rounded-full bg-emerald-100 px-2.5 py-0.5 text-[13px] font-semibold text-emerald-900">게시 중</span>
  ) : (
    <span className="inline-block rounded-full bg-slate-200 px-2.5 py-0.5 text-[13px] font-semibold text-slate-800">임시 저장</span>
  );
}
