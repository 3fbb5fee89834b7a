import type { IncomingMessage, ServerResponse } from 'node:http';
export const routingCookiePattern: RegExp;
export function chunkBytes(chunk: Buffer | string | Uint8Array, encoding: unknown): Buffer;
export function encodingOf(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity';
export function etagOf(body: Buffer): string;
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean;
export function isDocumentRequest(req: IncomingMessage): boolean;
export function keepableCacheControl(res: ServerResponse, type?: string): string | null;
export function isSegmentPrefetch(req: IncomingMessage): boolean;
export function keptHeaders(res: ServerResponse, label: string): { headers: string[]; notModifiedHeaders: string[] };
export function answerFromKept(
  req: IncomingMessage,
  res: ServerResponse,
  page: { headers: string[]; notModifiedHeaders: string[]; body: Buffer; etag: string },
): void;
export type PageStore<Page extends { body: Buffer }> = {
  get(key: string): Page | undefined;
  store(key: string, page: Page): void;
  remove(key: string): void;
  clear(): void;
  size(): { pages: number; bytes: number };
};
export function createPageStore<Page extends { body: Buffer }>(maxBytes: number): PageStore<Page>;
export type PageCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  purge(): void;
  stats: { hits: number; stores: number; purges: number };
  size(): { pages: number; bytes: number };
};
export function createPageCache(options?: { maxBytes?: number; now?: () => number }): PageCache;
