import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pesos } from '../../core/shared/money';
import { embeddedQuote } from '../../core/shipping/embedded-rates';
import { quoteRequestBody } from './wire';

/*
 * A local stand-in for the hosted shipping-quote service: it speaks the wire format documented in
 * hosted-quoter.ts (bearer key checked, 401 otherwise; 400 on a body that is not a valid quote request or a
 * destination outside DIVIPOLA) and prices with the embedded rates, so the tests and a developer can run the
 * hosted path with no account. Point SHIPPING_API_URL at its `url` and SHIPPING_API_KEY at its key.
 */

/** One request as the sandbox received it, for tests that assert the wire format. */
export type SandboxRequest = {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON, or the raw text when it is not JSON. */
  readonly body: unknown;
};

export type ShippingSandboxOptions = {
  readonly key: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly onRequest?: (request: SandboxRequest) => void;
};

export type ShippingSandbox = { readonly url: string; close(): Promise<void> };

const MAX_BODY_BYTES = 16 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const readText = async (req: IncomingMessage): Promise<string | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8');
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const answer = (options: ShippingSandboxOptions, request: SandboxRequest, text: string | null) => {
  if (request.path !== '/v1/quotes') throw new HttpError(404, 'not-found', `No route ${request.path}`);
  if (request.method !== 'POST') throw new HttpError(405, 'method-not-allowed', 'Use POST');
  if (request.headers.authorization !== `Bearer ${options.key}`)
    throw new HttpError(401, 'unauthorized', 'Missing or wrong bearer key');
  if (text === null) throw new HttpError(413, 'too-large', `Body over ${MAX_BODY_BYTES} bytes`);
  const body = quoteRequestBody.safeParse(request.body);
  if (!body.success)
    throw new HttpError(
      400,
      'bad-request',
      body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  try {
    const quotes = embeddedQuote({ ...body.data, declaredValue: pesos(body.data.declaredValue) });
    return { quotes: quotes.map((quote) => ({ service: quote.method, price: quote.price })) };
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(400, 'bad-request', error.message);
    throw error;
  }
};

/** Starts the sandbox on 127.0.0.1 at the given port (a free one by default). */
export const startShippingSandbox = async (options: ShippingSandboxOptions): Promise<ShippingSandbox> => {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const text = await readText(req);
      const request: SandboxRequest = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://sandbox').pathname,
        headers: req.headers,
        body: text === null ? null : parseJson(text),
      };
      options.onRequest?.(request);
      send(res, 200, answer(options, request, text));
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, { error: error.code, message: error.message });
      else send(res, 500, { error: 'internal', message: error instanceof Error ? error.message : String(error) });
    }
  };
  // handle answers every error itself, so its promise never rejects.
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
