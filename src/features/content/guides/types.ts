/**
 * The firm's legal guides (issue 4): long, legally sourced texts kept in code, not in the
 * database, so a change to them is reviewed like any other change to the law they cite.
 * Pure data; pages render it with the components in `features/content/ui/guide-*.tsx`.
 */
export type GuideSection = {
  id: string;
  heading: string;
  /** The statute or judgment the section rests on, shown under the heading. */
  basis?: string;
  paragraphs: string[];
  bullets?: string[];
  /** Sub-entries with their own short heading (e.g. the six grounds of 민법 제840조). */
  items?: Array<{ title: string; body: string; evidence?: string[] }>;
};

export type GuideFaq = { question: string; answer: string };

export type ProcedureStep = {
  step: string;
  what: string;
  /** Who acts or where (법원, 부부, 변호사). */
  who: string;
  basis: string;
  /** A typical range, never a promise. */
  typical: string;
};

export type ProcedureTableData = {
  caption: string;
  steps: ProcedureStep[];
  note: string;
};

export type GuideCta = { label: string; placeholder: string };

export type Guide = {
  /** The public path in routes.ts, used for the canonical link. */
  path: string;
  /** <title>: unique across the site. */
  title: string;
  description: string;
  h1: string;
  lead: string;
  sections: GuideSection[];
  faqs: GuideFaq[];
  cta: GuideCta;
};

/** Every human-readable string of a guide, for the advertising-rule check. */
export function guideTexts(guide: Guide): string[] {
  return [
    guide.title,
    guide.description,
    guide.h1,
    guide.lead,
    guide.cta.label,
    guide.cta.placeholder,
    ...guide.sections.flatMap((s) => [
      s.heading,
      s.basis ?? '',
      ...s.paragraphs,
      ...(s.bullets ?? []),
      ...(s.items ?? []).flatMap((i) => [i.title, i.body, ...(i.evidence ?? [])]),
    ]),
    ...guide.faqs.flatMap((f) => [f.question, f.answer]),
  ];
}

export function procedureTexts(table: ProcedureTableData): string[] {
  return [table.caption, table.note, ...table.steps.flatMap((s) => [s.step, s.what, s.who, s.basis, s.typical])];
}
