import { describe, expect, it } from 'vitest';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';
import { checkAdRules, textOfHtml } from '../domain/ad-rules';
import { blogCategories, caseResolutions, isBlogCategory, isSpecialtySlug } from '../domain/catalog';
import { feeScheduleSchema } from '../schemas';
import { isValidSlug, makeSlug } from '../domain/slug';
import { demoContent, fixedAffairPostSlugs } from './demo-content';

const { lawyers, winCases, reviews, posts, broadcasts, press, feeSchedule } = demoContent;
const lawyerKeys = new Set(lawyers.map((l) => l.key));

/** Every string anywhere in a value, so no field escapes the advertising check. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value, textOfHtml(value)];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const allowedTags = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
]);
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());
}

describe('demoContent', () => {
  it('has the amounts the issue asks for', () => {
    expect(lawyers.length).toBeGreaterThanOrEqual(4);
    expect(winCases).toHaveLength(12);
    expect(reviews).toHaveLength(12);
    expect(posts.length).toBeGreaterThanOrEqual(20);
    expect(broadcasts.length).toBeGreaterThanOrEqual(4);
    expect(press.length).toBeGreaterThanOrEqual(5);
  });

  it('contains no banned advertising word in any text', () => {
    expect(checkAdRules(stringsOf(demoContent))).toEqual([]);
  });

  it('uses only tags the sanitizer keeps and no images', () => {
    const html = [
      ...lawyers.map((l) => l.introHtml),
      ...winCases.map((c) => c.bodyHtml),
      ...reviews.map((r) => r.bodyHtml),
      ...posts.map((p) => p.bodyHtml),
      ...broadcasts.map((b) => b.bodyHtml),
    ];
    for (const fragment of html) {
      expect(fragment.trim()).not.toBe('');
      for (const tag of tagsOf(fragment)) expect(allowedTags.has(tag), tag).toBe(true);
    }
  });

  it('names every person and office consistently with the firm settings', () => {
    expect(lawyerKeys.size).toBe(lawyers.length);
    const officeNames = demoFirmSettings.offices.map((o) => o.name);
    for (const lawyer of lawyers) {
      expect(lawyer.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(lawyer.photoPath).toBe(`/images/lawyers/${lawyer.key}.svg`);
      expect(officeNames).toContain(lawyer.officeName);
      expect(lawyer.specialties.length).toBeGreaterThan(0);
      for (const s of lawyer.specialties) expect(isSpecialtySlug(s), s).toBe(true);
      // 변호사전문분야등록에관한규정: at most two registered specialties.
      expect(lawyer.registeredSpecialties.length).toBeLessThanOrEqual(2);
    }
    const representative = lawyers.find((l) => l.name === demoFirmSettings.representative);
    expect(representative?.title).toBe('대표변호사');
    expect(lawyers.some((l) => demoFirmSettings.advertisingLawyer.startsWith(l.name))).toBe(true);
  });

  it('refers only to lawyers that exist', () => {
    for (const item of [...winCases, ...reviews, ...posts, ...broadcasts, ...press]) {
      expect(lawyerKeys.has(item.lawyer), item.lawyer).toBe(true);
    }
  });

  it('files win cases under valid specialties and resolutions, covering all of them', () => {
    const resolutions = caseResolutions.map((r) => r.value as string);
    for (const c of winCases) {
      expect(isSpecialtySlug(c.specialty), c.specialty).toBe(true);
      expect(resolutions).toContain(c.resolution);
      expect(isValidDay(c.decidedOn), c.decidedOn).toBe(true);
      expect(c.decidedOn >= '2023-01-01' && c.decidedOn <= '2026-10-31').toBe(true);
      for (const heading of ['사건 개요', '쟁점', '변호사의 조력', '결과']) expect(c.bodyHtml).toContain(`<h2>${heading}</h2>`);
    }
    expect(new Set(winCases.map((c) => c.specialty)).size).toBe(6);
    expect(new Set(winCases.map((c) => c.resolution)).size).toBe(3);
  });

  it('publishes reviews only masked and with a recorded consent', () => {
    for (const r of reviews) {
      expect(isSpecialtySlug(r.specialty), r.specialty).toBe(true);
      expect(r.clientLabel).toContain('○');
      expect(r.consentNote).toMatch(/동의/);
      expect(isValidDay(r.publishedOn), r.publishedOn).toBe(true);
    }
  });

  it('gives posts valid, unique slugs made from their titles, in every category', () => {
    const slugs = posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of posts) {
      expect(isValidSlug(p.slug), p.slug).toBe(true);
      expect(p.slug).toBe(makeSlug(p.title));
      expect(isBlogCategory(p.category), p.category).toBe(true);
      expect(p.description.length).toBeLessThanOrEqual(120);
      expect(isValidDay(p.publishedOn), p.publishedOn).toBe(true);
      expect(p.bodyHtml).toContain('<h2>');
      const paragraphs = p.bodyHtml.match(/<p>/g)?.length ?? 0;
      expect(paragraphs >= 4 && paragraphs <= 8, `${p.slug}: ${paragraphs} paragraphs`).toBe(true);
    }
    for (const category of blogCategories)
      expect(
        posts.some((p) => p.category === category.slug),
        category.slug,
      ).toBe(true);
  });

  it('includes the two fixed long-title posts about damages against an affair partner', () => {
    expect(fixedAffairPostSlugs).toHaveLength(2);
    for (const slug of fixedAffairPostSlugs) {
      const post = posts.find((p) => p.slug === slug);
      expect(post?.category).toBe('상간자소송');
      expect(post!.title.length).toBeGreaterThan(30);
    }
  });

  it('gives broadcasts valid unique slugs and press items example links', () => {
    const slugs = broadcasts.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const b of broadcasts) {
      expect(isValidSlug(b.slug), b.slug).toBe(true);
      expect(b.slug).toBe(makeSlug(b.title));
      expect(isValidDay(b.airedOn), b.airedOn).toBe(true);
    }
    for (const p of press) {
      expect(p.url).toMatch(/^https:\/\/news\.example\//);
      expect(isValidDay(p.publishedOn), p.publishedOn).toBe(true);
    }
  });

  it('has a fee schedule the back-office form accepts', () => {
    expect(feeScheduleSchema.safeParse(feeSchedule).success).toBe(true);
    expect(feeSchedule.items.length).toBeGreaterThanOrEqual(6);
  });
});
