'use client';

import { JsonLd } from '@/components/json-ld';
import { faqPageJsonLd } from '@/lib/json-ld';
import type { GuideFaq } from '../guides/types';
import { QuestionDetails } from './question-details';

/**
 * The visible questions and answers and their FAQPage JSON-LD (one per page). A client component
 * with no state, only for the RSC payload (issue 17): as a server component the payload carried
 * the rendered questions and the JSON-LD text, two copies besides the HTML; as a client one it
 * carries the questions once, as props. It renders the same HTML on the server.
 */
export function FaqSection({ faqs, title = '자주 묻는 질문' }: { faqs: GuideFaq[]; title?: string }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className="mt-12" data-testid="guide-faq">
      <h2 id="faq-title" className="h2-section">
        {title}
      </h2>
      <div className="list-card mt-5">
        {faqs.map((faq, index) => (
          <QuestionDetails key={index} question={faq.question}>
            <p className="faq-answer">{faq.answer}</p>
          </QuestionDetails>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd(faqs)} />
    </section>
  );
}
