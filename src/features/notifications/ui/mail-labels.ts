/** Korean names for the outbox's delivery states (the mail kinds' names are in src/server/mail/mail-kinds.ts). */
export const mailStatusLabels: Record<string, string> = {
  pending: '발송 대기',
  stored: '보관 (발송 안 함)',
  sent: '발송됨',
  retrying: '재시도 중',
};

export function mailStatusLabel(status: string): string {
  return mailStatusLabels[status] ?? status;
}
