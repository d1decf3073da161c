import type { ServiceIdentifier } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { T, type AppContainer } from '../../adapters/container';
import { createContainer } from '../../adapters/container-root';
import type { PasswordHasher } from '../../core/customers/ports';
import { openCataloguePglite, type TestDatabase } from '../support/databases';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const config = () => ({
  ...loadConfig({ PUBLIC_URL: 'https://fornido.co', DATA_DIR: 'memory://' }),
  logLevel: 'silent' as const,
});

// Each capability's use cases, as the edges (server/, cli/) read them from one token.
const capabilities: Record<string, ServiceIdentifier<object>> = {
  catalog: T.catalog,
  accounts: T.accounts,
  cart: T.cart,
  checkout: T.checkout,
  paymentUpkeep: T.paymentUpkeep,
  orders: T.orders,
  events: T.events,
  stockAlerts: T.stockAlerts,
  leads: T.leads,
  vitals: T.vitals,
  loyalty: T.loyalty,
  realtime: T.realtime,
};

let database: TestDatabase;
let c: AppContainer;
beforeAll(async () => {
  database = await openCataloguePglite();
  c = createContainer(config(), database, silent);
});
afterAll(() => database.drop());

describe('the composition root', () => {
  it.each(Object.entries(capabilities))('hands out %s as one object of use cases, built once', (_, token) => {
    const group = c.get(token);
    expect(Object.keys(group).length).toBeGreaterThan(0);
    for (const [name, useCase] of Object.entries(group)) expect(typeof useCase, name).toBe('function');
    // The same object every time: every router, timer and command of one app shares the use cases and their state.
    expect(c.get(token)).toBe(group);
  });

  it('builds the account use cases with the password hasher bound when they are first asked for', async () => {
    const fresh = createContainer(config(), database, silent);
    const hashed: string[] = [];
    const recording: PasswordHasher = {
      hash: (password) => (hashed.push(password), Promise.resolve(`plain$${password}`)),
      verify: () => Promise.resolve(false),
    };
    // As tests/support/test-server.ts does: rebound after the container is made, before any request.
    fresh.rebind(T.passwordHasher).toConstantValue(recording);
    const answer = await fresh.get(T.accounts).signUp({
      name: 'Camila Restrepo',
      email: 'camila@example.co',
      password: 'Tr3s-Caf3s-en-Salento!',
      privacyConsent: true,
      marketingConsent: false,
      ip: '203.0.113.7',
    });
    expect(answer).toMatchObject({ ok: true });
    expect(hashed).toEqual(['Tr3s-Caf3s-en-Salento!']);
  });
});
