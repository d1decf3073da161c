import { randomBytes, randomUUID } from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import type { Clock } from '../../../core/shared/ports';
import {
  ADDI_SANDBOX_AUDIENCES,
  ADDI_SANDBOX_ERRORS,
  ADDI_SANDBOX_PATH,
  APPLICATION_MINUTES,
  IN_PROCESS_ID_NUMBER,
  type AddiSandboxCredentials,
} from './constants';
import { readApplication } from './input';
import type { SandboxApplications } from './state';

/** One request the sandbox's token or API endpoint received, for contract tests (header names in lower case). */
export type SandboxRequest = {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
};

/** What the next API call does instead of its usual answer: a status and body, a late answer, a dropped connection. */
type Trouble = { readonly kind: 'answer'; readonly http: number; readonly body: string } | { readonly kind: 'drop' };

const MAX_LOGGED = 500;
const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

/** The token endpoint and the online applications, with Addi's checks and answers, and the controls tests use. */
export const sandboxApi = (deps: {
  readonly credentials: AddiSandboxCredentials;
  readonly clock: Clock;
  readonly applications: SandboxApplications;
  /** The origin people reach the credit page at; the request's own when not given. */
  readonly publicUrl?: string;
  readonly tokenSeconds: number;
}) => {
  const tokens = new Map<string, number>();
  const requests: SandboxRequest[] = [];
  const troubles: Trouble[] = [];
  const delays: number[] = [];
  const now = () => deps.clock.now().getTime();

  const log = (req: Request, body: string) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as const] : [])),
    );
    requests.push({ method: req.method, path: req.path, headers, body });
    if (requests.length > MAX_LOGGED) requests.shift();
  };

  const token = (req: Request, res: Response) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    log(req, raw);
    const body = req.is('application/json') ? parseJson(raw) : null;
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const { credentials } = deps;
    if (
      fields.grant_type !== 'client_credentials' ||
      fields.client_id !== credentials.clientId ||
      fields.client_secret !== credentials.clientSecret ||
      typeof fields.audience !== 'string' ||
      !ADDI_SANDBOX_AUDIENCES.includes(fields.audience)
    ) {
      res.status(401).json({ error: 'access_denied', error_description: 'Unauthorized' });
      return;
    }
    for (const [t, end] of tokens) if (end <= now()) tokens.delete(t);
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, now() + deps.tokenSeconds * 1000);
    res.json({ access_token: accessToken, expires_in: deps.tokenSeconds, token_type: 'Bearer' });
  };

  const inProcess = (idNumber: string) =>
    idNumber === IN_PROCESS_ID_NUMBER ||
    deps.applications
      .list()
      .some(
        (a) =>
          a.status === 'PENDING' &&
          a.request.client.idNumber === idNumber &&
          now() - new Date(a.createdAt).getTime() < APPLICATION_MINUTES * 60_000,
      );

  const apply = (req: Request, res: Response) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    log(req, raw);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const end = bearer === undefined ? undefined : tokens.get(bearer);
    if (end === undefined || end <= now()) {
      res.status(401).json({ code: ADDI_SANDBOX_ERRORS.unauthorized, message: 'Unauthorized' });
      return;
    }
    const trouble = troubles.shift();
    if (trouble?.kind === 'drop') {
      req.socket.destroy();
      return;
    }
    const answer = () => {
      if (trouble) return void res.status(trouble.http).type('json').send(trouble.body);
      const application = readApplication(req.is('application/json') ? parseJson(raw) : null);
      if ('code' in application) return void res.status(400).json(application);
      if (inProcess(application.client.idNumber))
        return void res
          .status(409)
          .json({ code: ADDI_SANDBOX_ERRORS.creditInProcess, message: 'The client already has a credit in process' });
      const at = deps.clock.now().toISOString();
      const applicationId = randomUUID();
      deps.applications.add({
        applicationId,
        orderId: application.orderId,
        status: 'PENDING',
        request: application,
        createdAt: at,
        updatedAt: at,
      });
      const origin = (deps.publicUrl ?? `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`).replace(/\/+$/, '');
      res.redirect(301, `${origin}${ADDI_SANDBOX_PATH}/?id=${applicationId}`);
    };
    const delay = delays.shift() ?? 0;
    if (delay > 0) setTimeout(answer, delay).unref();
    else answer();
  };

  const router = Router();
  router.post('/auth/oauth/token', express.text({ type: () => true, limit: '10kb' }), token);
  router.post('/api/v1/online-applications', express.text({ type: () => true, limit: '100kb' }), apply);

  return {
    router,
    /** The requests received (token and API), oldest first. */
    requests: (): readonly SandboxRequest[] => [...requests],
    /** The next API call answers this HTTP status and raw body (a 500, an empty 200…). */
    answerNext: (http: number, body = '') => void troubles.push({ kind: 'answer', http, body }),
    /** The next API call's connection is closed without an answer. */
    dropNext: () => void troubles.push({ kind: 'drop' }),
    /** The next `times` API calls answer after `ms`. */
    slowNext: (ms: number, times = 1) => void delays.push(...Array.from({ length: times }, () => ms)),
  };
};
