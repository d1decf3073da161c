import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedQuoter, type HostedQuoterOptions } from '../../../adapters/shipping/hosted-quoter';
import { startShippingSandbox, type SandboxRequest, type ShippingSandbox } from '../../../adapters/shipping/sandbox';
import { pesos } from '../../../core/shared/money';
import type { Logger } from '../../../core/shared/ports';
import { embeddedQuote } from '../../../core/shipping/embedded-rates';
import type { ShippingRequest } from '../../../core/shipping/ports';

const KEY = 'envios-test-key';
const MEDELLIN: ShippingRequest = { destination: '05001', weightGrams: 1_200, declaredValue: pesos(129_900) };
const EMBEDDED = embeddedQuote(MEDELLIN);

type Warning = { readonly fields: Record<string, unknown>; readonly message: string };
const recordingLogger = (): Logger & { readonly warnings: Warning[] } => {
  const warnings: Warning[] = [];
  return { warnings, info: () => {}, warn: (fields, message) => warnings.push({ fields, message }), error: () => {} };
};

/** A loopback server that answers every request with `reply` (or never, when it does nothing): the service failing. */
const cannedServer = async (reply: (res: ServerResponse) => void) => {
  const server = createServer((req, res) => {
    req.resume();
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
const answering = (status: number, body: string) =>
  cannedServer((res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });

const quoteAgainst = async (url: string, options: Partial<HostedQuoterOptions> = {}) => {
  const logger = recordingLogger();
  const quotes = await hostedQuoter({ url, key: KEY, origin: '11001000', logger, ...options }).quote(MEDELLIN);
  return { quotes, warnings: logger.warnings };
};
const withServer = async (
  server: Awaited<ReturnType<typeof cannedServer>>,
  options: Partial<HostedQuoterOptions> = {},
) => {
  try {
    return await quoteAgainst(server.url, options);
  } finally {
    await server.close();
  }
};

describe('hosted shipping quoter', () => {
  let sandbox: ShippingSandbox;
  const received: SandboxRequest[] = [];
  beforeAll(async () => {
    sandbox = await startShippingSandbox({ key: KEY, onRequest: (request) => received.push(request) });
  });
  afterAll(() => sandbox.close());

  it('posts the documented JSON with the bearer key and returns the service prices for both methods', async () => {
    received.length = 0;
    const { quotes, warnings } = await quoteAgainst(sandbox.url);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/quotes');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.accept).toBe('application/json');
    expect(request.body).toEqual({
      origin: '11001000',
      destination: '05001',
      weightGrams: 1_200,
      declaredValue: 129_900,
    });
    expect(quotes).toEqual([
      { method: 'standard', price: 15_800, source: 'hosted' },
      { method: 'express', price: 25_400, source: 'hosted' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('accepts a base URL with a trailing slash', async () => {
    received.length = 0;
    const { quotes } = await quoteAgainst(`${sandbox.url}/`);
    expect(received.map((request) => request.path)).toEqual(['/v1/quotes']);
    expect(quotes.map((quote) => quote.source)).toEqual(['hosted', 'hosted']);
  });

  it('falls back to the embedded rates when the key is refused (401)', async () => {
    const { quotes, warnings } = await quoteAgainst(sandbox.url, { key: 'wrong-key' });
    expect(quotes).toEqual(EMBEDDED);
    expect(warnings).toHaveLength(1);
    expect(warnings[0].fields).toMatchObject({
      cause: 'http-status',
      status: 401,
      fallbackMethods: ['standard', 'express'],
    });
    expect(JSON.stringify(warnings)).not.toContain('wrong-key');
  });

  it('falls back when the service does not answer in time', async () => {
    const silent = await cannedServer(() => {});
    const started = performance.now();
    const { quotes, warnings } = await withServer(silent, { timeoutMs: 150 });
    // The service never answers: without its time-out the quote would wait until the test's own (30 s) ends it.
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(quotes).toEqual(EMBEDDED);
    expect(warnings.map((warning) => warning.fields.cause)).toEqual(['timeout']);
  });

  it('falls back when the answer starts but its body never ends', async () => {
    const stalling = await cannedServer((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"quotes":[');
    });
    const { quotes, warnings } = await withServer(stalling, { timeoutMs: 150 });
    expect(quotes).toEqual(EMBEDDED);
    expect(warnings.map((warning) => warning.fields.cause)).toEqual(['timeout']);
  });

  it('falls back on a server error (500)', async () => {
    const { quotes, warnings } = await withServer(await answering(500, '{"error":"internal"}'));
    expect(quotes).toEqual(EMBEDDED);
    expect(warnings.map((warning) => warning.fields)).toEqual([
      expect.objectContaining({ cause: 'http-status', status: 500 }),
    ]);
  });

  it('falls back on a body that is not JSON, or not the documented shape', async () => {
    for (const body of ['{"quotes": [', '<html>Bad gateway</html>', '{"rates":[]}', '{"quotes":[{"price":12900}]}']) {
      const { quotes, warnings } = await withServer(await answering(200, body));
      expect(quotes).toEqual(EMBEDDED);
      expect(warnings.map((warning) => warning.fields.cause)).toEqual(['malformed-body']);
    }
  });

  it('falls back when the service cannot be reached', async () => {
    const closed = await cannedServer(() => {});
    await closed.close();
    const { quotes, warnings } = await quoteAgainst(closed.url);
    expect(quotes).toEqual(EMBEDDED);
    expect(warnings.map((warning) => warning.fields.cause)).toEqual(['network']);
  });

  it('takes the method the service prices and the embedded rate for the one it leaves out', async () => {
    const body = JSON.stringify({
      quotes: [
        { service: 'standard', price: 14_500 },
        { service: 'same-day', price: 40_000 },
      ],
    });
    const { quotes, warnings } = await withServer(await answering(200, body));
    expect(quotes).toEqual([{ method: 'standard', price: 14_500, source: 'hosted' }, EMBEDDED[1]]);
    expect(warnings.map((warning) => warning.fields)).toEqual([
      expect.objectContaining({ cause: 'missing-method', fallbackMethods: ['express'] }),
    ]);
  });

  it('refuses negative, fractional, zero or text prices, one method at a time', async () => {
    for (const [standard, express] of [
      [-12_900, 1_990.5],
      [0, '25400'],
    ]) {
      const body = JSON.stringify({
        quotes: [
          { service: 'standard', price: standard },
          { service: 'express', price: express },
        ],
      });
      const { quotes, warnings } = await withServer(await answering(200, body));
      expect(quotes).toEqual(EMBEDDED);
      expect(warnings.map((warning) => [warning.fields.cause, warning.fields.fallbackMethods])).toEqual([
        ['invalid-price', ['standard']],
        ['invalid-price', ['express']],
      ]);
    }
  });

  it('rejects an invalid request before calling the service', async () => {
    received.length = 0;
    const quoter = hostedQuoter({ url: sandbox.url, key: KEY, origin: '11001000', logger: recordingLogger() });
    await expect(quoter.quote({ ...MEDELLIN, destination: '99999' })).rejects.toThrow(RangeError);
    await expect(quoter.quote({ ...MEDELLIN, weightGrams: 0 })).rejects.toThrow(RangeError);
    expect(received).toEqual([]);
  });
});
