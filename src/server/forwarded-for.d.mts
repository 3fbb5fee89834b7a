export function trustedProxyHops(value: string | undefined): number;
export function clientFromForwardedFor(header: string | string[] | undefined, hops: number, socketAddress: string | undefined): string;
