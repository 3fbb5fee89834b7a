import { fieldErrorEntries, type FieldErrors } from '@/lib/field-errors';

/** The JSON API's error body: the first bad field and its Korean message, and all of them. */
export function apiError(errors: FieldErrors): { error: { field: string; message: string }; errors: FieldErrors } {
  const [field, message] = fieldErrorEntries(errors)[0] ?? ['_', '입력한 값을 확인해 주세요.'];
  return { error: { field, message }, errors };
}
