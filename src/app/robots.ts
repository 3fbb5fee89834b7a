import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

// GET /robots.txt: the back office, member pages and the API stay out of search engines.
export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/office', '/member', '/api', '/auth', '/consult/receipt'] }],
    sitemap: new URL('/sitemap.xml', site).toString(),
    host: site,
  };
}
