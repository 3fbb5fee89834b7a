import { describe, expect, it } from 'vitest';
import { hostileRedirectTargets, sameSiteRedirectTargets } from '../../../../tests/support/redirect-corpus';
import { defaultAfterLogin, isSafeRedirect, isSafeRedirectValue, safeRedirect } from './safe-redirect';

// Spec section 5: only a same-site path with one leading slash and limited characters is honoured.
describe('safeRedirect', () => {
  it.each(['/', '/member/mypage', '/qna?page=2', '/page/intro/오시는길', '/case/win#top', '/blog/post/%EC%9D%B4%ED%98%BC'])(
    'honours %s',
    (target) => {
      expect(isSafeRedirect(target)).toBe(true);
      expect(safeRedirect(target)).toBe(target);
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'http:/evil.example',
    'evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000evil',
    '/../../etc/passwd',
    'javascript:alert(1)',
    '/path with space',
    '/@evil.example',
    '',
    `/${'a'.repeat(600)}`,
  ])('refuses %j and falls back to the landing page', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
    expect(safeRedirect(target)).toBe(defaultAfterLogin);
  });

  it('refuses values that are not strings', () => {
    expect(safeRedirect(undefined)).toBe(defaultAfterLogin);
    expect(safeRedirect(['/'])).toBe(defaultAfterLogin);
  });
});

describe('the redirect corpus (issue 11)', () => {
  it('holds at least 40 hostile targets', () => {
    expect(hostileRedirectTargets.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostileRedirectTargets)('refuses %j as a path and as an API value', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
    expect(isSafeRedirectValue(target, 'http://127.0.0.1:3000')).toBe(false);
  });

  it.each(sameSiteRedirectTargets)('honours %j as a path and as an absolute address on the site', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
    expect(isSafeRedirectValue(`http://127.0.0.1:3000${target}`, 'http://127.0.0.1:3000')).toBe(true);
  });

  it('refuses an absolute address on another origin, or on ours with a hostile path', () => {
    expect(isSafeRedirectValue('http://evil.example/member/mypage', 'http://127.0.0.1:3000')).toBe(false);
    expect(isSafeRedirectValue('http://127.0.0.1:3000/.//evil.example', 'http://127.0.0.1:3000')).toBe(false);
    expect(isSafeRedirectValue('http://127.0.0.1:30001/', 'http://127.0.0.1:3000')).toBe(false);
  });
});
