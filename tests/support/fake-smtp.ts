import net from 'node:net';

/**
 * A minimal SMTP server on loopback (RFC 5321 without AUTH or TLS): greeting, EHLO/HELO,
 * MAIL FROM, RCPT TO, DATA up to `<CRLF>.<CRLF>`, RSET, NOOP, QUIT. It never advertises
 * STARTTLS, so nodemailer's plain `smtp://` transport stays plain. Every message is recorded,
 * with its headers and body decoded for assertions.
 */
export type SmtpMessage = {
  from: string;
  to: string[];
  /** The message as sent, dot-unstuffed, CRLF line ends. */
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
};

export type FakeSmtp = { url: string; port: number; messages: SmtpMessage[]; close: () => Promise<void> };

export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const messages: SmtpMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp.test ESMTP ready');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          // The terminator may also follow the DATA reply directly (an empty message).
          const atStart = buffer.startsWith('.\r\n');
          if (end === -1 && !atStart) return;
          const raw = atStart ? '' : buffer.slice(0, end + 2);
          buffer = atStart ? buffer.slice(3) : buffer.slice(end + 5);
          inData = false;
          messages.push(parseMessage(envelope, raw.replace(/^\.\./gm, '.')));
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          socket.write('250-fake-smtp.test greets you\r\n250 8BITMIME\r\n');
        } else if (verb === 'HELO') reply('250 fake-smtp.test');
        else if (verb === 'MAIL') {
          envelope = { from: address(line), to: [] };
          reply('250 2.1.0 sender ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(address(line));
          reply('250 2.1.5 recipient ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 reset');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as net.AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function address(line: string): string {
  return line.match(/<([^>]*)>/)?.[1] ?? '';
}

function parseMessage(envelope: { from: string; to: string[] }, raw: string): SmtpMessage {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    from: envelope.from,
    to: envelope.to,
    raw,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: decodeBody(body, headers['content-transfer-encoding'] ?? '7bit'),
  };
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`); whitespace between them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(qpBytes(text.replace(/_/g, ' '))).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable')
    return Buffer.from(qpBytes(body.replace(/=\r\n/g, '')))
      .toString('utf8')
      .replace(/\r\n/g, '\n');
  return body.replace(/\r\n/g, '\n');
}

function qpBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return bytes;
}
