'use client';

import { openConsultModal } from '@/lib/site-events';
import { ChatIcon } from '@/components/icons';

/** A button that opens the consultation modal with a hint of what to write. */
export function ConsultCtaButton({
  label,
  placeholder,
  className,
  testId,
}: {
  label: string;
  placeholder: string;
  className?: string;
  testId?: string;
}) {
  return (
    <button type="button" onClick={() => openConsultModal({ placeholder })} className={className} data-testid={testId}>
      <ChatIcon size={20} />
      {label}
    </button>
  );
}
