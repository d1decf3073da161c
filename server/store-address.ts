import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../adapters/container';

const WILDCARDS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '']);

/** Where a process on this machine reaches a server listening at `address`: loopback for a wildcard address. */
const localUrl = ({ address, port }: AddressInfo): string => {
  const host = WILDCARDS.has(address) ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${port}`;
};

/** Tells the embedded data dir's lock where the listening `server` answers (PostgreSQL has no lock: nothing to tell), so
 * a `fornido` command run beside the store acts through its operators' API instead of refusing the data dir. */
export const announceAddress = (server: Server, database: Database): void => {
  const address = server.address();
  if (address && typeof address === 'object') database.announce?.(localUrl(address));
};
