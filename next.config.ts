import type { NextConfig } from 'next';
import {
  encodePattern,
  koreanRewrites,
  permanentRedirects,
  plainAddressRedirects,
  plainAddressRewrites,
  qnaCachedRedirects,
  qnaCachedRewrites,
  routes,
  talkCachedRedirects,
  talkCachedRewrites,
} from './src/lib/routes';
import { developmentPolicy } from './src/server/security-headers.mjs';

/** The integrations' keys, which decide the third-party origins the policy admits. */
function integrationSettings() {
  const { CHANNEL_TALK_PLUGIN_KEY, TURNSTILE_SITE_KEY, NAVER_WCS_ID, MOBON_ID, MOBON_SCRIPT_URL, TOSS_CLIENT_KEY, TOSS_SDK_URL } =
    process.env;
  return { CHANNEL_TALK_PLUGIN_KEY, TURNSTILE_SITE_KEY, NAVER_WCS_ID, MOBON_ID, MOBON_SCRIPT_URL, TOSS_CLIENT_KEY, TOSS_SDK_URL };
}

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  // forbidden() and app/forbidden.tsx: the back office answers 403 to members without the role.
  // Files reach the server through server actions: the editor's image (5 MB, content/server/upload.ts) and
  // a community post with up to 5 images of up to talkImageMaxMegabytes each (settings allow 1–10 MB,
  // community/domain/image-rules.ts), so 5 × 10 MiB plus 1 MiB for the text. The limit is one for every
  // action and Next buffers the body before the action's own checks run, so it is also what one
  // request can make the server hold; the write form checks count, kind and size before it sends.
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: '51mb' } },
  async redirects() {
    return [
      ...permanentRedirects.map(({ from, to }) => ({
        source: encodePattern(from),
        destination: encodePattern(to),
        statusCode: 301 as const,
      })),
      // The ASCII folder of a Korean page is not a second address of it (routes.ts koreanRewrites).
      ...koreanRewrites.map(({ path, internal }) => ({ source: internal, destination: encodePattern(path), statusCode: 301 as const })),
      ...talkCachedRedirects.map(({ from, to }) => ({ source: from, destination: to, permanent: true })),
      ...qnaCachedRedirects.map(({ from, to }) => ({ source: from, destination: to, permanent: true })),
      ...plainAddressRedirects().map(({ from, to }) => ({ source: from, destination: to, permanent: true })),
    ];
  },
  async headers() {
    return [
      // The compact suit cost calculator is made for iframes, but only on this site's own pages.
      { source: encodePattern(routes.suitCostPopup), headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'self'" }] },
      // Production's headers come from scripts/start.mjs (src/server/secure-response.mjs); in
      // development the policy is reported, not enforced.
      ...(process.env.NODE_ENV === 'development'
        ? [
            {
              source: '/:path*',
              headers: [{ key: 'Content-Security-Policy-Report-Only', value: developmentPolicy(integrationSettings()) }],
            },
          ]
        : []),
    ];
  },
  async rewrites() {
    return {
      // Before the dynamic routes: a board's cacheable queries go to its cached route (decision 013),
      // a query-reading page's plain address to its twin (decision 017).
      beforeFiles: [...talkCachedRewrites(), ...qnaCachedRewrites(), ...plainAddressRewrites()],
      afterFiles: koreanRewrites.map(({ path, internal }) => ({ source: encodePattern(path), destination: internal })),
      fallback: [],
    };
  },
};

export default nextConfig;
