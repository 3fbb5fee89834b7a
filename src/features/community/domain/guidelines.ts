/**
 * The community's rules (운영원칙) and the warning shown above the body field. Posts are public
 * pages: naming or describing a real person can break 개인정보 보호법 and be 명예훼손 (형법 제307조,
 * true facts included) or 모욕 (형법 제311조), so the warning says so plainly.
 */
export const communityRules: ReadonlyArray<{ title: string; body: string }> = [
  {
    title: '나와 다른 사람을 지켜 주세요',
    body: '실명, 전화번호, 주소, 직장, 학교, 차량 번호, 사진처럼 누구인지 알 수 있는 정보는 내 것이든 다른 사람 것이든 적지 않습니다.',
  },
  {
    title: '비난보다 공감을 먼저',
    body: '힘든 시간을 지나는 분들이 모인 곳입니다. 다른 선택을 한 사람을 탓하거나 조롱하지 않습니다.',
  },
  {
    title: '사실이어도 특정인을 비방하지 않습니다',
    body: '배우자나 상대방을 알아볼 수 있게 적은 비방 글은 사실이라도 명예훼손이 될 수 있습니다. 감정은 털어놓되 사람은 가려 주세요.',
  },
  {
    title: '광고와 중개는 올리지 않습니다',
    body: '업체 홍보, 흥신소·심부름센터 소개, 불법 증거 수집 방법 안내는 숨김 처리합니다.',
  },
  {
    title: '법률 판단은 상담으로',
    body: '다른 분의 경험은 참고일 뿐입니다. 내 사건에 맞는 판단이 필요하면 변호사 상담을 이용해 주세요.',
  },
  {
    title: '문제가 있는 글은 신고해 주세요',
    body: '운영진이 신고된 글을 먼저 살펴보고, 원칙에 어긋나면 숨깁니다. 같은 글은 한 번만 신고할 수 있습니다.',
  },
];

export const privacyWarning = {
  title: '올리기 전에 꼭 읽어 주세요',
  lines: [
    '이 글은 누구나 볼 수 있는 공개 게시물입니다. 익명 게시판이어도 내용으로 누구인지 드러날 수 있습니다.',
    '이름, 전화번호, 주소, 직장, 학교처럼 나나 다른 사람을 알아볼 수 있는 정보와 다른 사람의 사생활을 적지 마세요.',
    '다른 사람의 개인정보를 올리면 개인정보 보호법 위반이, 특정인을 알아볼 수 있게 비방하면 사실이라도 명예훼손이 될 수 있습니다.',
  ],
} as const;
