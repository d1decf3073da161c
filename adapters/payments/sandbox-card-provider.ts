import { NO_ORIGINS, type PaymentProvider } from './provider';
import { sandboxCardGateway } from './sandbox-card-gateway';

/** The store's own test card: a sandbox of its own, offered outside production only, and only where no provider
 * listed before it takes cards (ePayco's `card` switched off by PAYMENT_METHODS, say), so a store offers one card method
 * at most. */
export const sandboxCard: PaymentProvider<{ readonly on: boolean }> = {
  id: 'sandbox-card',
  name: 'Tarjeta de prueba',
  variables: {},
  settings: (_env, production) => ({ on: !production }),
  build: ({ on }, _deps, before) =>
    on && !before.some((g) => g.method === 'card') ? { gateways: [sandboxCardGateway()] } : null,
  // It answers in process: no sandbox to mount, nothing in the browser.
  sandboxApis: [],
  origins: NO_ORIGINS,
};
