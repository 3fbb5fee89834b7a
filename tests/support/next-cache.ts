/**
 * next/cache outside a Next server (integration tests): invalidation has no page cache to mark, so
 * it does nothing, and unstable_cache runs the function it wraps. A test that checks which tags an
 * action refreshes mocks next/cache itself.
 */
export function revalidatePath(): void {}
export function revalidateTag(): void {}
export function updateTag(): void {}
export function unstable_cache<T>(fn: T): T {
  return fn;
}
