import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestRecord } from './request-record.mjs';
export type PrivatePageCache = {
  serve(req: IncomingMessage, res: ServerResponse, fallback: (req: IncomingMessage, res: ServerResponse) => void): boolean;
  capture(req: IncomingMessage, res: ServerResponse, record: RequestRecord | undefined): void;
  stats: { hits: number; stores: number; replays: number; failedReplays: number };
  size(): { pages: number; bytes: number };
};
export function createPrivatePageCache(options?: {
  maxBytes?: number;
  ttlMs?: number;
  replay?: (viewRecords: object[], req: IncomingMessage) => Promise<void>;
  version?: () => number;
  now?: () => number;
}): PrivatePageCache;
