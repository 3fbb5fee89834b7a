import { JsonLd } from '@/components/json-ld';
import { faqPageJsonLd } from '@/lib/structured-data';
import type { GuideFaq } from '../guides/types';

/** The visible questions and answers and their FAQPage JSON-LD (one per page). */
export function FaqSection({ faqs, title = '자주 묻는 질문' }: { faqs: GuideFaq[]; title?: string }) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq-title" className="mt-12" data-testid="guide-faq">
      <h2 id="faq-title" className="h2-section">
        {title}
      </h2>
      <div className="list-card mt-5">
        {faqs.map((faq) => (
          <QuestionDetails key={faq.question} question={faq.question}>
            <p className="faq-answer">{faq.answer}</p>
          </QuestionDetails>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd(faqs)} />
    </section>
  );
}

/**
 * One question as a disclosure: 'Q.' and the question in the summary, the answer inside. Short
 * classes (globals.css), since a topic's list repeats them in the HTML and the RSC payload.
 */
export function QuestionDetails({
  question,
  id,
  children,
  ...data
}: {
  question: string;
  id?: string;
  children: React.ReactNode;
  'data-qna-entry'?: boolean;
}) {
  return (
    <details id={id} className="group px-5 py-4" {...data}>
      <summary className="faq-summary">
        <span>
          <span aria-hidden="true" className="mr-1.5 text-accent-600">
            Q.
          </span>
          {question}
        </span>
        <span aria-hidden="true" className="faq-toggle">
          +
        </span>
      </summary>
      {children}
    </details>
  );
}
