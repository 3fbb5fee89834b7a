/** Shown while an inbox or detail page loads; also where link prefetching stops, so no page renders (and is audit-logged) unseen. */
export default function OfficeConsultsLoading() {
  return (
    <p role="status" className="py-10 text-center text-[15px] text-slate-700">
      상담 정보를 불러오는 중입니다…
    </p>
  );
}
