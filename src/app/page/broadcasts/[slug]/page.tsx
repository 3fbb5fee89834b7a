import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { getBroadcastBySlug } from '@/features/content/server/cached';
import { ConsultCta, ExternalLink, RichText, pageContainer } from '@/features/content/ui/firm-page';
import { formatSeoulDate } from '@/lib/seoul-date';
import { decodeParam } from '@/lib/params';
import { pageMetadata } from '@/lib/metadata';
import { broadcastPath, encodePath, lawyerPath, routes } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

async function lookup(params: Props['params']) {
  return getBroadcastBySlug(decodeParam((await params).slug));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await lookup(params);
  if (!found || !('broadcast' in found)) return {};
  const { broadcast } = found;
  return pageMetadata(broadcastPath(broadcast.slug), `${broadcast.title} (${broadcast.channel})`, broadcast.summary);
}

export default async function BroadcastPage({ params }: Props) {
  const found = await lookup(params);
  if (!found) notFound();
  // An old slug answers with a permanent redirect to the current address (issue 4).
  if ('redirectTo' in found) permanentRedirect(encodePath(broadcastPath(found.redirectTo.slug)));
  const { broadcast } = found;
  const settings = await getFirmSettings();
  const path = broadcastPath(broadcast.slug);

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '방송활동', path: routes.broadcasts },
          { name: broadcast.title, path },
        ]}
      />
      <article className="max-w-[820px]">
        <header className="border-b border-slate-200 pb-6">
          <p className="text-[13px] font-semibold tracking-[0.04em] text-accent-600">
            {broadcast.channel} · {broadcast.program}
          </p>
          <h1 className="mt-2 text-[26px] font-bold leading-snug tracking-[-0.03em] text-brand-900 desk:text-[32px]">{broadcast.title}</h1>
          <p className="mt-3 text-[14.5px] text-slate-600">
            {formatSeoulDate(broadcast.airedOn)} 방송
            {broadcast.lawyer && (
              <>
                {' · 출연 '}
                <Link href={lawyerPath(broadcast.lawyer.id)} className="font-semibold text-brand-700 underline underline-offset-4">
                  {broadcast.lawyer.name} {broadcast.lawyer.title}
                </Link>
              </>
            )}
          </p>
        </header>
        <p className="mt-6 text-[16.5px] leading-relaxed text-slate-800">{broadcast.summary}</p>
        <RichText html={broadcast.bodyHtml} />
        {broadcast.videoUrl && (
          <p className="mt-8">
            {/* A link only: no embedded player, so no third-party script loads on this page. */}
            <ExternalLink
              href={broadcast.videoUrl}
              className="inline-flex h-12 items-center rounded-xl border border-slate-300 px-5 text-[15.5px] font-semibold text-brand-800 hover:border-brand-600"
            >
              방송 다시보기
            </ExternalLink>
          </p>
        )}
        <p className="mt-8 text-[14px] leading-relaxed text-slate-600">
          방송에서의 설명은 일반적인 법률 정보입니다. 같은 쟁점이라도 사실관계와 증거에 따라 결과가 달라질 수 있으니, 구체적인 사건은
          상담에서 확인해 주세요.
        </p>
      </article>
      <Link href={routes.broadcasts} className="more-link mt-8">
        방송활동 목록으로
      </Link>
      <ConsultCta
        title="방송에서 다룬 문제, 내 사건에는 어떻게 적용될까요"
        body="사연과 비슷해 보여도 사실관계에 따라 결론은 달라집니다. 변호사와 직접 상의해 보세요."
        phone={settings.mainPhone}
        phoneHref={telHref(settings.mainPhone)}
        placeholder="예) 방송에서 본 내용과 비슷한 상황입니다. 제 경우에도 같은 방법이 가능한지 궁금합니다."
      />
    </div>
  );
}
