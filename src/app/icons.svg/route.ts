import { spriteSvg } from '@/components/icon-sprite';

// Built once: the sprite is the same for everyone, and its address changes with its content.
export const dynamic = 'force-static';

/** The icon sprite (components/icon-sprite.ts), kept by browsers for a year under its versioned address. */
export function GET() {
  return new Response(spriteSvg(), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
