import { demoCases } from './demo-cases';
import { demoFeeSchedule } from './demo-fees';
import { demoLawyers } from './demo-lawyers';
import { demoBroadcasts, demoPress } from './demo-media';
import { demoPosts, fixedAffairPostSlugs } from './demo-posts';
import { demoReviews } from './demo-reviews';
import type { DemoContent } from './demo-types';

/**
 * The content the embedded database starts with (issue 4): fictional lawyers of 법무법인 온새미로,
 * anonymised cases, consented reviews, columns, broadcasts, press and the fee schedule.
 */
export const demoContent: DemoContent = {
  lawyers: demoLawyers,
  winCases: demoCases,
  reviews: demoReviews,
  posts: demoPosts,
  broadcasts: demoBroadcasts,
  press: demoPress,
  feeSchedule: demoFeeSchedule,
};

/** The spec's two fixed long-title posts about damages in a suit against an affair partner. */
export { fixedAffairPostSlugs };
