import { describe, expect, it } from 'vitest';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';
import { faqPageJsonLd, serializeJsonLd } from './json-ld';
import { breadcrumbJsonLd, legalServiceJsonLd } from './structured-data';

describe('structured data', () => {
  it('describes the firm with both offices', () => {
    const firm = legalServiceJsonLd(demoFirmSettings, 'https://law.example');
    expect(firm['@type']).toBe('LegalService');
    expect((firm.department as unknown[]).length).toBe(demoFirmSettings.offices.length);
  });

  it('encodes Korean paths in breadcrumb items', () => {
    const list = breadcrumbJsonLd([{ name: '변호사 소개', path: '/page/intro/전문가' }], 'https://law.example');
    expect((list.itemListElement as Array<{ item: string }>)[0]!.item).toBe('https://law.example/page/intro/%EC%A0%84%EB%AC%B8%EA%B0%80');
  });

  it('keeps a script-closing text from ending the JSON-LD element', () => {
    const json = serializeJsonLd(faqPageJsonLd([{ question: '</script><script>alert(1)</script>', answer: '답' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
