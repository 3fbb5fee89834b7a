import type { DemoPost } from './demo-types';

export const demoPosts: DemoPost[] = [];

export const fixedAffairPostSlugs: readonly string[] = [];
