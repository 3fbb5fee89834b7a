import type { FeeSchedule } from '../domain/types';

/**
 * The shape of the demo content the embedded database starts with (issue 4). Every person and
 * case is fictional; `lawyer` refers to a DemoLawyer by its `key`.
 */
export type DemoLawyer = {
  key: string;
  name: string;
  title: string;
  photoPath: string | null;
  summary: string;
  introHtml: string;
  education: string[];
  career: string[];
  registeredSpecialties: string[];
  specialties: string[];
  officeName: string;
};

export type DemoWinCase = {
  lawyer: string;
  title: string;
  specialty: string;
  resolution: 'judgment' | 'mediation' | 'settlement';
  court: string;
  decidedOn: string;
  summary: string;
  outcome: string;
  bodyHtml: string;
};

export type DemoReview = {
  lawyer: string;
  title: string;
  specialty: string;
  clientLabel: string;
  bodyHtml: string;
  consentNote: string;
  publishedOn: string;
};

export type DemoPost = {
  lawyer: string;
  slug: string;
  category: string;
  title: string;
  description: string;
  bodyHtml: string;
  publishedOn: string;
};

export type DemoBroadcast = {
  lawyer: string;
  slug: string;
  title: string;
  channel: string;
  program: string;
  airedOn: string;
  summary: string;
  bodyHtml: string;
};

export type DemoPress = {
  lawyer: string;
  title: string;
  outlet: string;
  publishedOn: string;
  url: string;
  summary: string;
};

export type DemoContent = {
  lawyers: DemoLawyer[];
  winCases: DemoWinCase[];
  reviews: DemoReview[];
  posts: DemoPost[];
  broadcasts: DemoBroadcast[];
  press: DemoPress[];
  feeSchedule: FeeSchedule;
};
