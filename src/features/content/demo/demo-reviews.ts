import type { DemoReview } from './demo-types';

export const demoReviews: DemoReview[] = [];
