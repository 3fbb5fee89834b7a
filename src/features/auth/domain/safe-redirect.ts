/**
 * The spec's redirect rule (section 5): only a same-site path with one leading slash and a
 * limited set of characters is honoured. Everything else (other hosts, protocol-relative and
 * backslash tricks, encoded slashes or control characters) falls back.
 */
const safePath = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+가-힣]*$/;
const encodedDanger = /%(?:2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

export const defaultAfterLogin = '/member/callback/redirecting';

export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length > 512) return false;
  if (!safePath.test(target)) return false;
  if (encodedDanger.test(target)) return false;
  if (target.includes('/..') || target.includes('..')) return false;
  return true;
}

export function safeRedirect(target: unknown, fallback = defaultAfterLogin): string {
  return isSafeRedirect(target) ? target : fallback;
}
