import { notFound } from 'next/navigation';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { alimonyGuide as guide } from '@/features/content/guides/alimony';
import { GuideArticle } from '@/features/content/ui/guide-article';
import { pageMetadata } from '@/lib/metadata';
import { env } from '@/server/env';

export const metadata = pageMetadata(guide.path, guide.title, guide.description);

// Dev-only in the spec (section 2): the flag is read per request, so turning it on needs no rebuild.
export const dynamic = 'force-dynamic';

export default async function AlimonyGuidePage() {
  if (!env().DEV_MENU) notFound();
  const settings = await getFirmSettings();
  return (
    <GuideArticle
      guide={guide}
      crumbs={[{ name: '위자료', path: guide.path }]}
      eyebrow="이혼 법률정보"
      phone={{ label: settings.mainPhone, href: telHref(settings.mainPhone) }}
    />
  );
}
