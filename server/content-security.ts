/**
 * The browser-side rules every answer carries: what a page may load, run, frame, post to and use.
 * The places to widen them are a payment provider's own `origins` (its module in adapters/<provider>/provider.ts,
 * merged here for the configured providers), and for the frames of the store's own embeds (the guide's video, the
 * stores' maps) web/lib/embeds.ts; nothing else in the store should add an origin.
 */

import type { ProviderOrigins } from '../adapters/container';
import { MAPS_ORIGIN, VIDEO_ORIGIN } from '../contract/embeds';

const NONE: ProviderOrigins = { script: [], connect: [], frame: [], form: [], payment: [] };

/** A configured card tokenizer: its script (a full address, or a path of ours) and the origins it sends cards to. */
export type TokenizerSources = { readonly script: string; readonly connect: readonly string[] };

/** What a configured tokenizer opens: exactly its script's address (nothing for a script of our own) and its hosts. */
export const tokenizerOrigins = (t: TokenizerSources): ProviderOrigins => ({
  ...NONE,
  script: /^https:\/\//.test(t.script) ? [t.script] : [],
  connect: t.connect,
});

export type PolicyOptions = {
  /** Origin pictures come from besides the store (`IMAGE_CDN_URL`); null without a CDN. */
  readonly imageCdnUrl: string | null;
  /** The configured payment providers' origins (none by default). */
  readonly providers?: readonly ProviderOrigins[];
  /** The card tokenizers of the configured gateways (ePayco.js when ePayco runs live), added to the providers. */
  readonly tokenizers?: readonly TokenizerSources[];
  /** Google Tag Manager is configured (GTM_ID): its script, and the tags and measurement it sends, are allowed. */
  readonly tagManager?: boolean;
  /** A maps key is configured (MAPS_API_KEY): /tiendas/ may frame the maps service. */
  readonly maps?: boolean;
  /** Hosted Pusher's cluster (PUSHER_CLUSTER): the order pages' live updates open its sockets; null or absent, the
   * store's own endpoint on its own origin serves them ('self'). */
  readonly pusherCluster?: string | null;
  /**
   * Vite's dev server in middleware mode injects an inline module script (the React refresh preamble) and opens an
   * HMR websocket; only that mode, never the built store, may allow them. `npm run dev` does not serve through Vite
   * yet, so nothing passes this today.
   */
  readonly viteDev?: boolean;
};

/**
 * What Google Tag Manager needs with GA4 tags (developers.google.com/tag-platform/security/guides/csp): its script from
 * exactly www.googletagmanager.com (loaded by web/lib/analytics/tag-manager.ts, never inline), and the pixels and
 * requests its tags send to Google Analytics. Tags of custom HTML would need inline scripts: the policy refuses them.
 */
export const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

/** Where pusher-js connects for a hosted cluster: its WebSocket host and its HTTP fallback (xhr streaming and
 * polling). */
export const pusherOrigins = (cluster: string): readonly string[] => [
  `wss://ws-${cluster}.pusher.com`,
  `https://sockjs-${cluster}.pusher.com`,
];
/** pusher-js sends its statistics (every 60 s) as a JSONP script from this host: allowed only with hosted Pusher, and
 * only the order, confirmation, account and ranking pages ever load pusher-js. */
export const PUSHER_STATS_ORIGIN = 'https://stats.pusher.com';

const all = (providers: readonly ProviderOrigins[], kind: keyof ProviderOrigins) => [
  ...new Set(providers.flatMap((p) => p[kind])),
];
const directive = (name: string, sources: readonly string[]) => [name, ...sources].join(' ');

/** The Content-Security-Policy header's value, computed once at start (the hot path only sets a string). */
export const contentSecurityPolicy = (options: PolicyOptions): string => {
  const providers = [...(options.providers ?? []), ...(options.tokenizers ?? []).map(tokenizerOrigins)];
  const cdn = options.imageCdnUrl ? [new URL(options.imageCdnUrl).origin] : [];
  const dev = options.viteDev === true;
  const tags = options.tagManager === true;
  return [
    directive('default-src', ["'self'"]),
    // Only our own built files run: the JSON in <script type="application/json"> and ld+json is data, never run.
    directive('script-src', [
      "'self'",
      ...all(providers, 'script'),
      ...(tags ? TAG_MANAGER.script : []),
      ...(options.pusherCluster ? [PUSHER_STATS_ORIGIN] : []),
      ...(dev ? ["'unsafe-inline'"] : []),
    ]),
    // React renders `style` attributes into the HTML (the free-shipping progress bar), the last-resort error page and
    // the sandbox mailbox use inline styles, and a mail shown in the mailbox's srcdoc frame inherits this policy
    // with its inline styles. Styles cannot run code; scripts stay strict.
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    // data: for a picture given as a data URL (web/lib/images.ts passes those through); the CDN when one is set.
    directive('img-src', ["'self'", 'data:', ...cdn, ...(tags ? TAG_MANAGER.img : [])]),
    directive('font-src', ["'self'"]),
    directive('connect-src', [
      "'self'",
      ...all(providers, 'connect'),
      ...(tags ? TAG_MANAGER.connect : []),
      ...(options.pusherCluster ? pusherOrigins(options.pusherCluster) : []),
      ...(dev ? ['ws:', 'wss:'] : []),
    ]),
    // The guide's video, framed only after the shopper presses play; the stores' maps only with a maps key.
    directive('frame-src', [
      "'self'",
      ...all(providers, 'frame'),
      VIDEO_ORIGIN,
      ...(options.maps === true ? [MAPS_ORIGIN] : []),
    ]),
    directive('form-action', ["'self'", ...all(providers, 'form')]),
    // The service worker (/sw.js) and the web app manifest are the store's own files, and only those.
    directive('worker-src', ["'self'"]),
    directive('manifest-src', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
};

// Features the store never uses are off for our pages and every frame in them; `interest-cohort` (FLoC) and
// `browsing-topics` keep shoppers out of the browser's ad-interest cohorts. Chromium 156 knows every name here (an
// unknown one is ignored with a DevTools warning): the e2e security-policy spec checks each is off there.
export const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * The Permissions-Policy header's value. `payment` stays allowed for our own pages (a wallet button of our own may
 * use the Payment Request API) and for the frames of providers listed with `payment` origins; every other frame is
 * refused it. The clipboard stays allowed: the referral section copies the shopper's link.
 */
export const permissionsPolicy = (providers: readonly ProviderOrigins[] = []): string =>
  [
    ...FEATURES_OFF.map((feature) => `${feature}=()`),
    `payment=(${['self', ...all(providers, 'payment').map((o) => `"${o}"`)].join(' ')})`,
  ].join(', ');
