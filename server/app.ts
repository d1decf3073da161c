import compression from 'compression';
import express, { type Express } from 'express';
import { join } from 'node:path';
import { T, type AppContainer, type ImageOptions } from '../adapters/container';
import { accountEdge } from './api/v1/account-edge';
import { CHECKOUT_POSTS, noStore } from './api/v1/checkout';
import { csrfGuard } from './csrf';
import { adminApi } from './admin/admin-api';
import { consolePages, type ConsoleAssets } from './admin/console-pages';
import { mailboxRouter } from './sandbox/mailbox';
import { clockRouter } from './sandbox/clock';
import { mountSandboxes } from './sandbox/sandboxes';
import { sessions } from './session';
import { referralStep } from './referral';
import { leadFormPosts } from './api/v1/leads';
import { returnFormPosts } from './api/v1/returns';
import { vitalsRouter } from './api/v1/vitals';
import { broadcastingFormBody } from './api/v1/broadcasting';
import { apiErrors, HttpError } from './errors';
import { healthChecks, readiness, type Readiness } from './health';
import { canonicalPages, securityHeaders } from './http-hygiene';
import { SHOPPER_INVOICE_PATH, shopperInvoiceFile } from './invoice-files';
import { refuseNulInBody, refuseNulInUrl } from './nul-guard';
import { movedPages } from './moved-pages';
import { speculationRulesFile } from './speculation-rules';
import { siteFiles } from './site-files';
import { pwaFiles } from './pwa';
import { webhooksRouter } from './webhooks';
import { precompressedAssets } from './precompressed';
import { productImageHandler } from './product-images';
import { socialImageHandler } from './social-images';
import { NO_ASSETS } from './ssr/assets';
import type { Assets } from './ssr/document';
import { pageErrors, pageRenderer } from './ssr/render-page';
import { pageCache } from './ssr/page-cache';
import { endpoints } from '../contract/endpoints';
import { endpointInputs } from '../contract/inputs/endpoint-inputs';
import { pageEndpoints } from '../contract/page-endpoints';
import { storeApi } from '../contract/store-api';
import { endpointRoutes, inProcessApi } from './api/endpoints';
import { apiHandlers } from './api/handlers';

export type AppOptions = {
  /** The built client (Vite's output) to serve and link from pages; absent in HTTP tests. */
  readonly client?: { readonly dir: string; readonly assets: Assets };
  /** The operators' console's build (dist/admin); without it its page has no script. */
  readonly console?: ConsoleAssets | null;
  /** Where resized and social images are cached (default `${DATA_DIR}/cache/img`) and how many are drawn at once. */
  readonly images?: ImageOptions;
  /** Whether the process is stopping (server/shutdown.ts), for /readyz; by default it never is. */
  readonly readiness?: Readiness;
};

/** The whole HTTP surface of the store: API, pictures, built assets, and every page rendered on the server. */
export const createApp = (container: AppContainer, options: AppOptions = {}): Express => {
  const config = container.get(T.config);
  const logger = container.get(T.logger);
  const handlers = apiHandlers(container);
  const app = express();
  app.disable('x-powered-by');
  // Behind N load balancers the shopper's IP (per-IP rate limits) is the Nth address from the right.
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // Probes first: no session, cookie, CSRF check, compression or page cache for them.
  const database = container.get(T.database);
  app.use(healthChecks(() => database.ping(), options.readiness ?? readiness()));
  const tokenizers = container
    .get(T.payments)
    .gateways.flatMap((g) => (g.kind === 'card' && g.tokenizer ? [g.tokenizer] : []));
  app.use(
    securityHeaders(config, {
      providers: container.get(T.providerWeb).origins,
      tokenizers,
      tagManager: config.gtmId !== null,
      pusherCluster: config.realtime.kind === 'hosted' ? config.realtime.cluster : null,
    }),
  );
  app.use(refuseNulInUrl);
  // The embedded realtime endpoint's trigger API (hosted Pusher's twin), before sessions and body parsers: it is
  // signed with the app's secret, and reads its own raw body.
  const embedded = container.get(T.embeddedRealtime);
  if (embedded) app.use(embedded.rest);
  // Pages, JSON and scripts shrink 70–80 % with gzip: it matters on Colombian mobile data.
  app.use(compression({ threshold: 1024 }));
  app.use(sessions(container));
  app.use(referralStep(container));

  const v1 = express.Router();
  // Providers' notifications come as raw text (their signatures cover the exact bytes), before the JSON parser.
  v1.use('/webhooks', webhooksRouter(container));
  // Browsers' measurements come as text/plain (a beacon), capped at a few KiB: read by their own parser.
  v1.use(vitalsRouter(container));
  v1.use(express.json({ limit: '100kb' }), refuseNulInBody);
  v1.use(csrfGuard(config.publicUrl));
  v1.use(accountEdge());
  v1.use(leadFormPosts(container), broadcastingFormBody(), returnFormPosts(container));
  v1.post(CHECKOUT_POSTS, noStore);
  v1.use(endpointRoutes(endpoints, endpointInputs, handlers));
  v1.use(() => {
    throw new HttpError('not-found', 'Esa dirección de la API no existe.');
  });
  v1.use(apiErrors(logger));
  app.use('/api/v1', v1);
  // One disk cache and one bounded set of image workers for the product pictures, the social cards and the pictures
  // the console uploads (drawn ahead at every size).
  const pictures = container.get(T.pictures)(options.images);
  app.use('/api/admin/v1', adminApi(container, pictures.sizes));

  app.use(speculationRulesFile());
  app.use(siteFiles({ origin: config.publicUrl, siteMap: container.get(T.catalog).siteMap }));
  // The installable app: manifest, icons, offline page and, once built, the service worker (before the static files).
  app.use(pwaFiles(options.client?.dir));
  app.get('/img/productos/:file', productImageHandler(pictures));
  app.get('/img/og/:kind/:file', socialImageHandler(pictures));
  app.get(SHOPPER_INVOICE_PATH, shopperInvoiceFile(container));
  if (options.client) {
    const { dir } = options.client;
    app.use(
      '/assets',
      precompressedAssets(join(dir, 'assets')),
      express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
    app.use(express.static(dir, { index: false, maxAge: '1d' }));
  }
  app.use(consolePages(options.console ?? null));
  app.use(movedPages, canonicalPages(container.get(T.providerWeb).sandboxApis));
  // The mailbox shows the outbox only while mail stays there (no SMTP server configured).
  // The payment providers' simulators run for the providers in sandbox mode (adapters/payment-providers.ts).
  // The store's clock moves forward only outside production (adapters/sandbox-clock.ts).
  const sandboxClock = container.get(T.sandboxClock);
  mountSandboxes(app, config, [
    ...(config.smtpUrl
      ? []
      : [{ path: '/sandbox/correo' as const, router: mailboxRouter(container.get(T.mailOutbox)) }]),
    ...container.get(T.providerSandboxes),
    ...[container.get(T.invoicingSandbox)].filter((sandbox) => sandbox !== null),
    ...(sandboxClock ? [{ path: '/sandbox/reloj' as const, router: clockRouter(sandboxClock) }] : []),
  ]);
  app.get(
    '/{*splat}',
    pageRenderer({
      apiFor: (customerId) =>
        storeApi(inProcessApi(pageEndpoints, endpointInputs, handlers, customerId), () => customerId !== null),
      assets: options.client?.assets ?? NO_ASSETS,
      publicUrl: config.publicUrl,
      logger,
      cache: { pages: pageCache(), version: container.get(T.catalogueVersion) },
      settings: {
        imageCdnUrl: config.imageCdnUrl,
        freeShippingThreshold: config.policy.freeShippingThreshold,
        maxUnitsPerLine: config.policy.maxUnitsPerLine,
        standardDeliveryDays: config.policy.deliveryDays.standard,
        paymentMethods: container.get(T.payments).methods,
        ...(config.gtmId ? { gtmId: config.gtmId } : {}),
        company: config.company,
        stores: config.stores,
        mapsApiKey: config.mapsApiKey,
        realtime: {
          key: config.realtime.key,
          cluster: config.realtime.cluster,
          embedded: config.realtime.kind === 'embedded',
        },
      },
    }),
  );
  app.use((_req, res) => {
    res.status(405).type('text').send('Método no permitido.');
  });
  app.use(pageErrors(logger));
  return app;
};
