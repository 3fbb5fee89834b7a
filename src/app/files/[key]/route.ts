import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/db';
import { storedFiles } from '@/server/db/schema';
import { fileKeyPattern } from '@/server/storage/file-keys';
import { getFileStorage } from '@/server/storage/storage';

/**
 * Public files (post images) at /files/{key}. Only rows marked 'public' are served, with the
 * content type recorded at upload; keys are random and never reused, so browsers may keep a copy
 * for a year.
 */
// GET /files/{key}
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  if (!fileKeyPattern.test(key)) return notFound();
  const db = await getDb();
  const [row] = await db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.visibility, 'public')));
  if (!row) return notFound();
  const stored = await getFileStorage().get(key, 'public');
  if (!stored) return notFound();
  return new Response(stored.bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(stored.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
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
