import { routes } from '@/lib/routes';

/**
 * Where the sign-in screens send people (spec section 4: the current path is remembered before
 * going to login; after login the visitor returns there through /member/callback, which only
 * honours a safe same-site path).
 */

/** The sign-in pages themselves: a 'login' link there does not remember them. */
const signInPages = [routes.login, routes.authLogin, routes.loginCallback, routes.passwordReset];

function isSignInPage(pathname: string): boolean {
  return signInPages.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** The login link for the page at `pathname` + `search`, remembering it in `?redirect=`. */
export function loginHref(pathname: string, search = ''): string {
  if (!pathname || isSignInPage(pathname)) return routes.login;
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${routes.login}?redirect=${encodeURIComponent(`${pathname}${query}`)}`;
}

/** Where the browser goes after a login or sign-up: the callback page checks the target. */
export function callbackPath(redirect: string | null | undefined): string {
  return redirect ? `${routes.loginCallback}?redirect=${encodeURIComponent(redirect)}` : routes.loginCallback;
}

/** The first value of a search parameter (Next gives a list when the key repeats). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A safe target as a Location header value: the Korean characters the redirect rule allows are
 * percent-encoded; existing escapes stay as they are.
 */
export function locationFor(target: string): string {
  return target.replace(/[^\x20-\x7e]+/g, (run) => encodeURIComponent(run));
}

/** Ten minutes: long enough for a provider's consent screen, short enough to not linger. */
export const SOCIAL_CONSENT_MAX_AGE = 600;

/**
 * The cookie that tells the server a first social sign-in may create an account: the visitor
 * ticked the 14+ and privacy boxes on this page (server/auth.ts reads it at account creation).
 */
export function socialConsentCookie(name: string, secure: boolean): string {
  return `${name}=1; Path=/; Max-Age=${SOCIAL_CONSENT_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Clears the consent cookie (a visitor who unticks the boxes, or a sign-in without them). */
export function clearedSocialConsentCookie(name: string, secure: boolean): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`;
}
