import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../../../../core/shared/ports';
import { createEpayco } from '../../../../adapters/epayco/sdk/index';
import type { EpaycoSettings } from '../../../../adapters/epayco/sdk/settings';

export const PUBLIC_KEY = '491d6a0b6e992cf924edd8d3d088aff1';
/** The private key of PROVIDERS.md's test vector. */
export const PRIVATE_KEY = 'd04fa6c07b1d74f035252cbcc252d06f';
export const API_TOKEN = 'api-jwt-1';
export const APIFY_TOKEN = 'apify-jwt-1';

/** One request as the loopback server saw it, relative to the host it was sent to. */
export type Recorded = {
  readonly method: string;
  readonly host: 'api' | 'secure' | 'apify';
  readonly path: string;
  readonly query: Record<string, string>;
  readonly rawQuery: string;
  readonly headers: IncomingHttpHeaders;
  readonly raw: string;
  readonly body: unknown;
};

type Canned = { status: number; body: unknown; delayMs?: number };

export type LogEntry = { level: 'info' | 'warn' | 'error'; fields: Record<string, unknown>; message: string };
export const recordingLogger = (): Logger & { entries: LogEntry[] } => {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (fields, message) => entries.push({ level: 'info', fields, message }),
    warn: (fields, message) => entries.push({ level: 'warn', fields, message }),
    error: (fields, message) => entries.push({ level: 'error', fields, message }),
  };
};

const PREFIX = '/sandbox/epayco/';

const parseBody = (raw: string): unknown => {
  if (raw === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

/**
 * A loopback server standing for the three ePayco hosts under path prefixes: it records every request and answers
 * what a test queued for `METHOD host/path`, else the logins' tokens, else `{success: true, data: {}}`.
 */
export const startEpayco = async (options: { options?: unknown; settings?: Partial<EpaycoSettings> } = {}) => {
  const requests: Recorded[] = [];
  const queued = new Map<string, Canned[]>();
  let logins = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const rest = url.pathname.slice(PREFIX.length);
      const host = rest.split('/')[0] as Recorded['host'];
      const path = rest.slice(host.length);
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = parseBody(raw);
      const method = req.method ?? 'GET';
      requests.push({
        method,
        host,
        path,
        query: Object.fromEntries(url.searchParams),
        rawQuery: url.search,
        headers: req.headers,
        raw,
        body,
      });
      const key = `${method} ${host}${path}`;
      const next = queued.get(key)?.shift();
      let answer: Canned = next ?? { status: 200, body: { success: true, data: {} } };
      if (!next && path === '/v1/auth/login')
        answer = { status: 200, body: { status: true, bearer_token: `api-jwt-${++logins}` } };
      if (!next && path === '/login') answer = { status: 200, body: { token: APIFY_TOKEN } };
      const send = () => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Connection': 'close' });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const logger = recordingLogger();
  const settings: EpaycoSettings = {
    // The API host with a trailing slash: paths must still join with a single one.
    hosts: { api: `${origin}${PREFIX}api/`, secure: `${origin}${PREFIX}secure`, apify: `${origin}${PREFIX}apify` },
    safetypayPath: '/restpagos/pagos/safetypays.json',
    timeoutMs: 2_000,
    logger,
    ip: '190.0.0.1',
    ...options.settings,
  };
  const epayco = createEpayco(
    options.options ?? { apiKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, lang: 'ES', test: true },
    settings,
  );
  return {
    epayco,
    logger,
    settings,
    origin,
    requests,
    /** The requests other than logins. */
    calls: () => requests.filter((r) => r.path !== '/v1/auth/login' && r.path !== '/login'),
    logins: () => requests.filter((r) => r.path === '/v1/auth/login' || r.path === '/login'),
    /** Queues an answer for the next request to `METHOD host/path` (the path without the query). */
    answer: (key: string, status: number, body: unknown, delayMs?: number) => {
      const list = queued.get(key) ?? [];
      list.push({ status, body, delayMs });
      queued.set(key, list);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
export type Harness = Awaited<ReturnType<typeof startEpayco>>;

/** The headers of every authenticated call. */
export const sdkHeaders = (token = API_TOKEN) => ({
  'content-type': 'application/json',
  'type': 'sdk-jwt',
  'lang': 'NODE',
  'authorization': `Bearer ${token}`,
});
