/**
 * One question as a disclosure: 'Q.' (drawn by CSS, silent to screen readers) and the question in
 * the summary, the answer inside. Short classes (globals.css), since a topic's list repeats them in
 * the HTML and the RSC payload.
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
    <details id={id} className="faq-item" {...data}>
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
