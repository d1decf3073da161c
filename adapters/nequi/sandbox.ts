import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response, Router } from 'express';
import type { Clock } from '../../core/shared/ports';
import { readRequest, type RequestHeader, responseEnvelope } from './sandbox-envelope';
import { type Answer, sandboxPayments, type SandboxPayment } from './sandbox-payments';
import { phonePage } from './sandbox-phone';
import type { NequiSettings } from './settings';
import { CODES, OPERATIONS, type OperationName } from './wire';

export { NO_ACCOUNT_PREFIX, type SandboxPayment } from './sandbox-payments';

/** Where the store mounts the sandbox. */
export const NEQUI_SANDBOX_PATH = '/sandbox/nequi';

/** The credentials the store uses with its sandbox (they are checked like real ones). */
export const NEQUI_SANDBOX_CREDENTIALS = {
  clientId: 'fornido-sandbox',
  clientSecret: 'sandbox-secret',
  apiKey: 'sandbox-api-key',
  merchantCode: 'NIT_1',
} as const;
export type NequiCredentials = Pick<NequiSettings, 'clientId' | 'clientSecret' | 'apiKey' | 'merchantCode'>;

/** A push to a phone starting with this is answered after `slowMs`: a slow Nequi for people to try. */
export const SLOW_PHONE_PREFIX = '3998';

/** The client settings that reach a sandbox mounted at `mountUrl` (e.g. `http://127.0.0.1:3000/sandbox/nequi`). */
export const nequiSandboxSettings = (
  mountUrl: string,
  options: { readonly timeoutMs: number; readonly credentials?: NequiCredentials },
): NequiSettings => {
  const base = mountUrl.replace(/\/+$/, '');
  return {
    ...(options.credentials ?? NEQUI_SANDBOX_CREDENTIALS),
    authUrl: `${base}/oauth2/token`,
    apiUrl: `${base}/api`,
    timeoutMs: options.timeoutMs,
  };
};

/** One request the sandbox received, for contract tests. Header names are lower case, as Node gives them. */
export type SandboxRequest = {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
};

export type NequiSandboxOptions = {
  readonly credentials?: NequiCredentials;
  readonly clock?: Clock;
  /** How long a push or QR waits to be paid (10 minutes by default). */
  readonly paymentMinutes?: number;
  /** Where its payments are kept between processes and restarts (in memory only without it). */
  readonly file?: string;
  /** A token's life in seconds (3600 by default), and whether `expires_in` is sent as text, as Nequi sometimes does. */
  readonly tokenSeconds?: number;
  readonly expiresInAsText?: boolean;
  /** How long a push to a SLOW_PHONE_PREFIX phone takes to be answered (20 s by default). */
  readonly slowMs?: number;
};

const MAX_LOGGED = 500;
const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};
const systemClock: Clock = { now: () => new Date() };
const OPERATION_BY_PATH: ReadonlyMap<string, OperationName> = new Map(
  (Object.keys(OPERATIONS) as OperationName[]).map((op) => [OPERATIONS[op].path, op]),
);

/**
 * A local Nequi "Conecta": the token endpoint (`{mount}/oauth2/token`), the five operations under `{mount}/api`, with
 * Nequi's wire format and checks, and a simulated phone for people at `{mount}/`. Its state lives in memory.
 */
export const nequiSandbox = (options: NequiSandboxOptions = {}) => {
  const credentials = options.credentials ?? NEQUI_SANDBOX_CREDENTIALS;
  const clock = options.clock ?? systemClock;
  const payments = sandboxPayments({
    clock,
    paymentMinutes: options.paymentMinutes ?? 10,
    ...(options.file ? { file: options.file } : {}),
  });
  const tokens = new Map<string, number>();
  const requests: SandboxRequest[] = [];
  const slow: number[] = [];
  const overrides: ({ readonly http: number; readonly body: string } | Answer)[] = [];

  const log = (req: Request, body: string) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as const] : [])),
    );
    const query = Object.fromEntries(new URL(req.originalUrl, 'http://x').searchParams);
    requests.push({ method: req.method, path: req.path, query, headers, body });
    if (requests.length > MAX_LOGGED) requests.shift();
  };
  const later = (ms: number, send: () => void) => (ms > 0 ? setTimeout(send, ms).unref() : send());

  const token = (req: Request, res: Response) => {
    log(req, typeof req.body === 'string' ? req.body : '');
    const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected || req.query.grant_type !== 'client_credentials') {
      res.status(401).json({ error: 'invalid_client' });
      return;
    }
    if (!req.is('application/x-www-form-urlencoded')) {
      res.status(400).json({ error: 'invalid_request' });
      return;
    }
    const now = clock.now().getTime();
    for (const [t, end] of tokens) if (end <= now) tokens.delete(t);
    const seconds = options.tokenSeconds ?? 3600;
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, now + seconds * 1000);
    res.json({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: options.expiresInAsText ? String(seconds) : seconds,
    });
  };

  const api = (req: Request, res: Response) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    log(req, raw);
    const operation = OPERATION_BY_PATH.get(req.path.replace(/^\/api/, ''));
    // API Gateway's answers: a wrong path or key, or no token, is 403; a token past its end is 401.
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const tokenEnd = bearer === undefined ? undefined : tokens.get(bearer);
    if (!operation || req.headers['x-api-key'] !== credentials.apiKey || tokenEnd === undefined) {
      res.status(403).json({ message: 'Forbidden' });
      return;
    }
    if (tokenEnd <= clock.now().getTime()) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    const delay = slow.shift() ?? 0;
    const override = overrides.shift();
    if (override && 'http' in override) {
      later(delay, () => res.status(override.http).type('json').send(override.body));
      return;
    }
    const read = readRequest(operation, req.is('application/json') ? parseJson(raw) : null);
    const answer = override ?? ('error' in read ? read.error : handle(operation, read.header, read.fields));
    const waited = operation === 'unregisteredPayment' && isSlowPhone(read) ? (options.slowMs ?? 20_000) : delay;
    later(waited, () => res.json(responseEnvelope(operation, read.header, answer, clock.now())));
  };

  const isSlowPhone = (read: ReturnType<typeof readRequest>) =>
    'fields' in read && 'phoneNumber' in read.fields && read.fields.phoneNumber.startsWith(SLOW_PHONE_PREFIX);

  const handle = (
    operation: OperationName,
    header: RequestHeader,
    fields: Readonly<Record<string, string | undefined>>,
  ): Answer => {
    const clientId = header.ClientID;
    if (clientId !== credentials.clientId) return { code: CODES.clientNotFound, desc: 'Cliente no encontrado' };
    const badParameters = { code: CODES.badParameters, desc: 'Parámetros inválidos' };
    const { value, phoneNumber, code } = fields;
    if (value !== undefined && !/^[1-9]\d{0,11}$/.test(value)) return badParameters;
    if (phoneNumber !== undefined && !/^3\d{9}$/.test(phoneNumber)) return badParameters;
    if (code !== undefined && code !== credentials.merchantCode) {
      return { code: CODES.doesNotExist, desc: 'El código de comercio no existe' };
    }
    const references = [fields.reference1 ?? '', fields.reference2 ?? '', fields.reference3 ?? ''] as const;
    switch (operation) {
      case 'generateCodeQR':
        return payments.qr({ value: Number(value), references, messageId: header.MessageID });
      case 'unregisteredPayment':
        return payments.push({
          phone: phoneNumber ?? '',
          value: Number(value),
          references,
          messageId: header.MessageID,
          clientId,
        });
      case 'getStatusPayment':
        return payments.status(fields.codeQR ?? '');
      case 'cancelUnregisteredPayment':
        return payments.cancel({ phone: phoneNumber ?? '', transactionId: fields.transactionId ?? '' });
      case 'reverseTransaction':
        return payments.reverse({ phone: phoneNumber ?? '', value: Number(value), messageId: fields.messageId ?? '' });
    }
  };

  const router = Router();
  router.post('/oauth2/token', express.text({ type: () => true, limit: '10kb' }), token);
  router.post('/api/{*rest}', express.text({ type: () => true, limit: '100kb' }), api);
  router.use(phonePage(payments));

  return {
    path: NEQUI_SANDBOX_PATH,
    router,
    credentials,
    /** Every payment, newest first, and one by its id (transactionId or codeQR). */
    payments: (): readonly SandboxPayment[] => payments.list(),
    payment: (id: string): SandboxPayment | null => payments.find(id),
    /** What the phone page's buttons do: approve (a QR paid from `payer`), reject, or let expire now. */
    approve: (id: string, payer?: string) => payments.approve(id, payer),
    reject: (id: string) => payments.end(id, 'declined'),
    expire: (id: string) => payments.end(id, 'expired'),
    /** The next `times` API calls answer after `ms`. */
    slowNext: (ms: number, times = 1) => slow.push(...Array.from({ length: times }, () => ms)),
    /** The next API call answers this header status code with an empty body (`20-07A` for a reversal…). */
    failNext: (code: string, desc = 'Error simulado') => overrides.push({ code, desc }),
    /** The next API call answers this raw HTTP status and body (an empty body, a 500…). */
    answerNext: (http: number, body = '') => overrides.push({ http, body }),
    /** The requests received (token and API), oldest first. */
    requests: (): readonly SandboxRequest[] => [...requests],
    clearRequests: () => void requests.splice(0),
    /** Serves the same sandbox (same payments) on its own loopback port, for a store whose public URL does not reach
     * itself: the client then uses `nequiSandboxSettings(url, …)`. */
    listen: async (): Promise<{ readonly url: string; close(): Promise<void> }> => {
      const app = express();
      app.use(NEQUI_SANDBOX_PATH, router);
      const server = app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}${NEQUI_SANDBOX_PATH}`,
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
        },
      };
    },
  };
};

export type NequiSandbox = ReturnType<typeof nequiSandbox>;
