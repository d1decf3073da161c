import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { isAllowedSize } from '../../adapters/images/resize';
import type { ProductSummary } from '../../core/catalog/ports';
import { pesos } from '../../core/shared/money';
import { ProductGrid } from '../../web/components/product-card';
import { CARD_WIDTHS, GALLERY_WIDTHS, ProductImage } from '../../web/components/product-image';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl } from '../../web/lib/images';
import { SettingsProvider } from '../../web/lib/settings-context';
import { publicSettings } from './support/public-settings';

const LOCAL = { imageCdnUrl: null };
const CDN = { imageCdnUrl: 'https://img.fornido.co/' };
const url = '/img/productos/creatina-pura-principal.svg';
const image = { url, alt: 'Creatina Pura de Marca Ñandú', width: 800, height: 800 };

describe('imageUrl and imageSrcSet', () => {
  it('ask this server for a width (and height) of a stored picture', () => {
    expect(imageUrl(url, 400, LOCAL)).toBe(`${url}?w=400`);
    expect(imageUrl(url, 640, LOCAL, 320)).toBe(`${url}?w=640&h=320`);
    expect(imageSrcSet(url, [160, 320], LOCAL)).toBe(`${url}?w=160 160w, ${url}?w=320 320w`);
  });

  it('go through the CDN with the same path and parameters when one is set', () => {
    expect(imageUrl(url, 400, CDN)).toBe(`https://img.fornido.co${url}?w=400`);
    expect(imageSrcSet(url, [160, 320], CDN)).toBe(
      `https://img.fornido.co${url}?w=160 160w, https://img.fornido.co${url}?w=320 320w`,
    );
  });

  it('leave pictures that are not ours alone', () => {
    expect(imageUrl('https://otro.example/a.png', 400, CDN)).toBe('https://otro.example/a.png');
    expect(imageSrcSet('data:image/png;base64,AAAA', [160], LOCAL)).toBeUndefined();
  });

  it('only ask for widths the server makes', () => {
    expect([...IMAGE_WIDTHS, ...CARD_WIDTHS, ...GALLERY_WIDTHS].every(isAllowedSize)).toBe(true);
  });
});

const attrs = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? [];

describe('ProductImage on the server', () => {
  it('renders a lazy picture with srcset, sizes, its size and a real src', () => {
    const html = renderToString(<ProductImage image={image} sizes="50vw" />);
    const [img] = attrs(html, 'img');
    expect(img).toContain(`src="${url}?w=400"`);
    expect(img).toContain(`srcSet="${url}?w=160 160w, ${url}?w=240 240w`);
    expect(img).toContain('sizes="50vw"');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="800"');
    expect(img).toContain('alt="Creatina Pura de Marca Ñandú"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toMatch(/fetchpriority/i);
    expect(attrs(html, 'link')).toEqual([]);
  });

  it('renders a priority picture eager and high priority, and preloads it', () => {
    const html = renderToString(
      <ProductImage image={image} sizes="(min-width: 768px) 50vw, 100vw" widths={GALLERY_WIDTHS} priority />,
    );
    const [img] = attrs(html, 'img');
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchPriority="high"/i);
    const links = attrs(html, 'link');
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('rel="preload"');
    expect(links[0]).toContain('as="image"');
    expect(links[0]).toMatch(new RegExp(`imageSrcSet="${url.replace(/[.?]/g, '\\$&')}\\?w=320 320w`, 'i'));
    expect(links[0]).toMatch(/imageSizes="\(min-width: 768px\) 50vw, 100vw"/i);
  });

  it('takes the CDN from the page settings, or from a prop', () => {
    const fromContext = renderToString(
      <SettingsProvider value={publicSettings(CDN)}>
        <ProductImage image={image} sizes="50vw" />
      </SettingsProvider>,
    );
    expect(attrs(fromContext, 'img')[0]).toContain(`src="https://img.fornido.co${url}?w=400"`);
    expect(attrs(renderToString(<ProductImage image={image} sizes="50vw" settings={CDN} />), 'img')[0]).toContain(
      'https://img.fornido.co',
    );
  });

  it('renders the same HTML every time, so hydration finds what the server sent', () => {
    const render = () => renderToString(<ProductImage image={image} sizes="50vw" />);
    expect(render()).toBe(render());
  });
});

const card = (n: number): ProductSummary => ({
  slug: `p-${n}`,
  name: `Producto ${n}`,
  brand: 'Marca',
  category: 'proteinas',
  summary: '',
  price: pesos(100_000),
  compareAt: null,
  inStock: true,
  sizes: 1,
  flavours: 1,
  image: { url: `/img/productos/p-${n}-principal.svg`, alt: `Producto ${n}`, width: 800, height: 800 },
});

describe('ProductGrid pictures', () => {
  const grid = (priorityCount?: number) =>
    attrs(
      renderToString(
        <Router ssrPath="/">
          <ProductGrid products={[1, 2, 3, 4].map(card)} priorityCount={priorityCount} />
        </Router>,
      ),
      'img',
    );

  it('loads the first two cards first and the others lazily, with sizes for the 2/3/4-column grid', () => {
    const imgs = grid();
    expect(imgs.map((i) => /loading="(\w+)"/.exec(i)?.[1])).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(imgs.filter((i) => /fetchPriority="high"/i.test(i))).toHaveLength(2);
    expect(imgs[3]).toContain(
      'sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"',
    );
  });

  it('gives no priority to a grid lower down the page', () => {
    expect(grid(0).every((i) => i.includes('loading="lazy"'))).toBe(true);
  });
});

describe('lazy loading policy', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('remembers the last 200 loaded pictures', async () => {
    const lazy = await import('../../web/lib/lazy-images');
    for (let i = 0; i <= 200; i++) lazy.rememberLoaded(`/a-${i}`);
    expect(lazy.wasLoaded('/a-0')).toBe(false);
    expect(lazy.wasLoaded('/a-1')).toBe(true);
    lazy.rememberLoaded('/a-201');
    expect(lazy.wasLoaded('/a-1')).toBe(true);
    expect(lazy.wasLoaded('/a-2')).toBe(false);
  });

  it('starts pictures within 1.3 viewports, in batches at most every 200 ms', async () => {
    vi.useFakeTimers();
    let callback: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const options: IntersectionObserverInit[] = [];
    const unobserved: unknown[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof callback, init: IntersectionObserverInit) {
          callback = cb;
          options.push(init);
        }
        observe() {}
        unobserve(el: unknown) {
          unobserved.push(el);
        }
      },
    );
    const lazy = await import('../../web/lib/lazy-images');
    const [a, b, c] = [{}, {}, {}] as Element[];
    const started: string[] = [];
    lazy.whenNearViewport(a, () => started.push('a'));
    lazy.whenNearViewport(b, () => started.push('b'));
    const cancel = lazy.whenNearViewport(c, () => started.push('c'));
    expect(options).toEqual([{ rootMargin: '30% 0px 30% 0px' }]);

    callback([
      { target: a, isIntersecting: true },
      { target: b, isIntersecting: false },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a']);
    callback([{ target: b, isIntersecting: true }]);
    await vi.advanceTimersByTimeAsync(199);
    expect(started).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a', 'b']);
    cancel();
    callback([{ target: c, isIntersecting: true }]);
    await vi.advanceTimersByTimeAsync(400);
    expect(started).toEqual(['a', 'b']);
    expect(unobserved).toContain(c);
  });

  it('starts at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const lazy = await import('../../web/lib/lazy-images');
    const started: string[] = [];
    lazy.whenNearViewport({} as Element, () => started.push('x'));
    expect(started).toEqual(['x']);
  });
});
