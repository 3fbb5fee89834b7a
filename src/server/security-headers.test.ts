import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseHeaders, developmentPolicy, documentPolicy, integrationOrigins } from './security-headers.mjs';

describe('the Content-Security-Policy', () => {
  it('admits no third-party origin until an integration is configured', () => {
    const policy = documentPolicy({ origins: integrationOrigins({}), scriptHashes: ['abc='] });
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toMatch(/https:|unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("adds exactly a configured integration's origins", () => {
    const policy = documentPolicy({ origins: integrationOrigins({ TURNSTILE_SITE_KEY: 'key' }) });
    expect(policy).toContain("script-src 'self' https://challenges.cloudflare.com");
    expect(policy).toContain('frame-src https://challenges.cloudflare.com');
    expect(policy).not.toContain('channel.io');
  });

  it("admits Toss Payments' widget script and payment window only with a client key, from the configured SDK URL", () => {
    expect(documentPolicy({ origins: integrationOrigins({ TOSS_SDK_URL: 'https://js.tosspayments.com/v2/standard' }) })).not.toContain(
      'tosspayments',
    );
    const live = documentPolicy({ origins: integrationOrigins({ TOSS_CLIENT_KEY: 'live_gck_x' }) });
    expect(live).toContain("script-src 'self' https://js.tosspayments.com");
    expect(live).toContain('frame-src https://js.tosspayments.com https://*.tosspayments.com');
    const standIn = documentPolicy({
      origins: integrationOrigins({ TOSS_CLIENT_KEY: 'test_ck', TOSS_SDK_URL: 'http://127.0.0.1:4100/v2/standard' }),
    });
    expect(standIn).toContain("script-src 'self' http://127.0.0.1:4100");
  });

  it('is reported, not enforced, in development, with inline and eval admitted for hot reload only', () => {
    const policy = developmentPolicy({});
    expect(policy).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(policy).toContain("connect-src 'self' ws: wss:");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('next.config headers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const headersFor = async (nodeEnv: string) => {
    vi.stubEnv('NODE_ENV', nodeEnv);
    vi.resetModules();
    const { default: config } = await import('../../next.config');
    return (await config.headers!()).flatMap((rule) => rule.headers.map((header) => ({ source: rule.source, ...header })));
  };

  it('sends the policy report-only on every path in development', async () => {
    const headers = await headersFor('development');
    expect(headers).toContainEqual(expect.objectContaining({ source: '/:path*', key: 'Content-Security-Policy-Report-Only' }));
  });

  it('leaves production to the server, which enforces it', async () => {
    const headers = await headersFor('production');
    expect(headers.some((header) => header.key === 'Content-Security-Policy-Report-Only')).toBe(false);
  });
});

describe('the headers of every response', () => {
  it('sends HSTS only when the site is served over https', () => {
    expect(baseHeaders({ siteUrl: 'https://example.kr' })['Strict-Transport-Security']).toMatch(/max-age=31536000/);
    expect(baseHeaders({ siteUrl: 'http://127.0.0.1:3000' })['Strict-Transport-Security']).toBeUndefined();
    expect(baseHeaders({})).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });
});
