/** Korean names for the outbox's mail kinds and delivery states. */
export const mailKindLabels: Record<string, string> = {
  'password-reset': '비밀번호 재설정',
};

export const mailStatusLabels: Record<string, string> = {
  pending: '발송 대기',
  stored: '보관 (발송 안 함)',
  sent: '발송됨',
  retrying: '재시도 중',
};

export function mailKindLabel(kind: string): string {
  return mailKindLabels[kind] ?? kind;
}

export function mailStatusLabel(status: string): string {
  return mailStatusLabels[status] ?? status;
}
