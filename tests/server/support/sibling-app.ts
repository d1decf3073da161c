import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { T } from '../../../adapters/container';
import { createContainer } from '../../../adapters/container-root';
import type { Config } from '../../../adapters/config';
import { createApp } from '../../../server/app';
import type { TestServer } from '../../support/test-server';

export type SiblingApp = {
  readonly url: string;
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

/**
 * A second store over the test server's database, clock and image cache, with some configuration changed
 * (`trustProxy`, `imageCdnUrl`): settings read when the app is built, without paying for another database.
 * Close it before the test server.
 */
export const startSibling = async (base: TestServer, changes: Partial<Config>): Promise<SiblingApp> => {
  const config: Config = { ...base.container.get(T.config), ...changes };
  const container = createContainer(config, base.container.get(T.database), base.container.get(T.logger), {
    clock: base.container.get(T.clock),
  });
  const server: Server = await new Promise((resolve) => {
    const s = createApp(container, { images: { cacheDir: base.imageCache } }).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get: (path, init) => fetch(url + path, { redirect: 'manual', ...init }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
