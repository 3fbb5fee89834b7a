/**
 * The messages of a form's fields, keyed by field name: one type for every form and action
 * (issue 12). A form with a known set of fields names them: `FieldErrors<'tel' | 'content'>`.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The fields that have a message, in order: for an error summary or an API's first error. */
export function fieldErrorEntries(errors: FieldErrors): Array<[field: string, message: string]> {
  return Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined);
}
