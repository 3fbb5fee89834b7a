import { and, eq } from 'drizzle-orm';
import { getViewer } from '@/features/auth/server/viewer';
import { talkImageAudience } from '@/features/community/server/images';
import { getDb } from '@/server/db/db';
import { storedFiles } from '@/server/db/schema';
import { fileKeyPattern } from '@/server/storage/file-keys';
import { getFileStorage } from '@/server/storage/storage';

/**
 * Public files (images of the firm's content and of community posts) at /files/{key}. Only rows
 * marked 'public' are served, with the content type recorded at upload. Keys are random and never
 * reused, so browsers keep the firm's images for a year. A community image follows its post: while
 * the post is secret, hidden or in the trash only its readers get it, never from a shared cache,
 * and anyone else gets 'not found'; an open post's image is kept five minutes and then checked
 * again with its ETag, so a post hidden later stops showing its images.
 */
// GET /files/{key}
export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  if (!fileKeyPattern.test(key)) return notFound();
  const db = await getDb();
  const [row] = await db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.visibility, 'public')));
  if (!row) return notFound();
  const audience = await talkImageAudience(key, getViewer);
  if (audience === 'refused') return notFound();
  const cacheControl =
    audience === 'allowed' ? 'private, no-store' : audience === 'everyone' ? 'public, max-age=300' : 'public, max-age=31536000, immutable';
  const etag = `"${key}"`;
  if (audience !== 'allowed' && request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': cacheControl } });
  }
  const stored = await getFileStorage().get(key, 'public');
  if (!stored) return notFound();
  return new Response(stored.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(stored.bytes.byteLength),
      'Cache-Control': cacheControl,
      ...(audience === 'allowed' ? {} : { ETag: etag }),
      'X-Content-Type-Options': 'nosniff',
      // Shown inline as an image by the pages that embed it; opened alone, it can run nothing.
      'Content-Disposition': `inline; filename="${key}"`,
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}

function notFound(): Response {
  return new Response('파일을 찾을 수 없습니다.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}
