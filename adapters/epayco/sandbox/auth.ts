import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Clock } from '../../../core/shared/ports';
import type { EpaycoSandboxCredentials } from './constants';

const TOKEN_MS = 3_600_000;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * ePayco's logins and the bearer check in front of every call. Tokens are signed, not stored, so they survive a
 * restart and work in every process serving the same sandbox; they last an hour.
 */
export const sandboxAuth = (keys: EpaycoSandboxCredentials, clock: Clock) => {
  const sign = (payload: string) =>
    createHmac('sha256', `${keys.privateKey}:${keys.pKey}`).update(payload).digest('base64url');
  const issue = () => {
    const payload = Buffer.from(JSON.stringify({ pk: keys.publicKey, exp: clock.now().getTime() + TOKEN_MS })).toString(
      'base64url',
    );
    return `${payload}.${sign(payload)}`;
  };
  const valid = (authorization: string | undefined): boolean => {
    const [payload = '', mac = ''] = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]?.split('.') ?? [];
    const expected = Buffer.from(sign(payload));
    if (!payload || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return false;
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
    return exp > clock.now().getTime();
  };
  const basicMatches = (authorization: string | undefined) => {
    // The official SDK sends `Basic <base64>;` with a trailing semicolon: accept it as ePayco does.
    const encoded = /^Basic ([A-Za-z0-9+/=]+);?$/.exec(authorization ?? '')?.[1] ?? '';
    return Buffer.from(encoded, 'base64').toString('utf8') === `${keys.publicKey}:${keys.privateKey}`;
  };
  const refuse = (res: Response) =>
    res.status(401).json({ status: false, success: false, message: 'Credenciales inválidas', error: 'Unauthorized' });

  return {
    issue,
    /** `POST {api}/v1/auth/login` with `{public_key, private_key}`: the token in `bearer_token`, or 401. */
    login: (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (text(body.public_key) !== keys.publicKey || text(body.private_key) !== keys.privateKey) return refuse(res);
      res.json({ status: true, bearer_token: issue() });
    },
    /** `POST {apify}/login` with `Authorization: Basic base64(public:private)`: the token in `token`, or 401. */
    apifyLogin: (req: Request, res: Response) => {
      if (!basicMatches(req.headers.authorization)) return refuse(res);
      res.json({ token: issue() });
    },
    /** Lets through only calls with a live token of ours, as ePayco answers the others (401). */
    bearer: (req: Request, res: Response, next: NextFunction) =>
      valid(req.headers.authorization) ? next() : refuse(res),
    /** Whether a public key is the sandbox's (calls naming another are refused). */
    isPublicKey: (key: unknown) => text(key) === keys.publicKey,
  };
};

export type SandboxAuth = ReturnType<typeof sandboxAuth>;
