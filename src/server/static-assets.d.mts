import type { IncomingMessage, ServerResponse } from 'node:http';
export type StaticAssets = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  ready: Promise<void>;
  stats(): { files: number; bytes: number };
};
export function createStaticAssets(options: { dir: string; prefix?: string }): StaticAssets;
