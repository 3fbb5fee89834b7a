import type { Capability } from '@/features/auth/domain/permissions';

/** The back office's sections; each shows only to a viewer holding its capability. */
export const officeSections: Array<{ href: string; title: string; capability: Capability }> = [
  { href: '/office/consults', title: '상담 접수함', capability: 'consult.read' },
  { href: '/office/bookings', title: '예약 일정', capability: 'booking.manage' },
  { href: '/office/payments', title: '결제', capability: 'payments.manage' },
  { href: '/office/users', title: '회원·역할', capability: 'user.manage' },
  { href: '/office/blog', title: '블로그', capability: 'content.manage' },
  { href: '/office/content', title: '콘텐츠', capability: 'content.manage' },
  { href: '/office/talk', title: '커뮤니티', capability: 'community.moderate' },
  { href: '/office/qna', title: '법률 Q&A', capability: 'qna.review' },
  { href: '/office/settings', title: '법인 정보', capability: 'settings.update' },
  { href: '/office/audit', title: '감사 기록', capability: 'audit.read' },
  { href: '/office/mail', title: '메일함', capability: 'mail.read' },
];
