import { createServer, type AddressInfo, type Server } from 'node:net';

/** One message as an SMTP server received it: the envelope and the raw DATA. */
export type Received = { readonly from: string; readonly to: readonly string[]; readonly data: string };

/**
 * A tiny SMTP server on 127.0.0.1 speaking just enough of RFC 5321 (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) to
 * capture what a client sends. `refuseRecipients` answers 550 to every RCPT, like a server rejecting the address.
 */
export const startSmtpServer = async (opts: { refuseRecipients?: boolean } = {}) => {
  const received: Received[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 prueba.local ESMTP listo');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          // Undo dot-stuffing (RFC 5321 §4.5.2).
          received.push({ from, to, data: buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.') });
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 2.0.0 guardado');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-prueba.local\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO' || verb === 'NOOP' || verb === 'RSET') reply('250 ok');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (opts.refuseRecipients) reply('550 5.1.1 no existe');
          else {
            to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 termina con <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 adiós');
          socket.end();
        } else reply('502 no implementado');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Decodes a quoted-printable body (soft line breaks, =XX bytes) as UTF-8. */
export const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
export const decodeHeader = (value: string): string =>
  value.replace(/\s*=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

/** A header of a raw message, unfolded and decoded. */
export const headerOf = (raw: string, name: string): string | null => {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head);
  return match ? decodeHeader(match[1]) : null;
};

/** The decoded body of the part of a multipart message with this content type. */
export const partOf = (raw: string, contentType: string): string | null => {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return null;
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    if (!new RegExp(`Content-Type:\\s*${contentType.replace('/', '\\/')}`, 'i').test(head)) continue;
    const body = part.slice(split + 4).replace(/\r\n$/, '');
    if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
    if (/Content-Transfer-Encoding:\s*base64/i.test(head))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return body;
  }
  return null;
};

/** The files a raw multipart/mixed message carries: each part sent as an attachment, its name, type and bytes. */
export const attachmentsOf = (raw: string) => {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw.split(`--${boundary}`).flatMap((part) => {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    const filename = /Content-Disposition:\s*attachment;\s*filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
    if (!filename) return [];
    return [
      {
        filename: decodeHeader(filename),
        contentType: /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1] ?? '',
        content: Buffer.from(part.slice(split + 4).replace(/\s+/g, ''), 'base64'),
      },
    ];
  });
};
