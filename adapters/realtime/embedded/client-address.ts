import type { IncomingMessage } from 'node:http';
import { addressKey } from '../../../core/shared/address-key';

/** The key a WebSocket upgrade counts against in per-address limits: the client's address as Express reads `req.ip`
 * with `trust proxy` set to `trustProxy` hops (the address `trustProxy` places from the right of the socket's peer and
 * X-Forwarded-For; without trusted proxies the header is the client's own claim and is ignored), IPv6 grouped by /64. */
export const clientAddressKey = (req: IncomingMessage, trustProxy: number): string => {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy === 0) return addressKey(peer);
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .reverse();
  const chain = [peer, ...forwarded];
  return addressKey(chain[Math.min(trustProxy, chain.length - 1)]);
};
