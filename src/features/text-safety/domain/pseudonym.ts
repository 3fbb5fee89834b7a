import { createHmac } from 'node:crypto';

// Warm, neutral words only: nothing about bodies, looks or character flaws, no animal Korean uses
// as a slur for a person in a marriage (여우, 늑대, 곰, 돼지) and no 바람 (it also means an affair),
// so no name can read as a remark on someone going through a divorce.
const adjectives = [
  '익명의',
  '다정한',
  '포근한',
  '따뜻한',
  '조용한',
  '차분한',
  '느긋한',
  '산뜻한',
  '씩씩한',
  '용감한',
  '상냥한',
  '명랑한',
  '든든한',
  '너그러운',
  '부지런한',
  '소박한',
  '잔잔한',
  '향긋한',
  '말랑한',
  '반짝이는',
  '맑은',
  '푸른',
  '하얀',
  '노란',
  '작은',
  '새벽의',
  '봄날의',
  '여름의',
  '가을의',
  '겨울의',
  '바닷가의',
  '숲속의',
] as const;

const nouns = [
  '고양이',
  '강아지',
  '토끼',
  '다람쥐',
  '고래',
  '펭귄',
  '수달',
  '부엉이',
  '참새',
  '사슴',
  '판다',
  '거북이',
  '햄스터',
  '고슴도치',
  '돌고래',
  '오리',
  '코알라',
  '해달',
  '까치',
  '알파카',
  '구름',
  '별',
  '달',
  '나무',
  '바다',
  '등대',
  '우산',
  '머그컵',
  '연필',
  '화분',
  '조약돌',
  '민들레',
  '해바라기',
  '솔방울',
  '무지개',
  '노을',
  '귤',
  '새싹',
  '단풍',
  '풍선',
] as const;

const numberMax = 99;

/** The shape of every pseudonym, '익명의 고양이 12', for checks that must not know the words. */
export const pseudonymPattern = new RegExp(`^(?:${adjectives.join('|')}) (?:${nouns.join('|')}) (?:[1-9]|[1-9][0-9])$`);

/**
 * The name a post shows on the anonymous boards: '다정한 고래 37', read like a name on a portal
 * café board. Every part is picked by a keyed hash (HMAC-SHA256 with a server secret) of the post
 * and the writer, so it stays the same for that post, differs between a member's posts (they
 * cannot be linked), and reveals nothing of the account: without the secret no one can tell whose
 * it is. With 32 × 40 × 99 names, two commenters on one post rarely share one.
 */
export function pseudonymFor(secret: string, postId: number, userId: string): string {
  if (!secret) throw new Error('pseudonym secret is empty');
  const digest = createHmac('sha256', secret).update(`talk-post:${postId}:author:${userId}`).digest();
  const adjective = adjectives[digest.readUInt32BE(0) % adjectives.length]!;
  const noun = nouns[digest.readUInt32BE(4) % nouns.length]!;
  const number = (digest.readUInt32BE(8) % numberMax) + 1;
  return `${adjective} ${noun} ${number}`;
}
