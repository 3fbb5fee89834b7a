import { routes } from '@/lib/routes';

/** `/land/v1`: the short landing page for ad traffic (no promise of outcomes, no fee inducements). */
export const landingPage = {
  path: routes.landing,
  title: '이혼·재산분할·상간자 소송 상담 신청',
  description:
    '이혼, 재산분할, 위자료, 상간자 소송, 양육권 문제로 고민하고 계신다면 가사 사건을 맡는 변호사에게 사정을 남겨 주세요. 24시간 전화 상담과 온라인 상담 신청을 받습니다.',
  h1: '이혼 문제, 혼자 고민하지 마세요',
  lead: '가사 사건을 맡는 변호사가 사정을 듣고 지금 선택할 수 있는 길과 준비할 것을 설명해 드립니다.',
  points: [
    { title: '사정부터 듣습니다', body: '협의이혼, 조정, 소송 가운데 어떤 길이 맞는지 사정과 자료를 듣고 함께 정리합니다.' },
    {
      title: '법이 정한 기준으로 설명합니다',
      body: '민법과 가사소송법, 판례가 정한 기준에 따라 예상 쟁점과 불리할 수 있는 점까지 말씀드립니다.',
    },
    { title: '담당 변호사가 끝까지 맡습니다', body: '사건을 맡기시면 담당 변호사가 서면 작성부터 조정과 재판 출석까지 직접 진행합니다.' },
  ],
  steps: [
    { title: '상담 신청', body: '이름, 연락처와 간단한 사정을 남기거나 대표번호로 전화 주세요.' },
    { title: '회신 전화', body: '변호사나 상담 담당자가 내용을 읽고 전화드립니다.' },
    { title: '상담과 방향 정리', body: '가능한 절차와 준비할 자료를 설명해 드립니다. 맡기실지는 충분히 생각하신 뒤 정하시면 됩니다.' },
  ],
  cta: {
    label: '상담 신청하기',
    placeholder: '예) 결혼 7년 차이고 자녀가 한 명 있습니다. 이혼을 고민하고 있어 절차와 재산분할이 궁금합니다.',
  },
} as const;
