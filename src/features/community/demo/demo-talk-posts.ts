import type { WritableBoardKey } from '../domain/boards';

/**
 * The embedded demo's community posts: written for the demo, by no real person. Labels on the
 * anonymous boards are fixed demo pseudonyms; on 공개 게시판, made-up nicknames.
 */
export type DemoTalkPost = {
  board: WritableBoardKey;
  title: string;
  body: string;
  authorLabel: string;
  /** Days before the seed. */
  daysAgo: number;
  recommended?: boolean;
};

export const demoTalkPosts: DemoTalkPost[] = [
  {
    board: 'anonymous',
    title: '대화가 끊긴 지 반년째예요',
    body: '같은 집에 사는데 하루에 나누는 말이 "밥 먹었어?" 한마디예요.\n싸우는 것도 아니고, 그렇다고 잘 지내는 것도 아니고요.\n아이들 앞에서는 괜찮은 척하는데 밤에 혼자 있으면 이게 맞나 싶어요.\n비슷한 시간을 지나 보신 분들은 어떻게 버티셨는지 궁금해요.',
    authorLabel: '익명 7c1e',
    daysAgo: 1,
    recommended: true,
  },
  {
    board: 'anonymous',
    title: '부부상담, 다녀와 보신 분 계신가요',
    body: '남편이 부부상담을 먼저 제안했어요. 고맙기도 하고 겁도 나요.\n상담 가서 오히려 더 크게 싸우는 건 아닐지, 몇 번 정도 다녀야 달라지는 게 느껴지는지 경험 나눠 주시면 감사하겠습니다.',
    authorLabel: '익명 a39d',
    daysAgo: 2,
  },
  {
    board: 'free',
    title: '오늘은 저를 위해 혼자 영화 봤어요',
    body: '결혼하고 처음으로 혼자 영화관에 갔어요.\n팝콘 큰 걸로 시키고 제가 보고 싶던 영화를 골랐는데, 별거 아닌데 눈물이 나더라고요.\n요즘 마음이 많이 지쳐 있었나 봐요. 다들 오늘 하루는 어떠셨어요?',
    authorLabel: '익명 52b0',
    daysAgo: 0,
  },
  {
    board: 'free',
    title: '명절 앞두고 벌써 마음이 무거워요',
    body: '이번 명절에도 양가를 다 돌아야 하는데 작년 일로 아직 서먹해요.\n올해는 남편과 미리 일정과 역할을 나눠 보자고 이야기해 보려고요.\n명절 전에 부부끼리 정해 두면 좋았던 것들 있으면 알려 주세요.',
    authorLabel: '익명 e04f',
    daysAgo: 4,
  },
  {
    board: 'free',
    title: '산책 모임처럼 여기 들르게 되네요',
    body: '처음엔 검색하다 들어왔는데 요즘은 자기 전에 한 번씩 들러요.\n다른 분들 글 읽으면서 나만 이런 게 아니구나 하고 위로받아요.\n다들 오늘 밤은 조금 편하게 주무셨으면 좋겠어요.',
    authorLabel: '익명 19aa',
    daysAgo: 6,
  },
  {
    board: 'public',
    title: '협의이혼 숙려기간 동안 제가 정리한 것들',
    body: '협의이혼 신청하고 숙려기간을 보내면서 정리한 걸 나눠요.\n1. 양육비와 면접교섭은 감정이 아니라 아이 일정표를 펴 놓고 정했어요.\n2. 재산은 통장, 보험, 대출을 목록으로 만들어 서로 확인했어요.\n3. 힘들 때는 결정을 미루고 하루 쉬었어요.\n법적인 부분은 결국 상담을 받아 확인했고, 목록을 미리 만들어 간 게 많이 도움이 됐습니다.',
    authorLabel: '봄비내리는날',
    daysAgo: 3,
    recommended: true,
  },
  {
    board: 'public',
    title: '이혼 후 1년, 생각보다 괜찮아요',
    body: '1년 전 이맘때 이 게시판에 매일 들어와서 글만 읽었어요.\n지금은 아이와 둘이 작은 집에서 잘 지내요. 힘든 날도 있지만 숨 쉬는 게 편해졌어요.\n지금 한가운데 계신 분들, 시간이 정말 약이 되더라고요. 조급해하지 마세요.',
    authorLabel: '새벽산책',
    daysAgo: 9,
    recommended: true,
  },
  {
    board: 'public',
    title: '재산분할 준비하면서 알게 된 점',
    body: '결혼 전에 제가 모은 돈도 무조건 제 몫이 되는 건 아니라는 걸 이번에 알았어요.\n혼인 기간이나 서로 얼마나 기여했는지에 따라 달라진다고 해서 자료를 차근차근 모으는 중이에요.\n사이트에 있는 재산분할 계산기로 대략 감을 잡고 상담 때 질문을 정리해 갔습니다.',
    authorLabel: '느린걸음',
    daysAgo: 12,
  },
  {
    board: 'parenting',
    title: '면접교섭 날마다 아이가 울어요',
    body: '아이가 아빠를 만나고 돌아오는 날이면 꼭 울어요. 가기 싫다는 건 아니고, 헤어질 때가 힘든 것 같아요.\n돌아오면 따뜻한 물로 씻기고 좋아하는 책을 같이 읽는 걸로 마무리하고 있어요.\n비슷한 경험 있으신 분들은 아이 마음을 어떻게 다독이셨나요?',
    authorLabel: '익명 d2c8',
    daysAgo: 2,
    recommended: true,
  },
  {
    board: 'parenting',
    title: '초등학생 아이에게 이혼 사실을 어떻게 말할까요',
    body: '아이가 초등학교 3학년이에요. 눈치가 빨라서 이미 뭔가 느끼고 있는 것 같아요.\n둘이 함께 이야기하는 게 좋다고 들어서 남편과 날짜를 정했어요.\n"너 때문이 아니야"라는 말은 꼭 하려고 하는데, 그 밖에 준비하면 좋을 말이 있을까요?',
    authorLabel: '익명 6b4d',
    daysAgo: 5,
  },
  {
    board: 'parenting',
    title: '양육비 받는 날 달력에 표시해 두니 마음이 편해요',
    body: '매달 양육비가 들어오는 날을 달력에 표시하고, 들어오면 체크해요.\n몇 번 늦어진 적이 있어서 날짜와 금액을 기록해 두라는 조언을 들었거든요.\n기록이 쌓이니 불안한 마음이 조금 줄었어요. 작은 팁이지만 나눠요.',
    authorLabel: '익명 f7a2',
    daysAgo: 8,
  },
  {
    board: 'anonymous',
    title: '배우자의 외도를 알게 된 뒤 잠을 못 자요',
    body: '몇 주 전에 알게 됐어요. 아직 아무한테도 말을 못 했어요.\n화가 났다가, 제 탓인가 싶다가, 아무 생각이 안 나다가를 하루에도 몇 번씩 반복해요.\n당장 뭘 결정하지 않아도 된다는 말을 듣고 조금 숨을 돌렸어요. 비슷한 시기를 지나신 분들, 처음 몇 달을 어떻게 보내셨나요?',
    authorLabel: '익명 0b9e',
    daysAgo: 10,
  },
];
