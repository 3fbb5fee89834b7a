/**
 * The personal-data check the community and the Q&A centre run before they save what a member
 * wrote (개인정보 보호법 제3조: collect no more than the purpose needs; a resident registration
 * number may not be processed without a legal ground, 제24조의2). It finds what can be found by
 * its shape: phone numbers, resident registration numbers, account and card numbers, e-mail
 * addresses, car plates, and a person's full name where the text shows it as one (a three-syllable
 * name with 씨, or after '이름은'), and tells the writer what to remove. Nothing found is stored or
 * logged: the message names the kind, never the value. No framework imports.
 */

export type PersonalDataKind = 'residentNumber' | 'cardNumber' | 'phone' | 'accountNumber' | 'email' | 'carPlate' | 'personName';

export const personalDataLabels: Record<PersonalDataKind, string> = {
  residentNumber: '주민등록번호',
  cardNumber: '카드번호',
  phone: '전화번호',
  accountNumber: '계좌번호',
  email: '이메일 주소',
  carPlate: '차량 번호',
  personName: '실명',
};

/** Digits may be split by spaces, hyphens or dots, as people type them. */
const sep = '[\\s.\\-]?';

// Resident registration number: YYMMDD, then a gender digit 1–8 and six digits (외국인등록번호 too).
const residentNumber = new RegExp(`(?<!\\d)\\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])${sep}[1-8]\\d{6}(?!\\d)`, 'gu');
// Card numbers: four groups of four (or 15-digit Amex 4-6-5), checked with the Luhn sum.
const cardNumber = new RegExp(`(?<!\\d)(?:\\d{4}${sep}){3}\\d{4}(?!\\d)|(?<!\\d)\\d{4}${sep}\\d{6}${sep}\\d{5}(?!\\d)`, 'gu');
// Mobile (010, 011, 016–019), area codes (02, 031–064), 070 and 050x, and 15xx/16xx/18xx numbers.
const phone = new RegExp(
  `(?<!\\d)(?:01[016-9]${sep}\\d{3,4}${sep}\\d{4}|0(?:2|3[1-3]|4[1-4]|5[1-5]|6[1-4]|70|50\\d)${sep}\\d{3,4}${sep}\\d{4}|1[568]\\d{2}${sep}\\d{4})(?!\\d)`,
  'gu',
);
// Bank accounts: 10 to 14 digits in two to four groups, or one run (a plain number of that length is rare in a story).
const accountNumber = /(?<!\d)(?:\d{2,6}[\s-]\d{2,6}[\s-]\d{2,7}(?:[\s-]\d{1,3})?|\d{10,14})(?!\d)/u;
const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
// Car plates since 2006/2019: 12가 3456, 123가 4567, and regional ones (서울 12가 3456).
const carPlate = /(?<![\p{L}\p{N}])(?:[가-힣]{2}\s?)?\d{2,3}\s?[가-힣]\s?\d{4}(?!\d)/u;

// Full names only where the writer marks them as one, so ordinary words never trip it: a common
// surname and two syllables followed by 씨 ('홍길동 씨가'), or a name given after '이름은' and closed
// the way people say it ('이름은 김민수예요'). A single surname with 씨 ('김씨') is not a name.
const surnames =
  '김이박최정강조윤장임한오서신권황안송전홍유고문양손배백허남심노하곽성차주우구민류나진지엄채원천방공현함변염여추도소석선설마길연위표명반왕금옥육인맹제탁국';
const nameWithSsi = new RegExp(`(?<![가-힣])[${surnames}][가-힣]{2}\\s?씨`, 'u');
const nameGiven = new RegExp(
  `(?:이름은|이름이|성함은|성함이|실명은|실명이)\\s*[${surnames}][가-힣]{2}(?:이고|이며|이에요|입니다|예요|이라고|라고|이래요|래요|씨)`,
  'u',
);

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function hasCardNumber(text: string): boolean {
  for (const match of text.matchAll(cardNumber)) if (luhnValid(match[0].replace(/\D/g, ''))) return true;
  return false;
}

/** The kinds of personal data found in `text`, in the order of the labels; empty when none. */
export function findPersonalData(text: string): PersonalDataKind[] {
  let value = text.normalize('NFKC');
  const found: PersonalDataKind[] = [];
  // A resident, card or phone number also has the shape of an account number: each is named once,
  // by its own kind, and cut out before the account check.
  if (value.search(residentNumber) !== -1) found.push('residentNumber');
  value = value.replace(residentNumber, ' ');
  if (hasCardNumber(value)) found.push('cardNumber');
  value = value.replace(cardNumber, (match) => (luhnValid(match.replace(/\D/g, '')) ? ' ' : match));
  if (value.search(phone) !== -1) found.push('phone');
  value = value.replace(phone, ' ');
  if (accountNumber.test(value)) found.push('accountNumber');
  if (email.test(value)) found.push('email');
  if (carPlate.test(value)) found.push('carPlate');
  if (nameWithSsi.test(value) || nameGiven.test(value)) found.push('personName');
  return found;
}

/** The message a writer sees: which kinds to remove, and why. */
export function personalDataMessage(kinds: readonly PersonalDataKind[]): string {
  const names = kinds.map((kind) => personalDataLabels[kind]).join(', ');
  const resident = kinds.includes('residentNumber') ? ' 주민등록번호는 어떤 경우에도 저장하지 않습니다.' : '';
  return `${names}처럼 나나 다른 사람을 알아볼 수 있는 정보가 들어 있어요. 지우고 다시 올려 주세요.${resident}`;
}
