import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake partner API on loopback: records every request and answers what the test says. */
export type PartnerRequest = { path: string; headers: http.IncomingHttpHeaders; body: unknown };

export type FakePartner = {
  url: string;
  requests: PartnerRequest[];
  /** Status to answer with; a function may decide per request. */
  respondWith: (status: number | ((request: PartnerRequest, index: number) => number)) => void;
  /** Body to answer with instead of `{ success: status < 300 }` (raw text, sent as it is). */
  replyWith: (body: ((request: PartnerRequest, index: number) => string | undefined) | undefined) => void;
  close: () => Promise<void>;
};

export async function startFakePartner(port = 0): Promise<FakePartner> {
  const requests: PartnerRequest[] = [];
  let decide: (request: PartnerRequest, index: number) => number = () => 200;
  let reply: ((request: PartnerRequest, index: number) => string | undefined) | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the raw text
      }
      const request = { path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const status = decide(request, requests.length - 1);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(reply?.(request, requests.length - 1) ?? JSON.stringify({ success: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    replyWith: (body) => {
      reply = body;
    },
    respondWith: (status) => {
      decide = typeof status === 'function' ? status : () => status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
