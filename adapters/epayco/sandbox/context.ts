import type { Request } from 'express';
import type { Clock } from '../../../core/shared/ports';
import type { SandboxAuth } from './auth';
import type { SandboxConfirmations } from './confirmations';
import { EPAYCO_SANDBOX_PATH, PSE_SANDBOX_PATH, type EpaycoSandboxCredentials } from './constants';
import type { SandboxPayments } from './payments';
import type { SandboxStore } from './state';

/** What every part of the sandbox shares. */
export type SandboxContext = {
  readonly keys: EpaycoSandboxCredentials;
  readonly clock: Clock;
  readonly store: SandboxStore;
  readonly payments: SandboxPayments;
  readonly confirmations: SandboxConfirmations;
  readonly auth: SandboxAuth;
  /** The origin the routers are mounted under (`http://127.0.0.1:3000`); the request's own when not configured. */
  readonly selfUrl?: string;
};

/** The origin people reach the sandbox at: the configured one, else the request's. */
export const originOf = (ctx: SandboxContext, req: Request) =>
  (ctx.selfUrl ?? `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`).replace(/\/+$/, '');

/** The PSE bank page of a payment (its `urlbanco`). */
export const pseBankUrl = (ctx: SandboxContext, req: Request, refPayco: number) =>
  `${originOf(ctx, req)}${PSE_SANDBOX_PATH}/?ref=${refPayco}`;

/** The SafetyPay page of a payment (the URL SafetyPay gives the shopper). */
export const safetypayUrl = (ctx: SandboxContext, req: Request, refPayco: number) =>
  `${originOf(ctx, req)}${EPAYCO_SANDBOX_PATH}/safetypay/?ref=${refPayco}`;
