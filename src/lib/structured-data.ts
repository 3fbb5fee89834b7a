import type { JsonLdObject } from './json-ld';
import { canonicalUrl, routes } from './routes';

/**
 * schema.org JSON-LD builders (issue 4, search presence). Pages render them with <JsonLd>;
 * every URL is absolute on SITE_URL with Korean segments percent-encoded. The FAQPage builder and
 * the serializer are in json-ld.ts.
 */

/** What the builders read of the firm's settings record (features/firm), which satisfies it. */
export type FirmFacts = {
  firmName: string;
  siteTitle: string;
  mainPhone: string;
  fax: string;
  supportEmail: string;
  foundedYear: number;
  offices: readonly { name: string; phone: string; address: string }[];
};

export function legalServiceJsonLd(settings: FirmFacts, siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${canonicalUrl(siteUrl, routes.home)}#firm`,
    name: settings.firmName,
    alternateName: settings.siteTitle,
    url: canonicalUrl(siteUrl, routes.home),
    telephone: settings.mainPhone,
    faxNumber: settings.fax,
    email: settings.supportEmail,
    foundingDate: String(settings.foundedYear),
    areaServed: { '@type': 'Country', name: '대한민국' },
    knowsAbout: ['이혼소송', '조정이혼', '재산분할', '위자료', '상간자 위자료 소송', '양육권', '양육비'],
    department: settings.offices.map((office) => ({
      '@type': 'LegalService',
      name: `${settings.firmName} ${office.name}`,
      telephone: office.phone,
      address: { '@type': 'PostalAddress', streetAddress: office.address, addressCountry: 'KR' },
    })),
    address: { '@type': 'PostalAddress', streetAddress: settings.offices[0]?.address, addressCountry: 'KR' },
  };
}

export function personJsonLd(
  lawyer: { id: number; name: string; title: string; summary: string; registeredSpecialties: string[]; education: string[] },
  settings: FirmFacts,
  siteUrl: string,
  path: string,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: lawyer.name,
    jobTitle: lawyer.title,
    description: lawyer.summary,
    url: canonicalUrl(siteUrl, path),
    knowsAbout: lawyer.registeredSpecialties,
    alumniOf: lawyer.education.map((name) => ({ '@type': 'EducationalOrganization', name })),
    worksFor: { '@type': 'LegalService', name: settings.firmName, '@id': `${canonicalUrl(siteUrl, routes.home)}#firm` },
  };
}

export function articleJsonLd(
  article: {
    title: string;
    description: string;
    publishedAt: string;
    updatedAt: string;
    authorName?: string | null;
    authorPath?: string | null;
  },
  settings: FirmFacts,
  siteUrl: string,
  path: string,
): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    description: article.description,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: canonicalUrl(siteUrl, path),
    inLanguage: 'ko-KR',
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName, url: article.authorPath ? canonicalUrl(siteUrl, article.authorPath) : undefined }
      : { '@type': 'Organization', name: settings.firmName },
    publisher: { '@type': 'Organization', name: settings.firmName, url: canonicalUrl(siteUrl, routes.home) },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  };
}
