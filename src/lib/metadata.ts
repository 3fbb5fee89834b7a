import type { Metadata } from 'next';
import { encodePath } from './routes';

/**
 * Every page's own title, description and canonical link to its own path (spec section 1).
 * The origin comes from the root layout's metadataBase (SITE_URL).
 */
export function pageMetadata(path: string, title: string, description: string, extra: Metadata = {}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: encodePath(path) },
    openGraph: { title, description, url: encodePath(path), locale: 'ko_KR', type: 'website' },
    ...extra,
  };
}
