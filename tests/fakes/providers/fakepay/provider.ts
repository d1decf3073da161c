import type { z } from 'zod';
import type { HostedCheckoutGateway, PaymentOutcome } from '../../../../core/payments/ports';
import { pesos } from '../../../../core/shared/money';
import {
  NO_ORIGINS,
  notificationUrl,
  optionalText,
  setupOf,
  type PaymentProvider,
  type ProviderDeps,
  type ProviderSetup,
} from '../../../../adapters/payments/provider';
import {
  FAKEPAY_SANDBOX_KEYS,
  FAKEPAY_SANDBOX_PATH,
  fakePaySandbox,
  fakePaySignature,
  type FakePayment,
} from './sandbox';

type Keys = { readonly apiKey: string; readonly secret: string };
const variables = { FAKEPAY_API_KEY: optionalText, FAKEPAY_SECRET: optionalText };
type Env = z.infer<z.ZodObject<typeof variables>>;

/** The last sandbox built, so a test can read the webhooks it sent. */
export const built: { sandbox: ReturnType<typeof fakePaySandbox> | null } = { sandbox: null };

/** FakePay's hosted checkout over its HTTP API: it opens a payment, asks its status, and reads its signed webhooks. */
const fakePayGateway = (keys: Keys, api: string, deps: ProviderDeps, live: boolean): HostedCheckoutGateway => {
  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${api}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'x-api-key': keys.apiKey, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    return { status: res.status, json: (await res.json()) as FakePayment & { url: string } };
  };
  const failed: PaymentOutcome = { status: 'failed', reason: 'gateway-unavailable', message: 'FakePay no respondió.' };
  return {
    kind: 'hosted-checkout',
    provider: 'fakepay',
    method: 'card',
    sandbox: !live,
    open: async (request) => {
      const notifyUrl = notificationUrl(deps, live, 'fakepay');
      const { status, json } = await call('/api/pagos', { ...request, notifyUrl });
      if (status !== 201) return failed;
      const action = { kind: 'redirect' as const, url: json.url };
      return { status: 'pending', reference: request.attemptId, action, expiresAt: request.orderExpiresAt };
    },
    status: async (attempt) => {
      const { status, json } = await call(`/api/pagos/intento/${attempt.id}`);
      if (status !== 200) return failed;
      return json.status === 'approved'
        ? { status: 'approved', reference: attempt.id, amount: pesos(json.amount), currency: 'COP' }
        : { status: 'pending', reference: attempt.id, action: attempt.action, expiresAt: attempt.expiresAt };
    },
    notifications: {
      read: async ({ headers, body }) => {
        if (headers['x-fakepay-signature'] !== fakePaySignature(keys.secret, body))
          return { verdict: 'invalid', reference: null };
        const { attemptId } = JSON.parse(body) as { attemptId?: unknown };
        return { verdict: 'valid', reference: typeof attemptId === 'string' ? attemptId : null };
      },
    },
  };
};

/** FakePay, a payment provider that exists only in tests: one folder, registered by one line in a test's list. */
export const fakePay: PaymentProvider<{ readonly setup: ProviderSetup<Keys> }> = {
  id: 'fakepay',
  name: 'FakePay',
  variables,
  settings: (env, production) => {
    const e = env as Env;
    return {
      setup: setupOf(env, ['FAKEPAY_API_KEY', 'FAKEPAY_SECRET'], production, () => ({
        apiKey: e.FAKEPAY_API_KEY!,
        secret: e.FAKEPAY_SECRET!,
      })),
    };
  },
  build: ({ setup }, deps) => {
    if (setup.mode === 'off') return null;
    if (setup.mode === 'live')
      return { gateways: [fakePayGateway(setup.live, 'https://api.fakepay.example', deps, true)] };
    built.sandbox = fakePaySandbox({ publicUrl: deps.publicUrl });
    const gateway = fakePayGateway(FAKEPAY_SANDBOX_KEYS, `${deps.selfUrl}${FAKEPAY_SANDBOX_PATH}`, deps, false);
    return { gateways: [gateway], sandboxes: [{ path: FAKEPAY_SANDBOX_PATH, router: built.sandbox.router }] };
  },
  sandboxApis: [`${FAKEPAY_SANDBOX_PATH}/api`],
  origins: NO_ORIGINS,
};
