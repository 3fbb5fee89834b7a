import { specialties } from '@/lib/routes';
import { alimonyGuide } from './alimony';
import { consultProcedureGuide } from './consult-procedure';
import { custodyGuide } from './custody';
import {
  divorceCasesGuide,
  divorceCauseSixGuide,
  divorceConsultGuide,
  divorceFeeGuide,
  divorcePointGuide,
  divorceSuitBasicsGuide,
} from './divorce-pages';
import { divorceGroundsGuide } from './divorce-grounds';
import { landingPage } from './landing';
import { agreedDivorceGuide, agreedDivorceTable, divorceSuitGuide, divorceSuitTable } from './procedures';
import { propertyDivisionGuide } from './property-division';
import { propertySuitGuide, propertySuitTable } from './property-suit';
import { specialtyGuidePage, specialtyGuides } from './specialty-guides';
import { guideTexts, procedureTexts, type Guide } from './types';

/** Every guide page, for tests and checks (each renders at its own `path`). */
export const allGuides: Guide[] = [
  divorceGroundsGuide,
  propertyDivisionGuide,
  alimonyGuide,
  custodyGuide,
  agreedDivorceGuide,
  divorceSuitGuide,
  consultProcedureGuide,
  divorceConsultGuide,
  divorceSuitBasicsGuide,
  divorceCauseSixGuide,
  divorcePointGuide,
  divorceCasesGuide,
  divorceFeeGuide,
  propertySuitGuide,
  ...specialties.map((s) => specialtyGuidePage(s.slug)),
];

export const specialtyIndexMeta = {
  title: '전문분야: 이혼·재산분할·위자료·상간자 소송·양육',
  description:
    '법인이 맡는 여섯 가지 가사 사건, 곧 조정이혼, 이혼소송, 재산분할, 위자료, 상간남·상간녀 소송, 양육권·양육비의 법적 근거와 진행 방식을 한눈에 정리했습니다.',
};

/** All shipped text of the guides, landing page and procedure tables (advertising-rule check). */
export function allGuideTexts(): string[] {
  return [
    ...allGuides.flatMap(guideTexts),
    ...[agreedDivorceTable, divorceSuitTable, propertySuitTable].flatMap(procedureTexts),
    ...Object.values(specialtyGuides).flatMap((g) => [g.lead, g.basis, ...g.body]),
    specialtyIndexMeta.title,
    specialtyIndexMeta.description,
    landingPage.title,
    landingPage.description,
    landingPage.h1,
    landingPage.lead,
    landingPage.cta.label,
    landingPage.cta.placeholder,
    ...landingPage.points.flatMap((p) => [p.title, p.body]),
    ...landingPage.steps.flatMap((p) => [p.title, p.body]),
  ];
}
