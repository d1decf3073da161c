import { request } from 'node:http';
import { expect } from 'vitest';
import { LIMITS as ACCOUNT_LIMITS } from '../../../core/customers/account-rules';
import { LEAD_LIMITS } from '../../../core/leads/submit-lead';
import { STOCK_ALERTS_PER_IP } from '../../../core/stock-alerts/request-stock-alert';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A POST from `localAddress` (127.0.0.x: another client address on loopback) with the headers given. */
export const postFrom = (
  base: string,
  path: string,
  body: string,
  headers: Record<string, string>,
  localAddress?: string,
) =>
  new Promise<Answer>((resolve, reject) => {
    const url = new URL(path, base);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'Origin': 'https://fornido.co',
          'Accept': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

let n = 0;

/** A new number for each body, so emails and keys never repeat across the tests of a file. */
export const next = () => ++n;

export type LimitedEndpoint = { path: string; limit: number; body: () => unknown };

/** Each endpoint limited per client address: its limit, and a new body for each request (new emails, keys…). */
export const LIMITED: readonly LimitedEndpoint[] = [
  {
    path: '/api/v1/auth/sign-up',
    limit: ACCOUNT_LIMITS.signUpPerIp.limit,
    body: () => ({
      name: 'Ana Ruiz',
      email: `ana.limite${next()}@correo.co`,
      password: 'Proteina2026',
      privacyConsent: true,
    }),
  },
  {
    path: '/api/v1/auth/sign-in',
    limit: ACCOUNT_LIMITS.signInPerIp.limit,
    body: () => ({ email: `nadie${next()}@correo.co`, password: 'NoEsLaClave2026' }),
  },
  {
    path: '/api/v1/auth/password-reset',
    limit: ACCOUNT_LIMITS.resetPerIp.limit,
    body: () => ({ email: `olvido${next()}@correo.co` }),
  },
  {
    path: '/api/v1/leads/contact',
    limit: LEAD_LIMITS.perIp.limit,
    body: () => ({
      name: 'Ana María Rodríguez',
      email: `ana.contacto${next()}@correo.co`,
      phone: '300 123 4567',
      orderNumber: '',
      subject: 'producto',
      message: '¿Qué proteína me recomiendan?',
      consent: true,
    }),
  },
  {
    path: '/api/v1/stock-alerts',
    limit: STOCK_ALERTS_PER_IP.limit,
    body: () => ({ sku: 'P01-2LB-VAIN', email: `aviso${next()}@correo.co` }),
  },
];

/** The endpoint's JSON POST with a new body, with the headers given, from `from` (a loopback address) if given. */
export const send = (base: string, e: LimitedEndpoint, headers: Record<string, string>, from?: string) =>
  postFrom(base, e.path, JSON.stringify(e.body()), { 'Content-Type': 'application/json', ...headers }, from);

/** Checks an answer is the limit's refusal as a shopper meets it: 429, Retry-After, a Spanish message. */
export const isRefusal = (answer: Answer, label: string) => {
  expect(answer.status, label).toBe(429);
  expect(Number(answer.headers['retry-after']), label).toBeGreaterThan(0);
  const { error } = JSON.parse(answer.body) as { error: { kind: string; message: string } };
  expect(error.kind, label).toBe('rate-limited');
  expect(error.message, label).toMatch(/inténtalo de nuevo|intenta de nuevo|vuelve a intentarlo/i);
};

const MEDELLIN = { departmentCode: '05', municipalityCode: '05001' };

/** A guest buyer in Medellín, a new one each call (email, document and phone). */
export const aBuyer = () => {
  const k = next();
  return {
    name: 'Laura Gómez',
    email: `laura.limite${k}@correo.co`,
    documentType: 'CC',
    documentNumber: String(1_020_304_050 + k),
    phone: `300${String(1_000_000 + k).padStart(7, '0')}`,
    line1: 'Calle 10 # 43-20',
    line2: '',
    notes: '',
    consent: true,
    ...MEDELLIN,
  };
};

type PriceApi = { post(path: string, body: unknown): Promise<{ json: { totals: { total: number } } }> };

/** A cash-on-delivery order's JSON body for one unit of one of ten products (ten in stock of each), priced as the
 * checkout shows it. */
export const anOrderBody = async (http: PriceApi) => {
  const k = next();
  const lines = [{ sku: `P${String(3 + (k % 10)).padStart(2, '0')}-2LB-CHOC`, quantity: 1 }];
  const priced = await http.post('/checkout/price', {
    lines,
    destination: MEDELLIN,
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
  });
  return JSON.stringify({
    idempotencyKey: `rate-limit-order-${String(k).padStart(6, '0')}`,
    lines,
    buyer: aBuyer(),
    shippingMethod: 'standard',
    paymentMethod: 'cash-on-delivery',
    expectedTotal: priced.json.totals.total,
  });
};
