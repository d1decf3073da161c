import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a provider does to the store's calls: answers late (after `ms`, then normally), answers 500, or drops the
 * connection without a word. */
export type Fault =
  { readonly kind: 'slow'; readonly ms: number } | { readonly kind: 'error' } | { readonly kind: 'drop' };

/**
 * A fault-injecting HTTP proxy on loopback, between the store and the providers' sandboxes: the store is told its own
 * address is the proxy's (PORT), so its provider clients reach the sandboxes through it, and the sandboxes' webhooks
 * reach the store through it too. Calls under a faulted path prefix (`/sandbox/nequi/`…) meet the fault; the rest pass.
 * No store code knows it is there.
 */
export const startFaultProxy = async () => {
  let target = 0;
  const faults = new Map<string, Fault>();
  const sockets = new Set<Socket>();
  /** Calls the proxy holds back (a slow provider that has not answered yet), each sent on when its timer ends. */
  const holding = new Set<NodeJS.Timeout>();
  /** Sends the call on with its body as read; a caller that gave up meanwhile gets nothing back. */
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse) => {
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (res.destroyed) return void answer.resume();
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  };
  const bodyOf = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((req, res) => {
    const fault = [...faults].find(([prefix]) => req.url?.startsWith(prefix))?.[1];
    if (fault?.kind === 'drop') return void req.socket.destroy();
    void bodyOf(req).then(
      (body) => {
        if (!fault) return forward(req, body, res);
        if (fault.kind === 'error')
          return void res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>500 Internal Server Error</h1>');
        // The provider takes the call, late: it may still act on it after the store gave up waiting.
        const timer = setTimeout(() => {
          holding.delete(timer);
          forward(req, body, res);
        }, fault.ms).unref();
        holding.add(timer);
      },
      () => res.destroy(),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Where calls go: the store's own port, known once it listens. */
    to: (port: number) => void (target = port),
    /** Sets (or, with null, lifts) the fault for calls under `prefix`. */
    fault: (prefix: string, fault: Fault | null) => void (fault ? faults.set(prefix, fault) : faults.delete(prefix)),
    get held() {
      return holding.size;
    },
    close: async () => {
      // What it still holds is never sent on: its caller is gone with the store.
      for (const timer of holding) clearTimeout(timer);
      holding.clear();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
