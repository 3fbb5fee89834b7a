import type { IncomingMessage } from 'node:http';
export const plainAddressHeader: 'x-plain-address';
export function isTrackingParam(name: string): boolean;
export function withoutTrackingParams(url: string | undefined): string;
export function isPlainAddress(url: string | undefined): boolean;
export function markPlainAddress(req: IncomingMessage): void;
