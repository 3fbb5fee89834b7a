import type { IncomingMessage } from 'node:http';
export const plainAddressHeader: 'x-plain-address';
export function isPlainAddress(url: string | undefined): boolean;
export function markPlainAddress(req: IncomingMessage): void;
