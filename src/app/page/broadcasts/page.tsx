import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { getFirmSettings } from '@/features/firm/server/queries';
import { listBroadcasts } from '@/features/content/server/cached';
import { BroadcastList } from '@/features/content/ui/broadcast-card';
import { EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  return pageMetadata(
    routes.broadcasts,
    `방송활동`,
    `${settings.firmName} 변호사들이 방송에 나와 이혼, 재산분할, 상간자 소송, 양육권 문제를 설명한 내용을 모았습니다.`,
  );
}

export default async function BroadcastsPage() {
  const items = await listBroadcasts();
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '법인소개', path: routes.firmIntro },
          { name: '방송활동', path: routes.broadcasts },
        ]}
      />
      <PageHeader
        eyebrow="방송활동"
        title="방송활동"
        lead={
          <p>
            변호사들이 방송에서 시청자의 사연에 답하며 가사 사건의 법리를 설명한 내용입니다. 방송 내용은 일반적인 설명이며, 구체적인 사건은
            사정에 따라 달라질 수 있습니다.
          </p>
        }
      />
      <div className="mt-8">
        {items.length > 0 ? <BroadcastList items={items} /> : <EmptyNote>지금 공개된 방송 출연 기록이 없습니다.</EmptyNote>}
      </div>
    </div>
  );
}
