/**
 * Drops the finished pages kept in front of Next (src/server/page-cache.mjs, decision 017). Called
 * wherever the site marks public pages stale (revalidatePath, updateTag), so the next visitor gets
 * what Next renders afresh rather than a copy of a moment ago. A no-op outside `scripts/start.mjs`
 * (tests, `next dev`), where no such cache runs.
 */
export function purgePageCache(): void {
  (globalThis as { __familyLawPageCache?: { purge(): void } }).__familyLawPageCache?.purge();
}
