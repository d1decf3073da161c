import { nequiGateway } from '../../../adapters/nequi/wallet-gateway';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from '../../../core/shared/ports';
import { nequiClient, type NequiClientDeps } from '../../../adapters/nequi/client';
import { nequiSandbox, nequiSandboxSettings, type NequiSandboxOptions } from '../../../adapters/nequi/sandbox';
import type { NequiSettings } from '../../../adapters/nequi/settings';

/** A clock tests move by hand. */
export const testClock = (start = '2026-01-17T21:12:54.123Z') => {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
};
export type TestClock = ReturnType<typeof testClock>;

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

/** The sandbox mounted as the store mounts it, on loopback, with a client pointed at it. */
export const startSandbox = async (
  options: {
    sandbox?: Omit<NequiSandboxOptions, 'clock'>;
    timeoutMs?: number;
    settings?: Partial<NequiSettings>;
    client?: Partial<NequiClientDeps>;
  } = {},
) => {
  const clock = testClock();
  const sandbox = nequiSandbox({ ...options.sandbox, clock });
  const app = express();
  app.use(sandbox.path, sandbox.router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = {
    ...nequiSandboxSettings(`${origin}${sandbox.path}`, { timeoutMs: options.timeoutMs ?? 2_000 }),
    ...options.settings,
  };
  const logger = recordingLogger();
  const client = nequiClient(settings, { clock, logger, ...options.client });
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const apiCalls = () => sandbox.requests().filter((r) => r.path.startsWith('/api/'));
  const tokenCalls = () => sandbox.requests().filter((r) => r.path === '/oauth2/token');
  return { sandbox, client, clock, logger, settings, origin, close, apiCalls, tokenCalls };
};
export type Harness = Awaited<ReturnType<typeof startSandbox>>;

/** The store's Nequi gateway over a harness's client: pushes and QR codes payable for 10 minutes. */
export const gatewayOf = (h: Harness) =>
  nequiGateway({ client: h.client, sandbox: true, paymentMinutes: 10, clock: h.clock, logger: h.logger });
