import type { DemoContent } from './demo-types';

/** Filled in by the demo-content change (issue 4). */
export const demoContent: DemoContent = {
  lawyers: [],
  winCases: [],
  reviews: [],
  posts: [],
  broadcasts: [],
  press: [],
  feeSchedule: { intro: '', items: [], notes: [] },
};
