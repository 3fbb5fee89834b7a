/**
 * Stands in for `next/headers` in integration tests, which call server actions outside a Next
 * request. `withRequest` runs a call as if it came with these headers (a bearer token, an address).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Headers>();

export function withRequest<T>(init: HeadersInit, run: () => Promise<T>): Promise<T> {
  const requestHeaders = new Headers(init);
  if (!requestHeaders.has('x-forwarded-for')) requestHeaders.set('x-forwarded-for', '127.0.0.1');
  return current.run(requestHeaders, run);
}

export async function headers(): Promise<Headers> {
  return current.getStore() ?? new Headers({ 'x-forwarded-for': '127.0.0.1' });
}

export async function cookies() {
  const store = current.getStore() ?? new Headers();
  const pairs = (store.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .filter(([name]) => name);
  return {
    get: (name: string) => {
      const hit = pairs.find(([key]) => key === name);
      return hit ? { name, value: hit.slice(1).join('=') } : undefined;
    },
    getAll: () => pairs.map(([name, ...rest]) => ({ name: name!, value: rest.join('=') })),
  };
}
