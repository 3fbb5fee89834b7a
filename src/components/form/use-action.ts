'use client';

import { useCallback, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import type { ActionResult } from '@/lib/action-result';
import type { FieldErrors } from '@/lib/field-errors';

export type ActionState = { error: string | null; success: string | null; fieldErrors: FieldErrors };

/**
 * Runs a server action, keeps its messages, and on success refreshes the page's server data
 * (`refresh: false` keeps the page as it is, for an action whose answer the component uses itself,
 * such as an uploaded image's address). `onSuccess` returns the success message to show.
 */
export function useAction<T>({ refresh = true }: { refresh?: boolean } = {}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState<ActionState>({ error: null, success: null, fieldErrors: {} });

  const run = useCallback(
    (call: () => Promise<ActionResult<T>>, onSuccess: (data: T) => string, onFailure?: (fieldErrors: FieldErrors) => void) => {
      setState({ error: null, success: null, fieldErrors: {} });
      startTransition(async () => {
        let result: ActionResult<T>;
        try {
          result = await call();
        } catch {
          setState({ error: '서버에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.', success: null, fieldErrors: {} });
          return;
        }
        if (result.ok) {
          setState({ error: null, success: onSuccess(result.data), fieldErrors: {} });
          if (refresh) router.refresh();
        } else {
          const fieldErrors = result.fieldErrors ?? {};
          setState({ error: result.formError ?? '입력한 내용을 다시 확인해 주세요.', success: null, fieldErrors });
          onFailure?.(fieldErrors);
        }
      });
    },
    [router, refresh],
  );

  return { ...state, pending, run };
}
