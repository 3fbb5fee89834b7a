import { demoCases } from './demo-cases';
import { demoLawyers } from './demo-lawyers';
import { demoBroadcasts, demoPress } from './demo-media';
import { demoPosts, fixedAffairPostSlugs } from './demo-posts';
import { demoReviews } from './demo-reviews';
import type { FeeSchedule } from '../domain/types';
import type { DemoContent } from './demo-types';

/**
 * The firm's demo fee schedule (/page/intro/이혼변호사선임비용). Within 변호사 광고에 관한 규정:
 * no fee inducement, no outcome promise; court costs and VAT are stated, not hidden.
 */
const demoFeeSchedule: FeeSchedule = {
  intro:
    '법무법인 온새미로의 가사 사건 수임료 기준입니다. 실제 금액은 사건의 쟁점, 상대방의 다툼 정도, 재산 규모와 증거의 양에 따라 달라지므로 상담 후 서면 견적으로 안내해 드리며, 위임계약서에 착수금과 성공보수, 추가 비용이 드는 경우를 모두 적어 드립니다. 아래 금액은 모두 부가가치세를 포함한 금액입니다.',
  items: [
    {
      service: '심층 상담 (1시간)',
      fee: '22만 원 (부가세 포함)',
      note: '사건을 맡을 변호사가 미리 보내 주신 자료를 검토하고 1시간 동안 상담합니다. 상담 뒤 쟁점과 준비할 증거를 정리한 메모를 드립니다.',
      amount: 220_000,
      calculator: 'premium-consult',
    },
    {
      service: '협의이혼 서류 대행',
      fee: '착수금 55만 원부터 (부가세 포함)',
      note: '협의이혼의사확인신청서, 자녀 양육과 친권자 결정에 관한 협의서 작성과 검토. 신청과 확인기일 출석은 변호사가 대신할 수 없어 부부가 직접 해야 합니다.',
    },
    {
      service: '조정이혼',
      fee: '착수금 330만 원부터 (부가세 포함)',
      note: '조정 신청서 작성, 조정기일 동행, 조정조서 문구 검토. 조정이 성립하지 않아 소송으로 옮겨 가는 경우 추가 착수금은 위임계약서에 미리 정합니다.',
    },
    {
      service: '이혼소송 (1심)',
      fee: '착수금 440만 원부터 (부가세 포함)',
      note: '위자료·재산분할·양육 청구를 함께 하는 경우의 기본 금액입니다. 재산 규모가 크거나 감정이 필요한 사건은 상담 후 서면으로 정합니다.',
    },
    {
      service: '재산분할 청구',
      fee: '착수금 440만 원부터 (부가세 포함)',
      note: '이혼 후 2년 안에 따로 청구하는 사건(민법 제839조의2 제3항)과 사실혼 해소에 따른 청구를 포함합니다. 부동산 시가 감정료 등은 별도입니다.',
    },
    {
      service: '상간자 위자료 소송',
      fee: '착수금 330만 원부터 (부가세 포함)',
      note: '원고·피고 사건 모두 같습니다. 상간자만 상대로 하면 지방법원의 민사 사건으로 진행되며, 성공보수는 위임계약서에 정한 기준에 따릅니다.',
      amount: 3_300_000,
      calculator: 'affair-suit',
    },
    {
      service: '양육권·양육비 청구',
      fee: '착수금 330만 원부터 (부가세 포함)',
      note: '양육자 지정·변경, 양육비 청구와 변경, 면접교섭 청구를 포함합니다.',
    },
    {
      service: '양육비 이행 청구',
      fee: '착수금 165만 원부터 (부가세 포함)',
      note: '이행명령, 감치·과태료 신청, 직접지급명령과 담보제공명령 신청(가사소송법 제63조의2, 제63조의3, 제64조)을 포함합니다.',
    },
    {
      service: '항소심 (2심)',
      fee: '착수금 440만 원부터 (부가세 포함)',
      note: '1심을 다른 변호사가 맡은 사건도 기록 검토 후 견적을 드립니다.',
    },
  ],
  notes: [
    '성공보수는 위임계약서에 서면으로 정하며, 어떤 경우에도 사건의 결과를 보장하지 않습니다.',
    '민사 사건인 상간자 위자료 소송의 성공보수는 실제로 인정되어 회수된 금액을 기준으로 계약서에 비율을 적어 정합니다.',
    '인지대·송달료, 감정료, 사실조회·문서송부촉탁 비용, 가압류 공탁금 등 법원에 내는 비용은 수임료와 별도입니다.',
    '표시된 금액은 부가가치세 10%를 포함한 금액이며, 세금계산서 또는 현금영수증을 발행합니다.',
    '사건 도중 위임을 종료하는 경우 이미 처리한 사무의 정도에 따라 위임계약서에 정한 방법으로 정산합니다.',
    '첫 상담에서 사건을 맡기지 않으셔도 됩니다. 견적을 받아 보고 천천히 결정하셔도 괜찮습니다.',
  ],
};

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
