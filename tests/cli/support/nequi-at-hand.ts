import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { nequiSandbox, NEQUI_SANDBOX_CREDENTIALS } from '../../../adapters/nequi/sandbox';

/** Nequi's sandbox served by the test process on a loopback port, and the variables that point a store (or a `fornido`
 * run) at it, as a merchant's credentials would point it at Nequi. */
export const serveNequiSandbox = async () => {
  const sandbox = nequiSandbox();
  // A new connection per request: the CLI's runs share this process's fetch pool, and a kept-alive socket the server
  // is closing (after its 5 s idle timeout) fails the POST it is reused for on a busy machine.
  const app = express()
    .use((_req, res, next) => {
      res.set('Connection', 'close');
      next();
    })
    .use('/sandbox/nequi', sandbox.router);
  const server = await new Promise<Server>((ready) => {
    const s = app.listen(0, '127.0.0.1', () => ready(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/nequi`;
  const env: Record<string, string> = {
    NEQUI_CLIENT_ID: NEQUI_SANDBOX_CREDENTIALS.clientId,
    NEQUI_CLIENT_SECRET: NEQUI_SANDBOX_CREDENTIALS.clientSecret,
    NEQUI_API_KEY: NEQUI_SANDBOX_CREDENTIALS.apiKey,
    NEQUI_MERCHANT_CODE: NEQUI_SANDBOX_CREDENTIALS.merchantCode,
    NEQUI_AUTH_URL: `${base}/oauth2/token`,
    NEQUI_API_URL: `${base}/api`,
  };
  return { sandbox, env, close: () => new Promise<void>((done) => server.close(() => done())) };
};
