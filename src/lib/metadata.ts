import type { Metadata } from 'next';
import { encodePath } from './routes';

/** The site's Open Graph image (1200×630, made from the site's own font; no firm facts on it). */
export const defaultOgImage = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: '이혼·재산분할·상간자 소송·양육권 가사 사건 법률센터',
} as const;

/**
 * Every page's own title, description, canonical link to its own path (spec section 1) and Open
 * Graph tags with an image. The origin comes from the root layout's metadataBase (SITE_URL).
 * `extra.openGraph` adds to the page's Open Graph tags instead of replacing them.
 */
export function pageMetadata(path: string, title: string, description: string, extra: Metadata = {}): Metadata {
  const { openGraph, alternates, ...rest } = extra;
  const url = encodePath(path);
  return {
    title,
    description,
    alternates: { ...alternates, canonical: url },
    openGraph: {
      title,
      description,
      url,
      locale: 'ko_KR',
      type: 'website',
      images: [defaultOgImage],
      ...openGraph,
    } as Metadata['openGraph'],
    twitter: { card: 'summary_large_image', title, description, images: [defaultOgImage.url] },
    ...rest,
  };
}
