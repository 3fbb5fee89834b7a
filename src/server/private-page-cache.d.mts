import type { IncomingMessage, ServerResponse } from 'node:http';
export type PrivatePageCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  stats: { hits: number; stores: number };
  size(): { pages: number; bytes: number };
};
export function createPrivatePageCache(options?: {
  maxBytes?: number;
  ttlMs?: number;
  version?: () => number;
  now?: () => number;
}): PrivatePageCache;
