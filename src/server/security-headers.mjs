// Security headers for every response (issue 11). Plain JavaScript because scripts/start.mjs, the
// server that sets them, runs before any TypeScript is compiled; types in security-headers.d.mts.
import { createHash } from 'node:crypto';

/** The third-party origins each integration needs, added only when it is configured (DESIGN 7). */
export function integrationOrigins(settings) {
  const script = new Set();
  const connect = new Set();
  const frame = new Set();
  const img = new Set();
  if (settings.CHANNEL_TALK_PLUGIN_KEY) {
    for (const origin of ['https://cdn.channel.io', 'https://*.channel.io']) script.add(origin);
    for (const origin of ['https://*.channel.io', 'wss://*.channel.io']) connect.add(origin);
    frame.add('https://*.channel.io');
    img.add('https://*.channel.io');
  }
  if (settings.TURNSTILE_SITE_KEY) {
    script.add('https://challenges.cloudflare.com');
    frame.add('https://challenges.cloudflare.com');
  }
  if (settings.NAVER_WCS_ID) {
    script.add('https://wcs.naver.net');
    img.add('https://wcs.naver.com');
    connect.add('https://wcs.naver.com');
  }
  if (settings.MOBON_ID) {
    const origin = new URL(settings.MOBON_SCRIPT_URL || 'https://cdn.megadata.co.kr/js/en_script/3.6/enliple_min3.6.js').origin;
    script.add(origin);
    img.add('https://*.mobon.net');
    connect.add('https://*.mobon.net');
  }
  // Toss Payments (issue 16): its widget script (TOSS_SDK_URL, the stand-in's origin in tests) and
  // the frames, calls and images of its payment window; only /pay/opt loads the script.
  if (settings.TOSS_CLIENT_KEY) {
    const sdk = new URL(settings.TOSS_SDK_URL || 'https://js.tosspayments.com/v2/standard').origin;
    script.add(sdk);
    for (const origin of [sdk, 'https://*.tosspayments.com']) {
      connect.add(origin);
      frame.add(origin);
    }
    img.add('https://*.tosspayments.com');
  }
  return { script: [...script], connect: [...connect], frame: [...frame], img: [...img] };
}

/**
 * The policy of an HTML document. `scriptHashes` are the inline scripts the framework emitted on
 * this page (see `frameworkInlineScriptHashes`); nothing else inline runs, no event handler
 * attribute, no `javascript:` URL. React's `style` props need `style-src 'unsafe-inline'`, which
 * cannot run code.
 */
export function documentPolicy({ scriptHashes = [], origins, frameAncestors = "'none'" }) {
  const list = (values) => values.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${list(scriptHashes.map((hash) => `'sha256-${hash}'`))} ${list(origins.script)}`.replace(/\s+/g, ' ').trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${list(origins.img)}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${list(origins.connect)}`.trim(),
    `frame-src ${origins.frame.length ? list(origins.frame) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * `npm run dev` serves pages without the custom server, and its inline scripts (hot reload, the
 * dev overlay, eval'd modules) cannot be hashed: there the same policy is sent report-only, with
 * inline and eval'd scripts admitted, so the browser console reports what production would block
 * among frames, objects, forms, fonts and third-party origins (issue 11: report-only first in
 * development). Inline scripts are held to the hashes on `npm start` and in the browser tests.
 */
export function developmentPolicy(settings) {
  return documentPolicy({ origins: integrationOrigins(settings) })
    .replace("script-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'")
    .replace("connect-src 'self'", "connect-src 'self' ws: wss:");
}

/** Anything that is not an HTML page (API answers, files, assets): nothing may run or frame it. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

export const permissionsPolicy =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), serial=(), xr-spatial-tracking=(), browsing-topics=()';

/** Headers every response carries; HSTS only when the site is served over https. */
export function baseHeaders({ siteUrl }) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (siteUrl && siteUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

// The inline scripts Next 16 and React emit, by shape. Each pattern admits only data, never code
// of a writer's choosing: the flight payload pushes a single JSON string literal, the Turbopack
// bootstrap a list of chunk file names. An injected script of any other shape gets no hash.
const frameworkScripts = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  /^self\.__next_f\.push\(\[\d+(?:,"(?:[^"\\]|\\.)*")?\]\)$/s,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[(?:"[\w./-]+",?)*\],"runtimeModuleIds":\[[\d,]*\]\}\);?$/,
  // React's streaming instructions (a Suspense boundary completing): calls with string ids only.
  /^\$R[A-Z]\((?:"[\w:-]*"|,|\s)*\)$/,
];

// Plain ES5 on purpose: Internet Explorer cannot parse the site's bundles (spec: IE gets a notice).
export const ieDetectScript =
  "(function(){var u=navigator.userAgent;if(/MSIE |Trident\\//.test(u)){document.documentElement.className+=' is-ie';}})();";

/** The site's own inline scripts, by exact text (src/app/layout.tsx renders the same constants). */
export const siteInlineScripts = [ieDetectScript];

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function sha256(text) {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/**
 * The hashes of the inline scripts in `html` that the framework or the site wrote; also the count
 * of inline scripts left out (an injection, or a framework shape not yet known: the browser test
 * that loads every page with the policy enforced fails on either).
 */
export function frameworkInlineScriptHashes(html) {
  const hashes = new Set();
  let skipped = 0;
  for (const match of html.matchAll(inlineScript)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue; // JSON-LD and other data blocks never run
    const body = match[2];
    if (siteInlineScripts.includes(body) || frameworkScripts.some((pattern) => pattern.test(body))) hashes.add(sha256(body));
    else skipped += 1;
  }
  return { hashes: [...hashes], skipped };
}
