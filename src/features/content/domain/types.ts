/**
 * What public pages receive (issue 4). JSON-safe on purpose (dates are ISO strings), so the
 * cached query layer can store them as they are.
 */
export type LawyerRef = { id: number; name: string; title: string };

export type LawyerCard = LawyerRef & {
  photoPath: string | null;
  summary: string;
  registeredSpecialties: string[];
  specialties: string[];
  officeName: string | null;
};

export type LawyerProfile = LawyerCard & {
  introHtml: string;
  education: string[];
  career: string[];
  updatedAt: string;
};

/** A page of a public list: its cards, how many the whole list has, and the cursor of the next page (null on the last). */
export type ContentPage<T> = { items: T[]; total: number; nextCursor: string | null };

export type WinCaseCard = {
  id: number;
  title: string;
  specialty: string;
  resolution: string;
  court: string;
  decidedOn: string;
  summary: string;
  outcome: string;
  lawyer: LawyerRef | null;
};

export type WinCaseDetail = WinCaseCard & { bodyHtml: string; publishedAt: string; updatedAt: string };

export type ReviewCard = {
  id: number;
  title: string;
  specialty: string;
  clientLabel: string;
  excerpt: string;
  lawyer: LawyerRef | null;
  publishedAt: string;
};

export type ReviewDetail = ReviewCard & { bodyHtml: string; updatedAt: string };

export type PostCard = {
  id: number;
  slug: string;
  category: string;
  title: string;
  description: string;
  coverPath: string | null;
  lawyer: LawyerRef | null;
  publishedAt: string;
  updatedAt: string;
};

export type PostDetail = PostCard & { bodyHtml: string };

export type BroadcastCard = {
  id: number;
  slug: string;
  title: string;
  channel: string;
  program: string;
  airedOn: string;
  summary: string;
  lawyer: LawyerRef | null;
};

export type BroadcastDetail = BroadcastCard & { bodyHtml: string; videoUrl: string | null; updatedAt: string };

export type PressItem = {
  id: number;
  title: string;
  outlet: string;
  publishedOn: string;
  url: string;
  summary: string;
  lawyer: LawyerRef | null;
};

/** `/page/intro/이혼변호사선임비용`: the firm's fee schedule, edited in the back office. */
export type FeeSchedule = {
  intro: string;
  items: Array<{
    service: string;
    fee: string;
    note: string;
    /** Won, VAT included (the calculators' figure); optional. */
    amount?: number;
    /** Marks the item a calculator adds as its fee line. */
    calculator?: 'affair-suit' | 'premium-consult';
  }>;
  notes: string[];
};
