import Link from 'next/link';

/** A status screen (404, 403, 401 and the pages' own): short component classes from globals.css. */
export function StatusPage({
  code,
  title,
  text,
  link,
  testId,
  linkTestId,
}: {
  code: string;
  title: string;
  text: string;
  link: { href: string; label: string };
  testId?: string;
  linkTestId?: string;
}) {
  return (
    <section className="status-page" data-testid={testId}>
      <p className="status-code">{code}</p>
      <h1 className="status-title">{title}</h1>
      <p className="status-text">{text}</p>
      <Link href={link.href} className="status-link" data-testid={linkTestId}>
        {link.label}
      </Link>
    </section>
  );
}
