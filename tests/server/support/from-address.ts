import { request } from 'node:http';
import type { TestServer } from '../../support/test-server';

/**
 * A JSON POST to the API, as a browser on the store's origin makes it, from another loopback address (127.0.0.2…):
 * the server sees a second client's IP without trusting X-Forwarded-For. Linux routes all of 127.0.0.0/8 to the
 * loopback interface; macOS only 127.0.0.1 unless an alias is added.
 */
export const postFrom = (server: TestServer, localAddress: string, path: string, body: unknown, cookie?: string) =>
  // The answer as a test reads it: any JSON, which the test's expect() calls check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  new Promise<{ status: number; json: any }>((resolve, reject) => {
    const url = new URL(`/api/v1${path}`, server.url);
    const payload = JSON.stringify(body);
    const headers: Record<string, string> = {
      'Accept': 'application/json',
      'Content-Type': 'application/json',
      'Origin': 'https://fornido.co',
      'Content-Length': String(Buffer.byteLength(payload)),
    };
    if (cookie) headers.Cookie = cookie;
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
