/**
 * Browser-shaped requests to better-auth through `handleAuthRequest`, the same path a visitor's
 * browser takes: JSON body, same-site Origin, a per-test address so the per-address limits of one
 * test never touch another, and the cookies a previous answer set.
 */
export const SITE_URL = 'http://localhost:3000';

let addresses = 0;

/** A fresh address from the benchmark range (198.18.0.0/15), never shared by two tests. */
export function uniqueAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

let emails = 0;

export function uniqueEmail(label = 'member'): string {
  emails += 1;
  return `${label}-${Date.now()}-${emails}@test.example`;
}

export type AuthRequestInit = {
  method?: 'GET' | 'POST';
  /** Serialized as JSON; pass `rawBody` to send text as it is. */
  body?: unknown;
  rawBody?: string;
  address: string;
  cookie?: string;
  bearer?: string;
  headers?: Record<string, string>;
};

export function authRequest(path: string, init: AuthRequestInit): Request {
  const method = init.method ?? (init.body === undefined && init.rawBody === undefined ? 'GET' : 'POST');
  const headers = new Headers({ origin: SITE_URL, 'x-forwarded-for': init.address, ...init.headers });
  if (method === 'POST') headers.set('content-type', headers.get('content-type') ?? 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new Request(`${SITE_URL}${path}`, { method, headers, body });
}

export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };

/** The Set-Cookie lines of an answer, parsed (attribute names lower-cased). */
export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const split = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [key = '', ...value] = part.trim().split('=');
      attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
    }
    return { name: pair.slice(0, split).trim(), value: pair.slice(split + 1).trim(), attributes };
  });
}

/** A Cookie header carrying what the answer set (cookies it cleared are left out). */
export function cookieHeader(response: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  );
  for (const cookie of setCookies(response)) {
    if (cookie.value === '' || cookie.attributes['max-age'] === '0') jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export const consentBoxes = { ageConfirmed: true, privacyConsent: true } as const;
