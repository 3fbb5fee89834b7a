/**
 * Waits out the last seconds of a clock minute. Rate limits count in fixed windows aligned to the
 * clock (decision 003; a day window starts at a minute's start too), so a test that writes up to a
 * limit and expects the next write refused fails if a window ends between its writes.
 */
export async function clearOfWindowEdge(marginMs = 10_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
