import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';

/**
 * The payment providers' sandboxes, served by the command itself on a loopback port while it runs: a provider in
 * sandbox mode is reached over HTTP like its real host, and the command cannot count on the store's server running
 * (with PGlite it must not be: one process at a time opens the data directory). The sandboxes keep their payments
 * under the data directory, so the command sees the pushes and QR codes the store made.
 */
export const serveSandboxes = async () => {
  const app = express();
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    /** The origin the store's configuration reaches its sandboxes at (its `selfUrl`). */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mount: (sandboxes: readonly { readonly path: string; readonly router: Router }[]) => {
      for (const { path, router } of sandboxes) app.use(path, router);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
