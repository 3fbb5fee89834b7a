/**
 * One question as a disclosure: 'Q.' (drawn by CSS, silent to screen readers) and the question in
 * the summary, the answer inside. Short classes (globals.css), since a guide's questions repeat them in
 * the HTML and the RSC payload.
 */
export function QuestionDetails({ question, children }: { question: string; children: React.ReactNode }) {
  return (
    <details className="faq-item">
      <summary className="faq-summary">
        <span>{question}</span>
        <span aria-hidden="true" className="faq-toggle">
          +
        </span>
      </summary>
      {children}
    </details>
  );
}
