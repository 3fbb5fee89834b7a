import { talkImageAlt } from '../domain/image-rules';

type Image = { id: number; url: string; width: number; height: number; position: number };

/**
 * A post's images under its body. Width and height come from the stored copy, so the page keeps
 * its place while they load; all but the first wait until they are near the screen. A plain <img>:
 * the files are already re-encoded for phones (at most 1280 px wide, WebP), nothing to optimize.
 */
export function TalkPostImages({ images }: { images: readonly Image[] }) {
  if (images.length === 0) return null;
  return (
    <ul className="mt-6 space-y-4" aria-label={`첨부 이미지 ${images.length}장`} data-testid="talk-post-images">
      {images.map((image, index) => (
        <li key={image.id}>
          {/* eslint-disable-next-line @next/next/no-img-element -- see the comment above */}
          <img
            src={image.url}
            width={image.width}
            height={image.height}
            alt={talkImageAlt(image.position)}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className="h-auto w-auto max-w-full rounded-lg border border-slate-200 bg-slate-50"
          />
        </li>
      ))}
    </ul>
  );
}
