import { makeSlug } from '../domain/slug';
import type { DemoBroadcast, DemoPress } from './demo-types';

/** A broadcast appearance whose slug follows the editor's rule (`makeSlug(title)`). */
function broadcast(item: Omit<DemoBroadcast, 'slug'>): DemoBroadcast {
  return { ...item, slug: makeSlug(item.title) };
}

/** Appearances on fictional programs; channel names are invented. */
export const demoBroadcasts: DemoBroadcast[] = [
  broadcast({
    lawyer: 'jung-haram',
    title: '황혼이혼과 재산분할, 퇴직금과 연금은 어떻게 나눌까',
    channel: 'OBN 라디오',
    program: '〈생활법률 상담소〉',
    airedOn: '2024-10-08',
    summary:
      '정하람 대표변호사가 청취자 사연을 바탕으로 오랜 혼인 끝의 이혼에서 퇴직금, 공무원연금, 국민연금 분할연금이 어떻게 다루어지는지 설명했습니다.',
    bodyHtml:
      '<p>이날 방송에서는 결혼 30년 차 청취자가 남편의 퇴직을 앞두고 이혼을 고민한다는 사연을 다루었습니다.</p>' +
      '<h2>주요 내용</h2><ul><li>아직 받지 않은 퇴직금도 변론종결 시점의 예상액으로 재산분할 대상이 된다는 대법원 전원합의체 판결(2014. 7. 16. 선고 2013므2250)</li><li>국민연금 분할연금의 요건: 혼인 기간 5년 이상, 상대방의 노령연금 수급권, 본인의 수급 연령 도달(국민연금법 제64조)</li><li>재산분할 청구는 이혼한 날부터 2년 안에 해야 한다는 점(민법 제839조의2 제3항)</li></ul>' +
      '<p>정하람 변호사는 “황혼이혼일수록 재산 목록을 먼저 정리해야 감정적인 다툼이 줄어든다”고 조언했습니다.</p>',
  }),
  broadcast({
    lawyer: 'kim-doyun',
    title: '배우자의 외도, 증거 수집은 어디까지 괜찮을까',
    channel: '다온경제TV',
    program: '〈법대로 산다〉',
    airedOn: '2025-04-17',
    summary: '김도윤 변호사가 상간자 소송을 준비하며 흔히 저지르는 위법한 증거 수집의 위험과 적법하게 증거를 모으는 방법을 소개했습니다.',
    bodyHtml:
      '<p>김도윤 변호사는 배우자의 휴대전화를 몰래 여는 행위, 자신이 참여하지 않은 대화의 녹음, 위치추적 장치 부착이 각각 어떤 법률에 어긋날 수 있는지 사례를 들어 설명했습니다.</p>' +
      '<h2>방송에서 다룬 질문</h2><ol><li>내가 참여한 대화를 녹음한 파일은 증거로 쓸 수 있나요?</li><li>가족이 함께 쓰는 태블릿에 남은 메시지는 어떤가요?</li><li>상간자의 이름만 알 때 소송을 시작할 수 있나요?</li></ol>' +
      '<p>그는 “증거의 양보다 적법성이 먼저”라며, 의심이 들 때 혼자 움직이기 전에 상담부터 받아 볼 것을 권했습니다.</p>',
  }),
  broadcast({
    lawyer: 'park-jian',
    title: '밀린 양육비 받는 법, 이행명령부터 선지급 제도까지',
    channel: 'OBN 라디오',
    program: '〈생활법률 상담소〉',
    airedOn: '2025-08-05',
    summary:
      '박지안 변호사가 2025년 7월 시행된 양육비 선지급 제도와 이행명령, 감치, 운전면허 정지 등 양육비 이행 확보 절차를 정리했습니다.',
    bodyHtml:
      '<p>양육비를 받지 못하는 한부모 청취자들의 질문이 이어진 회차였습니다.</p>' +
      '<h2>주요 내용</h2><ul><li>직접지급명령과 이행명령, 감치의 요건(가사소송법 제63조의2, 제64조, 제68조)</li><li>양육비 이행확보 및 지원에 관한 법률에 따른 운전면허 정지·출국금지·명단 공개</li><li>양육비이행관리원의 선지급 제도와 신청 방법</li></ul>' +
      '<p>박지안 변호사는 “양육비는 아이의 권리이므로 부모 사이의 감정과 분리해 절차대로 받는 것이 중요하다”고 말했습니다.</p>',
  }),
  broadcast({
    lawyer: 'oh-serin',
    title: '소송 대신 조정으로, 이혼 조정은 어떻게 진행되나',
    channel: '하늘빛케이블 지역채널',
    program: '〈우리 동네 법률 이야기〉',
    airedOn: '2026-05-21',
    summary: '오세린 변호사가 가사소송법의 조정전치주의와 조정기일의 실제 모습, 조정조서에 꼭 넣어야 할 문구를 소개했습니다.',
    bodyHtml:
      '<p>오세린 변호사는 이혼소송도 원칙적으로 조정을 먼저 거친다는 가사소송법 제50조를 소개하며, 조정은 양보의 절차가 아니라 판결로 받을 수 있는 것을 기준으로 더 빨리 정리하는 절차라고 설명했습니다.</p>' +
      '<h2>조정조서에 꼭 적어야 할 것</h2><ul><li>위자료·재산분할금의 지급 기한과 지연 시 이자</li><li>부동산 소유권이전등기 서류의 교부 시점</li><li>양육비 지급일과 면접교섭의 구체적인 일정</li></ul>' +
      '<p>방송은 지역 주민의 질문에 답하는 형식으로 진행되었습니다.</p>',
  }),
];

/** Press mentions; every outlet is fictional and every link points at the reserved example domain. */
export const demoPress: DemoPress[] = [
  {
    lawyer: 'jung-haram',
    title: '“재산분할, 감정보다 자료가 먼저” 가사 전문 변호사들이 말하는 이혼 준비',
    outlet: '한결일보',
    publishedOn: '2024-11-26',
    url: 'https://news.example/hangyeol/2024/11/26/divorce-property-preparation',
    summary: '이혼을 앞두고 재산 목록을 정리하는 방법과 재산분할 청구 기간 2년에 대해 정하람 대표변호사의 설명을 실었습니다.',
  },
  {
    lawyer: 'kim-doyun',
    title: '상간자 위자료 소송 늘지만… “위법한 증거 수집은 역효과”',
    outlet: '서초법률신문',
    publishedOn: '2025-06-03',
    url: 'https://news.example/seocho-law/2025/06/03/affair-suit-evidence',
    summary: '상간자 소송에서 통신비밀보호법 등에 어긋나는 증거 수집의 위험을 김도윤 변호사의 인터뷰로 다루었습니다.',
  },
  {
    lawyer: 'park-jian',
    title: '양육비 선지급제 시행 한 달, 현장의 목소리',
    outlet: '가온뉴스',
    publishedOn: '2025-08-12',
    url: 'https://news.example/gaon/2025/08/12/child-support-advance-payment',
    summary: '양육비 선지급 제도 시행 이후 상담 현장의 변화를 박지안 변호사의 의견과 함께 소개했습니다.',
  },
  {
    lawyer: 'han-yujin',
    title: '사실혼 해소 때 재산분할, 무엇을 증명해야 하나',
    outlet: '주간 리걸포커스',
    publishedOn: '2026-03-30',
    url: 'https://news.example/legalfocus/2026/03/30/common-law-marriage-property',
    summary: '혼인신고 없이 함께 산 부부가 헤어질 때 재산분할을 받기 위한 요건을 한유진 변호사가 설명했습니다.',
  },
  {
    lawyer: 'oh-serin',
    title: '이혼 조정, 조서 한 줄이 분쟁을 줄인다',
    outlet: '동작타임즈',
    publishedOn: '2026-09-09',
    url: 'https://news.example/dongjak-times/2026/09/09/divorce-mediation-record',
    summary: '조정조서에 지급 기한과 면접교섭 일정을 구체적으로 적어야 하는 이유를 오세린 변호사가 설명했습니다.',
  },
];
