import http from 'node:http';
import zlib from 'node:zlib';

/** A response as sent: its status, headers and body still compressed. */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * Asks for `url` as a browser asks for a page (text/html, br or gzip), without fetch, which would
 * decompress and hide the bytes sent.
 */
export function getDocument(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The page's text, decompressed as its Content-Encoding says. */
export function documentText(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  const body =
    encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : encoding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
  return body.toString('utf8');
}
