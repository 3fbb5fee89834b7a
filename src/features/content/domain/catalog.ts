/**
 * The fixed vocabularies of the firm's content (issue 4). Specialty slugs are the six of the spec
 * (`/page/전문분야/{specialty}`); they live in the route table, which links and the sitemap share.
 */
import { decodeParam } from '@/lib/params';
import { specialties } from '@/lib/routes';

export type SpecialtySlug = (typeof specialties)[number]['slug'];
export const specialtySlugs = specialties.map((s) => s.slug) as SpecialtySlug[];

export function isSpecialtySlug(value: string): value is SpecialtySlug {
  return (specialtySlugs as string[]).includes(value);
}

/** A specialty from a route parameter, which may arrive percent-encoded (or malformed), or null. */
export function specialtyFromParam(param: string): SpecialtySlug | null {
  const decoded = decodeParam(param);
  return isSpecialtySlug(decoded) ? decoded : null;
}

export function specialtyTitle(slug: string): string {
  return specialties.find((s) => s.slug === slug)?.title ?? slug;
}

/** Blog categories: the first path segment of `/blog/{category}/{slug}`. */
export const blogCategories = [
  { slug: '이혼절차', title: '이혼 절차', description: '협의이혼, 조정, 재판상 이혼의 순서와 준비' },
  { slug: '재산분할', title: '재산분할', description: '분할 대상 재산, 기여도, 퇴직금·연금·주택' },
  { slug: '상간자소송', title: '상간자 소송', description: '상간자 위자료 청구의 요건, 증거, 금액' },
  { slug: '양육', title: '양육권·양육비', description: '양육자 지정, 양육비 산정과 이행 확보, 면접교섭' },
  { slug: '위자료', title: '위자료', description: '이혼 위자료의 요건과 산정 사정' },
  { slug: '칼럼', title: '변호사 칼럼', description: '가사 사건을 맡아 온 변호사들의 글' },
] as const;

export type BlogCategorySlug = (typeof blogCategories)[number]['slug'];

export function isBlogCategory(value: string): value is BlogCategorySlug {
  return blogCategories.some((c) => c.slug === value);
}

export function blogCategoryTitle(slug: string): string {
  return blogCategories.find((c) => c.slug === slug)?.title ?? slug;
}

/** How a case ended: 판결 (a judgment), 조정 (a mediated settlement in court), 화해·합의 (settled). */
export const caseResolutions = [
  { value: 'judgment', title: '판결', showcase: 'judgment' },
  { value: 'mediation', title: '조정 성립', showcase: 'donecase' },
  { value: 'settlement', title: '화해·합의', showcase: 'donecase' },
] as const;

export function caseResolutionTitle(value: string): string {
  return caseResolutions.find((r) => r.value === value)?.title ?? value;
}

export const contentKinds = ['lawyer', 'winCase', 'review', 'post', 'broadcast', 'press'] as const;
export type ContentKind = (typeof contentKinds)[number];
