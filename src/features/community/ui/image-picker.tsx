'use client';

import { useState, type ChangeEvent } from 'react';
import { FieldError } from '@/components/form/form-parts';
import { checkPickedImages, talkImageAlt, talkImageMessages, talkImageNotice, talkImageRules } from '../domain/image-rules';

export type PickerImage = { id: number; url: string; width: number; height: number; position: number };

/**
 * The write form's images: on an edit, the earlier ones with a box to keep each (unchecked ones are
 * removed on save), then the file field for new ones. The picked files are checked here by the same
 * rules the server applies (count, kind, size), so a wrong file is refused before a long upload; the
 * server still decides by the bytes. The privacy note sits right at the field.
 */
export function TalkImagePicker({
  maxMegabytes,
  existing,
  kept,
  error,
}: {
  maxMegabytes: number;
  existing: readonly PickerImage[];
  kept: readonly number[];
  error?: string;
}) {
  const [keep, setKeep] = useState(() => new Set(kept));
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    const refused = checkPickedImages(files, keep.size, maxMegabytes);
    if (refused) event.target.value = '';
    setProblem(refused);
    setPicked(refused ? [] : files.map((file) => file.name));
  };
  const onKeep = (id: number, checked: boolean) => {
    const next = new Set(keep);
    if (checked) next.add(id);
    else next.delete(id);
    setKeep(next);
    setProblem(next.size + picked.length > talkImageRules.maxImages ? talkImageMessages.tooMany : null);
  };

  return (
    <fieldset aria-describedby="talk-images-notice">
      <legend className="text-[15px] font-semibold text-slate-900">
        이미지 <span className="font-normal text-slate-600">(선택, {talkImageRules.maxImages}장까지)</span>
      </legend>
      {existing.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2 desk:grid-cols-5" data-testid="talk-existing-images">
          {existing.map((image) => (
            <li key={image.id}>
              <label className="block cursor-pointer rounded-lg border border-slate-300 p-1.5 has-[:checked]:border-brand-700">
                {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of a stored copy */}
                <img
                  src={image.url}
                  width={image.width}
                  height={image.height}
                  alt={talkImageAlt(image.position)}
                  loading="lazy"
                  className="aspect-square h-auto w-full rounded object-cover"
                />
                <span className="mt-1.5 flex items-center gap-1.5 text-[13.5px] text-slate-800">
                  <input
                    type="checkbox"
                    name="keepImage"
                    value={image.id}
                    checked={keep.has(image.id)}
                    onChange={(event) => onKeep(image.id, event.target.checked)}
                    className="size-4 accent-brand-800"
                  />
                  남기기
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor="talk-images" className="mt-3 block text-[14.5px] font-medium text-slate-800">
        {existing.length > 0 ? '이미지 더 올리기' : '이미지 올리기'}
      </label>
      <input
        id="talk-images"
        name="images"
        type="file"
        multiple
        accept={talkImageRules.accept}
        onChange={onPick}
        aria-invalid={message ? true : undefined}
        aria-describedby={['talk-images-hint', 'talk-images-notice', message ? 'talk-images-error' : null].filter(Boolean).join(' ')}
        className="mt-1 block w-full text-[15px] text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:text-[15px] file:font-semibold file:text-slate-900"
      />
      <p id="talk-images-hint" className="mt-1 text-[13.5px] text-slate-600">
        JPEG, PNG, WebP · 한 장에 {maxMegabytes}MB까지 · 휴대폰 화면에 맞게 줄여서 저장돼요.
        {picked.length > 0 && ` 고른 이미지 ${picked.length}장.`}
      </p>
      <ul id="talk-images-notice" className="mt-2 list-disc space-y-1 rounded-lg bg-slate-50 py-2.5 pl-8 pr-3 text-[13.5px] text-slate-700">
        {talkImageNotice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <FieldError look="page" id="talk-images" message={message} announce={Boolean(problem)} />
    </fieldset>
  );
}
