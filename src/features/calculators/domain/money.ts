/**
 * Integer money (calculators.md: never floating point). Amounts are whole won in `number`
 * (safe up to 9 경); products and quotients go through bigint and are rounded once.
 */

/** n / d rounded half-up (away from zero at .5), for integers n and positive d. */
export function divideHalfUp(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  const sign = n < 0n ? -1n : 1n;
  const abs = n < 0n ? -n : n;
  return sign * ((abs * 2n + d) / (2n * d));
}

/** n / d rounded down (toward zero for the non-negative amounts it is used on). */
export function divideDown(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  return n / d;
}

export function toWon(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('amount out of range');
  return n;
}

/** '1,525,200원' */
export function formatWon(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
