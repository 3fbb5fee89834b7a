import 'server-only';

/**
 * The write form's image fields as the action's input: the picked files (`images`; a file input
 * left empty still sends one empty part, named '' without JavaScript and otherwise by the browser's
 * serializer, so every empty part is dropped: the form refuses an empty file before sending) and, on
 * an edit, the ids of the earlier images left checked (`keepImage`). Anything that is not FormData gives none.
 */
export function talkImageFields(form: unknown): { images: File[]; keepImages: string[] } {
  if (!(form instanceof FormData)) return { images: [], keepImages: [] };
  const images = form.getAll('images').filter((part): part is File => typeof part !== 'string' && part.size > 0);
  const keepImages = form.getAll('keepImage').filter((part): part is string => typeof part === 'string' && /^\d{1,10}$/.test(part));
  return { images, keepImages };
}
