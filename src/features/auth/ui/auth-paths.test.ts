import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../domain/safe-redirect';
import { callbackPath, clearedSocialConsentCookie, firstParam, locationFor, loginHref, socialConsentCookie } from './auth-paths';

describe('loginHref', () => {
  it('remembers the current path and query in ?redirect=', () => {
    expect(loginHref('/consult/board')).toBe('/member/login?redirect=%2Fconsult%2Fboard');
    expect(loginHref('/qna', '?page=2')).toBe('/member/login?redirect=%2Fqna%3Fpage%3D2');
    expect(loginHref('/qna', 'page=2')).toBe('/member/login?redirect=%2Fqna%3Fpage%3D2');
  });

  it('ignores an empty query', () => {
    expect(loginHref('/', '?')).toBe('/member/login?redirect=%2F');
  });

  it('does not remember the sign-in pages themselves', () => {
    expect(loginHref('/member/login', '?redirect=%2Fqna')).toBe('/member/login');
    expect(loginHref('/auth/login')).toBe('/member/login');
    expect(loginHref('/member/callback/redirecting')).toBe('/member/login');
    expect(loginHref('/member/password/reset', '?token=abc')).toBe('/member/login');
  });

  it('keeps pages that only start with the same letters', () => {
    expect(loginHref('/member/mypage')).toBe('/member/login?redirect=%2Fmember%2Fmypage');
  });

  it('round-trips through the redirect rule for ordinary pages', () => {
    const href = loginHref('/page/intro/오시는길', '?tab=1');
    const remembered = new URL(href, 'http://x').searchParams.get('redirect');
    expect(safeRedirect(remembered)).toBe('/page/intro/오시는길?tab=1');
  });
});

describe('callbackPath', () => {
  it('carries the target to the callback page', () => {
    expect(callbackPath('/member/mypage')).toBe('/member/callback?redirect=%2Fmember%2Fmypage');
  });

  it('goes to the bare callback page without a target', () => {
    expect(callbackPath(undefined)).toBe('/member/callback');
    expect(callbackPath('')).toBe('/member/callback');
  });
});

describe('firstParam', () => {
  it('reads the first of repeated values', () => {
    expect(firstParam(['/a', '/b'])).toBe('/a');
    expect(firstParam('/a')).toBe('/a');
    expect(firstParam(undefined)).toBeUndefined();
  });
});

describe('locationFor', () => {
  it('percent-encodes Korean characters and keeps escapes and queries', () => {
    expect(locationFor('/page/intro/오시는길?tab=1')).toBe('/page/intro/%EC%98%A4%EC%8B%9C%EB%8A%94%EA%B8%B8?tab=1');
    expect(locationFor('/blog/post/%EC%9D%B4%ED%98%BC')).toBe('/blog/post/%EC%9D%B4%ED%98%BC');
    expect(locationFor('/member/mypage')).toBe('/member/mypage');
  });
});

describe('socialConsentCookie', () => {
  it('is short-lived, site-wide and SameSite=Lax', () => {
    expect(socialConsentCookie('auth.signup_consent', false)).toBe('auth.signup_consent=1; Path=/; Max-Age=600; SameSite=Lax');
    expect(socialConsentCookie('auth.signup_consent', true)).toBe('auth.signup_consent=1; Path=/; Max-Age=600; SameSite=Lax; Secure');
  });

  it('clears with an expired cookie of the same name and path', () => {
    expect(clearedSocialConsentCookie('auth.signup_consent', false)).toBe('auth.signup_consent=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
