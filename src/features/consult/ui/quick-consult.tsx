'use client';

import { useId } from 'react';
import { routes } from '@/lib/routes';
import type { ConsentNotice } from './consent-field';
import { QuickConsultForm } from './quick-consult-form';

/**
 * The quick-consult widget (spec section 2): phone and content, the consent notice and a
 * '빠른 상담 신청' button. Unlike the old site it reports the real outcome.
 */
export function QuickConsult({
  mainPhone,
  notice,
  deskUrl = routes.consultReceipt,
  turnstileSiteKey = null,
}: {
  mainPhone: string;
  notice: ConsentNotice & { sensitive: string };
  deskUrl?: string;
  turnstileSiteKey?: string | null;
}) {
  const id = useId();
  return (
    <QuickConsultForm variant="quick" id={id} mainPhone={mainPhone} notice={notice} deskUrl={deskUrl} turnstileSiteKey={turnstileSiteKey} />
  );
}
