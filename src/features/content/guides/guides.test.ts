import { describe, expect, it } from 'vitest';
import { checkAdRules } from '@/features/content/domain/ad-rules';
import { routes, specialties, specialtyPath } from '@/lib/routes';
import { allGuides, allGuideTexts, specialtyIndexMeta } from './all-guides';
import { landingPage } from './landing';
import { agreedDivorceTable, divorceSuitTable } from './procedures';
import { propertySuitTable } from './property-suit';

const pages = [...allGuides, specialtyIndexMeta, landingPage];

describe('legal guides', () => {
  it('gives every page a title of 10 to 60 characters and a description of 50 to 160', () => {
    for (const page of pages) {
      expect(page.title.length, page.title).toBeGreaterThanOrEqual(10);
      expect(page.title.length, page.title).toBeLessThanOrEqual(60);
      expect(page.description.length, page.title).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.title).toBeLessThanOrEqual(160);
    }
  });

  it('gives every page a unique title, description and path', () => {
    for (const key of ['title', 'description'] as const) {
      const values = pages.map((p) => p[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    const paths = allGuides.map((g) => g.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the six specialties and the guide routes of the spec', () => {
    const paths = allGuides.map((g) => g.path);
    for (const s of specialties) expect(paths).toContain(specialtyPath(s.slug));
    for (const path of [
      routes.divorceGrounds,
      routes.propertyDivisionGuide,
      routes.agreedDivorceProcedure,
      routes.divorceSuitProcedure,
      routes.divorceFee,
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('keeps section ids and FAQ questions unique within a page', () => {
    for (const guide of allGuides) {
      const ids = guide.sections.map((s) => s.id);
      expect(new Set(ids).size, guide.path).toBe(ids.length);
      const questions = guide.faqs.map((f) => f.question);
      expect(new Set(questions).size, guide.path).toBe(questions.length);
    }
  });

  it('contains none of the words the advertising rules ban', () => {
    expect(checkAdRules(allGuideTexts())).toEqual([]);
  });

  it('states the statutory periods of the procedures (민법 제836조의2, 가사소송법 제19조, 가족관계등록법 제75조·제78조)', () => {
    const agreed = JSON.stringify(agreedDivorceTable);
    expect(agreed).toContain('3개월');
    expect(agreed).toContain('1개월');
    expect(agreed).toContain('제836조의2');
    expect(agreed).toContain('제75조');
    const suit = JSON.stringify(divorceSuitTable);
    expect(suit).toContain('14일');
    expect(suit).toContain('가사소송법 제50조');
    expect(suit).toContain('제78조');
    expect(JSON.stringify(propertySuitTable)).toContain('2년');
  });

  it('labels every procedure step with a typical duration', () => {
    for (const table of [agreedDivorceTable, divorceSuitTable, propertySuitTable]) {
      for (const step of table.steps) expect(step.typical.length, step.step).toBeGreaterThan(0);
      expect(table.note).toMatch(/보통/);
    }
  });
});
