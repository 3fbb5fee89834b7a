import 'server-only';
import { unstable_cache } from 'next/cache';
import * as queries from './queries';

/**
 * The public pages' view of the content: cached by Next and tagged, so a publish in the back
 * office (`revalidateContent` in revalidate.ts) refreshes exactly the pages that show the kind of
 * item it changed, while every other request is served from the cache (DESIGN section 6).
 */
export const contentTags = {
  lawyers: 'content:lawyers',
  winCases: 'content:win-cases',
  reviews: 'content:reviews',
  posts: 'content:posts',
  broadcasts: 'content:broadcasts',
  press: 'content:press',
  feeSchedule: 'content:fee-schedule',
} as const;

export type ContentTag = (typeof contentTags)[keyof typeof contentTags];

/** Safety net for a missed tag: nothing stays stale longer than this many seconds. */
const maxAgeSeconds = 300;

function cached<A extends unknown[], R>(name: string, tags: ContentTag[], fn: (...args: A) => Promise<R>) {
  return unstable_cache(fn, [`content:${name}`], { tags, revalidate: maxAgeSeconds });
}

const { lawyers, winCases, reviews, posts, broadcasts, press, feeSchedule } = contentTags;

export const listLawyers = cached('listLawyers', [lawyers], queries.listLawyers);
export const getLawyer = cached('getLawyer', [lawyers], queries.getLawyer);
export const listWinCases = cached('listWinCases', [winCases, lawyers], queries.listWinCases);
export const listWinCasePage = cached('listWinCasePage', [winCases, lawyers], queries.listWinCasePage);
export const getWinCase = cached('getWinCase', [winCases, lawyers], queries.getWinCase);
export const listReviews = cached('listReviews', [reviews, lawyers], queries.listReviews);
export const listReviewPage = cached('listReviewPage', [reviews, lawyers], queries.listReviewPage);
export const getReview = cached('getReview', [reviews, lawyers], queries.getReview);
export const listPosts = cached('listPosts', [posts, lawyers], queries.listPosts);
export const getPostBySlug = cached('getPostBySlug', [posts, lawyers], queries.getPostBySlug);
export const listBroadcasts = cached('listBroadcasts', [broadcasts, lawyers], queries.listBroadcasts);
export const getBroadcastBySlug = cached('getBroadcastBySlug', [broadcasts, lawyers], queries.getBroadcastBySlug);
export const listPressItems = cached('listPressItems', [press, lawyers], queries.listPressItems);
export const getFeeSchedule = cached('getFeeSchedule', [feeSchedule], queries.getFeeSchedule);
export const listContentForSitemap = cached('listContentForSitemap', Object.values(contentTags), queries.listContentForSitemap);
