import { once } from 'node:events';
import type { Server } from 'node:http';
import { createRequire, Module } from 'node:module';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  EPAYCO_SANDBOX_CREDENTIALS,
  EPAYCO_SANDBOX_PATH,
  epaycoSandbox,
  type EpaycoSandboxOptions,
  PSE_SANDBOX_PATH,
} from '../../../../adapters/epayco/sandbox';

const listen = async (app: express.Express) => {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const close = async (server: Server) => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};

/** One confirmation the merchant's receiver got. */
export type Received = { method: string; query: Record<string, string>; body: Record<string, string> };

/** The sandbox mounted as the store mounts it, and a merchant receiving confirmations, both on loopback. */
export const startSandbox = async (options: Omit<EpaycoSandboxOptions, 'retryDelaysMs'> = {}) => {
  const sandbox = epaycoSandbox({ retryDelaysMs: [20, 40, 80], ...options });
  const app = express();
  app.use(EPAYCO_SANDBOX_PATH, sandbox.routers.epayco);
  app.use(PSE_SANDBOX_PATH, sandbox.routers.pse);
  const received: Received[] = [];
  let failures = 0;
  const merchant = express();
  merchant.all('/confirmacion', express.urlencoded({ extended: false }), (req, res) => {
    received.push({
      method: req.method,
      query: Object.fromEntries(new URL(req.originalUrl, 'http://x').searchParams),
      body: { ...((req.body ?? {}) as Record<string, string>) },
    });
    if (failures > 0) {
      failures--;
      return void res.status(500).send('caído');
    }
    res.send('ok');
  });
  const s = await listen(app);
  const m = await listen(merchant);
  return {
    sandbox,
    origin: s.origin,
    merchant: m.origin,
    received,
    /** The receiver answers 500 to the next `n` confirmations. */
    failNext: (n: number) => void (failures = n),
    close: async () => {
      await sandbox.control.idle();
      await close(s.server);
      await close(m.server);
    },
  };
};

/** The official SDK's client, as much of it as the tests call. */
type Call = (...args: unknown[]) => Promise<Record<string, unknown> & { data?: unknown }>;
export type OfficialSdk = Record<
  'token' | 'customers' | 'plans' | 'subscriptions' | 'bank' | 'cash' | 'charge' | 'safetypay',
  Record<string, Call>
>;
type SdkConstructor = new (options: { apiKey: string; privateKey: string; lang: string; test: boolean }) => OfficialSdk;

const require = createRequire(import.meta.url);

/**
 * The official `epayco-sdk-node`, loaded afresh with its base URLs pointed at the sandbox at `origin` (it reads
 * them from the environment once, when loaded). Its `api.ipify.org` lookup (made for calls without `ip`, such as
 * every GET) is answered locally by a wrapper around its `node-fetch`, so no test leaves the machine.
 */
export const officialSdk = (origin: string, keys: { apiKey?: string; privateKey?: string } = {}): OfficialSdk => {
  process.env.BASE_URL_SDK = `${origin}${EPAYCO_SANDBOX_PATH}/api`;
  process.env.SECURE_URL_SDK = `${origin}${EPAYCO_SANDBOX_PATH}/secure`;
  process.env.BASE_URL_APIFY = `${origin}${EPAYCO_SANDBOX_PATH}/apify`;
  process.env.ENTORNO_SDK = '/restpagos';
  const main = require.resolve('epayco-sdk-node');
  const sdkRoot = main.replace(/lib[\\/]index\.js$/, '');
  for (const key of Object.keys(require.cache)) if (key.startsWith(sdkRoot)) delete require.cache[key];
  const fetchPath = createRequire(main).resolve('node-fetch');
  const realFetch = createRequire(main)('node-fetch') as (url: unknown, init?: unknown) => Promise<unknown>;
  const previous = require.cache[fetchPath];
  const shim = new Module(fetchPath);
  shim.filename = fetchPath;
  shim.loaded = true;
  shim.exports = (url: unknown, init?: unknown) =>
    String(url).startsWith('https://api.ipify.org')
      ? Promise.resolve({ json: async () => ({ ip: '127.0.0.1' }) })
      : realFetch(url, init);
  require.cache[fetchPath] = shim;
  try {
    const Epayco = require(main) as SdkConstructor;
    return new Epayco({
      apiKey: keys.apiKey ?? EPAYCO_SANDBOX_CREDENTIALS.publicKey,
      privateKey: keys.privateKey ?? EPAYCO_SANDBOX_CREDENTIALS.privateKey,
      lang: 'ES',
      test: true,
    });
  } finally {
    if (previous) require.cache[fetchPath] = previous;
    else delete require.cache[fetchPath];
  }
};

/** A buyer as the SDK's examples send one. */
export const buyer = {
  doc_type: 'CC',
  doc_number: '1035851980',
  name: 'Juana',
  last_name: 'Pérez',
  email: 'juana@example.com',
  cell_phone: '3001234567',
  country: 'CO',
  city: 'Medellín',
  address: 'Calle 10 # 43-12',
  ip: '190.0.2.10',
};
