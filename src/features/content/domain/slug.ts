/**
 * Korean slugs: Hangul, Latin letters and digits joined by single hyphens, at most 80 characters,
 * so `/blog/{category}/{slug}` stays readable in a Naver result and encodes predictably.
 */
export const maxSlugLength = 80;

export function makeSlug(title: string): string {
  return title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^0-9a-z\uac00-\ud7a3]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/g, '');
}

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= maxSlugLength && /^[0-9a-z\uac00-\ud7a3]+(-[0-9a-z\uac00-\ud7a3]+)*$/.test(slug);
}
