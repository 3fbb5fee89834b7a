/**
 * The spec's redirect rule (section 5): only a same-site path is honoured. The check runs on the
 * value as given and again after decoding it (up to three times, so double-encoded tricks are
 * seen): it must start with one slash, and its path may hold no '//', no backslash, no '.' or
 * '..' segment and no control character. Browsers and better-auth normalize `/.//evil.example`
 * and `/\evil.example` into `//evil.example`, a protocol-relative address of another site.
 */
const safeCharacters = /^\/[A-Za-z0-9\-._~/?=&%#+가-힣]*$/;
const controlOrSpace = /[\s\u0000-\u001F\u007F-\u009F\uFEFF]/;

export const defaultAfterLogin = '/member/callback/redirecting';

function decodings(target: string): string[] | null {
  const forms = [target];
  let current = target;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

function isSafeForm(form: string): boolean {
  if (form.includes('\\') || controlOrSpace.test(form)) return false;
  const path = form.split(/[?#]/, 1)[0]!;
  if (!path.startsWith('/') || path.includes('//')) return false;
  return !/(^|\/)\.{1,2}(\/|$)/.test(path);
}

export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 512) return false;
  if (!safeCharacters.test(target)) return false;
  const forms = decodings(target);
  return forms !== null && forms.every(isSafeForm);
}

export function safeRedirect(target: unknown, fallback = defaultAfterLogin): string {
  return isSafeRedirect(target) ? target : fallback;
}

/**
 * A redirect value an API client may send: a safe same-site path, or an absolute address on the
 * site's own origin whose path is safe (better-auth's client sends the page's full address).
 */
export function isSafeRedirectValue(value: unknown, siteOrigin: string): boolean {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return isSafeRedirect(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin !== siteOrigin || !value.startsWith(`${siteOrigin}/`)) return false;
  return isSafeRedirect(value.slice(siteOrigin.length));
}

/** Every parameter better-auth reads as a place to send the browser (query string or JSON body). */
export const authRedirectParameters = [
  'callbackURL',
  'errorCallbackURL',
  'newUserCallbackURL',
  'redirectTo',
  'currentURL',
  'errorURL',
  'redirectURL',
] as const;
