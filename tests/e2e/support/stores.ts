/** The second store the e2e run starts (playwright.config.ts): configured as `npm start` is by default, its cards taken
 * by MercadoPago Checkout Pro, with a maps key added (the stores' maps on /tiendas/). A spec that pays there says `test.use({ baseURL: MERCADOPAGO_STORE })`. */
export const MERCADOPAGO_STORE = `http://127.0.0.1:${process.env.FORNIDO_E2E_MERCADOPAGO_PORT}`;

/** The third store (playwright.config.ts), configured as `npm start` is by default: the returns journey's alone, since it
 * moves the store's test clock days forward. */
export const RETURNS_STORE = `http://127.0.0.1:${process.env.FORNIDO_E2E_RETURNS_PORT}`;
