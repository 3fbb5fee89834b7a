import { devOnlyPaths } from '@/lib/routes';
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
import { agreedDivorceGuide, divorceSuitGuide } from './procedures';
import { propertyDivisionGuide } from './property-division';
import { propertySuitGuide } from './property-suit';
import { specialtyGuidePage } from './specialty-guides';
import type { Guide } from './types';

/**
 * The legal information centre (/qna): every question the guides answer, gathered by topic, each
 * linking back to the guide that explains it at length. One source of truth: editing a guide's
 * answer changes it here too.
 */

export type QnaEntry = { id: string; question: string; answer: string; source: { title: string; path: string } | null };
export type QnaTopic = { id: string; title: string; summary: string; entries: QnaEntry[] };

const topicGuides: Array<{ id: string; title: string; summary: string; guides: Guide[] }> = [
  {
    id: 'procedure',
    title: '이혼 절차',
    summary: '협의이혼·조정·재판상 이혼의 순서와 기간, 법원에 가야 하는 날',
    guides: [
      agreedDivorceGuide,
      divorceSuitGuide,
      specialtyGuidePage('조정이혼'),
      specialtyGuidePage('이혼소송'),
      divorceSuitBasicsGuide,
      divorcePointGuide,
    ],
  },
  {
    id: 'grounds',
    title: '이혼 사유',
    summary: '민법 제840조의 여섯 가지 재판상 이혼 사유와 증거',
    guides: [divorceGroundsGuide, divorceCauseSixGuide],
  },
  {
    id: 'property',
    title: '재산분할',
    summary: '나누는 재산과 비율, 퇴직금·특유재산, 청구 기한',
    guides: [propertyDivisionGuide, propertySuitGuide, specialtyGuidePage('재산분할')],
  },
  {
    id: 'damages',
    title: '위자료·상간자 소송',
    summary: '배우자와 상간자에게 묻는 책임, 금액을 정하는 요소, 소멸시효',
    guides: [alimonyGuide, specialtyGuidePage('위자료'), specialtyGuidePage('상간남-상간녀')],
  },
  {
    id: 'children',
    title: '양육권·양육비',
    summary: '친권자·양육자 지정, 양육비 산정과 이행 확보, 면접교섭',
    guides: [custodyGuide, specialtyGuidePage('양육권-양육비')],
  },
  {
    id: 'consult',
    title: '상담과 비용',
    summary: '상담을 준비하는 방법, 변호사 선임 비용, 사건 진행 방식',
    guides: [consultProcedureGuide, divorceConsultGuide, divorceFeeGuide, divorceCasesGuide],
  },
];

/** A stable id from the question's text (FNV-1a, 32 bits): it changes only if the question does. */
export function qnaEntryId(question: string): string {
  let hash = 0x811c9dc5;
  for (const char of question) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Topics with their questions; a question asked in two guides appears once, under its first topic. */
export function qnaTopics(): QnaTopic[] {
  const seen = new Set<string>();
  return topicGuides.map(({ guides, ...topic }) => {
    const entries: QnaEntry[] = [];
    for (const guide of guides) {
      // A development-only guide answers 404 to visitors: keep its answers, drop the link.
      const source = devOnlyPaths.includes(guide.path) ? null : { title: guide.h1, path: guide.path };
      for (const faq of guide.faqs) {
        if (seen.has(faq.question)) continue;
        seen.add(faq.question);
        entries.push({ id: qnaEntryId(faq.question), question: faq.question, answer: faq.answer, source });
      }
    }
    return { ...topic, entries };
  });
}

export function getQnaTopic(id: string): QnaTopic | null {
  return qnaTopics().find((topic) => topic.id === id) ?? null;
}

/** One question with its topic, or null for an unknown id. */
export function getQnaEntry(id: string): { topic: QnaTopic; entry: QnaEntry } | null {
  for (const topic of qnaTopics()) {
    const entry = topic.entries.find((candidate) => candidate.id === id);
    if (entry) return { topic, entry };
  }
  return null;
}
