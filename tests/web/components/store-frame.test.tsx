import { defaultCompany } from '../../../core/company/company';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { ProductSummary } from '../../../core/catalog/ports';
import { pesos } from '../../../core/shared/money';
import { Footer } from '../../../web/components/footer';
import { HeroShowcase, showcased } from '../../../web/components/hero-showcase';
import { PromiseBar } from '../../../web/components/promise-bar';
import { endingSentence } from '../../../core/content/company';
import type { AccountView } from '../../../contract/account';
import type { PublicSettings } from '../../../web/lib/page-shell';
import { publicSettings } from '../support/public-settings';

const settings: PublicSettings = publicSettings({ paymentMethods: ['nequi', 'pse', 'cash-on-delivery'] });

const text = (html: string) =>
  html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, '')
    .trim();

const account = (municipalityName: string | null): AccountView => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Valentina Ruiz',
  email: 'valentina@correo.co',
  documentType: null,
  documentNumber: null,
  phone: null,
  marketingConsent: false,
  referralCode: 'VALE2345',
  createdAt: '2026-11-01T00:00:00Z',
  emailVerified: true,
  addresses: municipalityName
    ? [
        {
          id: 'a1',
          label: 'Casa',
          recipient: 'Valentina Ruiz',
          line1: 'Calle 45 # 12-34',
          line2: '',
          departmentCode: '05',
          municipalityCode: '05001',
          departmentName: 'Antioquia',
          municipalityName,
          phone: '3001234567',
          notes: '',
          isDefault: true,
        },
      ]
    : [],
});

describe('the promise bar', () => {
  it('leads with delivery days anywhere in Colombia and the methods the gateways offer, not the free-shipping threshold', () => {
    const bar = text(renderToString(<PromiseBar settings={settings} account={null} />));
    expect(bar).toBe('Envíos a toda Colombia en 2 a 5 días hábiles · Paga con Nequi, PSE o contraentrega');
    expect(bar).not.toContain('4.000.000');
  });

  it("names the shopper's city from their default address", () => {
    const bar = text(renderToString(<PromiseBar settings={settings} account={account('Medellín')} />));
    expect(bar).toBe('Entrega en Medellín en 2 a 5 días hábiles · Paga con Nequi, PSE o contraentrega');
    expect(text(renderToString(<PromiseBar settings={settings} account={account(null)} />))).toContain(
      'Envíos a toda Colombia',
    );
  });

  it('says nothing about paying when no method is offered', () => {
    const bar = text(renderToString(<PromiseBar settings={{ ...settings, paymentMethods: [] }} account={null} />));
    expect(bar).toBe('Envíos a toda Colombia en 2 a 5 días hábiles');
  });
});

describe('the footer', () => {
  it('closes the sentence after "Fornido S.A.S." with its own period, once', () => {
    const html = text(
      renderToString(
        <Router ssrPath="/">
          <Footer infoLinks={[]} />
        </Router>,
      ),
    );
    expect(html).toContain('© 2026 Fornido S.A.S. Los suplementos dietarios');
    expect(html).not.toContain('S.A.S..');
  });

  it('is drawn only near the screen, holding at least the height it takes at each width until then', () => {
    const html = renderToString(
      <Router ssrPath="/">
        <Footer infoLinks={[]} />
      </Router>,
    );
    const classes = /<footer class="([^"]+)"/.exec(html)?.[1].split(' ') ?? [];
    expect(classes).toContain('[content-visibility:auto]');
    // What each width holds (`auto`: once drawn, its real height), against the seed's footer measured in Chromium.
    const held = Object.fromEntries(
      classes.flatMap((c) => {
        const m = /^(?:(\w+):)?\[contain-intrinsic-block-size:auto_(\d+)rem\]$/.exec(c);
        return m ? [[m[1] ?? 'phone', Number(m[2]) * 16]] : [];
      }),
    );
    expect(Object.keys(held).sort()).toEqual(['lg', 'md', 'phone', 'sm']);
    const measured = { phone: 1124, sm: 926, md: 850, lg: 550 };
    for (const [width, px] of Object.entries(measured)) {
      expect(held[width], width).toBeGreaterThanOrEqual(px);
      expect(held[width], width).toBeLessThan(px * 1.1);
    }
  });

  it('ends any other name with a period', () => {
    expect(endingSentence(defaultCompany.legalName)).toBe('Fornido S.A.S.');
    expect(endingSentence('Fornido Ltda')).toBe('Fornido Ltda.');
    expect(endingSentence('¿Dudas?')).toBe('¿Dudas?');
  });
});

const product = (slug: string, category: string, image = true): ProductSummary => ({
  slug,
  name: `Producto ${slug}`,
  brand: 'Marca',
  category,
  summary: '',
  price: pesos(129_900),
  compareAt: null,
  inStock: true,
  sizes: 1,
  flavours: 1,
  image: image ? { url: `/img/productos/${slug}.svg`, alt: `Producto ${slug}`, width: 800, height: 800 } : null,
});

describe('the desktop hero', () => {
  it('shows up to three products with pictures, one per category, with their sizes reserved', () => {
    const products = [
      product('a', 'proteinas'),
      product('b', 'proteinas'),
      product('c', 'creatinas', false),
      product('d', 'creatinas'),
      product('e', 'vitaminas'),
      product('f', 'quemadores'),
    ];
    expect(showcased(products).map((p) => p.slug)).toEqual(['a', 'd', 'e']);
    const html = renderToString(
      <Router ssrPath="/">
        <HeroShowcase products={products} />
      </Router>,
    );
    expect(html).toContain('class="hidden grid-cols-3 gap-3 md:grid"');
    expect(html.match(/<img [^>]*width="800" height="800"[^>]*loading="lazy"/g)).toHaveLength(3);
    expect(html).toContain('href="/proteinas/a/"');
    expect(text(html)).toContain('$ 129.900');
  });

  it('is left out when no product has a picture', () => {
    expect(renderToString(<HeroShowcase products={[product('x', 'proteinas', false)]} />)).toBe('');
  });
});
