import { readFileSync } from 'node:fs';
import sharp from 'sharp';

/** The brand's colours, as DESIGN.md fixes them: the red of buttons and badges, the white the pages sit on. */
const THEME = '#D41D38';
const BACKGROUND = '#ffffff';

/**
 * The web app manifest: what a phone needs to install the store as an app. It opens at the home page (its canonical
 * address, so launches from the icon and visits share one URL), full screen without the browser's bar, in Spanish.
 */
export const appManifest = {
  id: '/',
  name: 'Fornido — Suplementos nutricionales',
  short_name: 'Fornido',
  description: 'Suplementos deportivos originales con envío a toda Colombia.',
  lang: 'es-CO',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: BACKGROUND,
  theme_color: THEME,
  categories: ['shopping', 'health', 'sports'],
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
} as const;

const favicon = readFileSync(new URL('../web/public/favicon.svg', import.meta.url));

// The logo's "F" on a full square of red, centred: launchers cut maskable icons to a circle or a rounded square, so
// the mark stays inside the central 80 % (the "F" reaches 31 % of the size from the centre, under the 40 % limit), and
// iOS rounds the corners of its touch icon itself (a transparent corner would turn black there).
const fullBleed = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" fill="${THEME}"/><path d="M10 8h12v4h-8v3h7v4h-7v5h-4z" fill="#fff"/></svg>`,
);

/** The PNG icons the manifest and the pages' head name, each drawn from the SVG logo once per process. */
export const APP_ICONS: ReadonlyMap<string, { readonly svg: Buffer; readonly size: number }> = new Map([
  ['/icon-192.png', { svg: favicon, size: 192 }],
  ['/icon-512.png', { svg: favicon, size: 512 }],
  ['/icon-maskable-512.png', { svg: fullBleed, size: 512 }],
  ['/apple-touch-icon.png', { svg: fullBleed, size: 180 }],
]);

const drawn = new Map<string, Promise<Buffer>>();

/** The PNG of one of APP_ICONS, rendered by sharp at its size (the SVG's density raised so edges stay sharp). */
export const iconPng = (path: string): Promise<Buffer> | null => {
  const icon = APP_ICONS.get(path);
  if (!icon) return null;
  if (!drawn.has(path))
    drawn.set(
      path,
      sharp(icon.svg, { density: 72 * (icon.size / 32) })
        .resize(icon.size, icon.size)
        .png()
        .toBuffer(),
    );
  return drawn.get(path)!;
};
