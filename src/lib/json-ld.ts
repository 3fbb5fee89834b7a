/**
 * The JSON-LD pieces that need nothing of the site's routes: the object type, the serializer for a
 * <script> element and the FAQPage builder. Apart from structured-data.ts so the client FAQ section
 * (features/content/ui/faq-section.tsx) does not pull the route table into a chunk of its own.
 */
export type JsonLdObject = Record<string, unknown>;

export type Faq = { question: string; answer: string };

export function faqPageJsonLd(faqs: Faq[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

/** JSON for a <script> element: `<` is escaped so no text can close the element early. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
