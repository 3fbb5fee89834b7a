import type { Metadata } from 'next';
import Link from 'next/link';
import { requireCapability } from '@/features/auth/server/viewer';
import { PageHeader, linkClass } from '@/components/office/admin-ui';
import { officeSections, sectionPath, type SectionKey } from '@/features/content/ui/office-sections';

export const metadata: Metadata = { title: '콘텐츠' };

/** /office/content: the firm's content other than the blog. */
export default async function OfficeContentPage() {
  await requireCapability('content.manage', '/office/content');
  const entries = Object.entries(officeSections) as Array<[SectionKey, (typeof officeSections)[SectionKey]]>;
  return (
    <section aria-labelledby="content-home-title">
      <PageHeader id="content-home-title" title="콘텐츠">
        <p>
          사이트에 보이는 법인 콘텐츠를 고치고 게시합니다. 게시한 변경은 몇 초 안에 공개 페이지에 반영되고, 모든 변경은 감사 기록에
          남습니다.
        </p>
      </PageHeader>
      <ul className="grid gap-3 desk:grid-cols-2">
        <li className="rounded-xl border border-slate-200 p-4">
          <Link href="/office/blog" className={`${linkClass} text-[17px]`}>
            블로그 글
          </Link>
          <p className="mt-1 text-[14px] text-slate-700">칼럼과 법률 정보 글을 쓰고 게시합니다.</p>
        </li>
        {entries.map(([key, spec]) => (
          <li key={key} className="rounded-xl border border-slate-200 p-4">
            <Link href={sectionPath(key)} className={`${linkClass} text-[17px]`}>
              {spec.title}
            </Link>
            <p className="mt-1 text-[14px] text-slate-700">{spec.description}</p>
          </li>
        ))}
        <li className="rounded-xl border border-slate-200 p-4">
          <Link href="/office/content/fees" className={`${linkClass} text-[17px]`}>
            선임 비용 안내
          </Link>
          <p className="mt-1 text-[14px] text-slate-700">이혼변호사 선임비용 페이지의 항목과 유의사항입니다.</p>
        </li>
        <li className="rounded-xl border border-slate-200 p-4">
          <Link href="/office/content/awards" className={`${linkClass} text-[17px]`}>
            위자료 판례분석 사례
          </Link>
          <p className="mt-1 text-[14px] text-slate-700">상간자 위자료 판례분석에 쓰는 익명 사례를 고치고 게시합니다.</p>
        </li>
      </ul>
    </section>
  );
}
