import type { Product, Variant } from '../../core/catalog/product';
import { nitDisplay, phoneDigits, type Company } from '../../core/company/company';

/** schema.org Organization for the home page: who sells, how to reach them. */
export const organizationLd = (origin: string, company: Company) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  'name': company.legalName,
  'url': `${origin}/`,
  'logo': `${origin}/icon-512.png`,
  'email': company.email,
  'telephone': company.phone,
  'taxID': nitDisplay(company),
  'address': {
    '@type': 'PostalAddress',
    'streetAddress': company.address,
    'addressLocality': company.city,
    'addressCountry': 'CO',
  },
  'sameAs': [`https://wa.me/${phoneDigits(company.whatsapp)}`],
});

/** schema.org WebSite with the store's search, so search engines can offer it directly. */
export const websiteLd = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  'name': 'Fornido Colombia',
  'url': `${origin}/`,
  'inLanguage': 'es-CO',
  'potentialAction': {
    '@type': 'SearchAction',
    'target': `${origin}/buscar/?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  },
});

/** schema.org BreadcrumbList from Inicio to the current page. */
export const breadcrumbLd = (origin: string, trail: readonly { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  'itemListElement': [{ name: 'Inicio', path: '/' }, ...trail].map((c, i) => ({
    '@type': 'ListItem',
    'position': i + 1,
    'name': c.name,
    'item': origin + c.path,
  })),
});

/** schema.org Product with the shown variant's Offer in pesos, its availability and the seller. */
export const productLd = (origin: string, product: Product, variant: Variant, path: string, company: Company) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  'name': [product.name, variant.size, variant.flavour].filter(Boolean).join(' '),
  'description': product.summary,
  'sku': variant.sku,
  'brand': { '@type': 'Brand', 'name': product.brand.name },
  'category': product.category.name,
  'image': product.images.map((i) => origin + i.url),
  'weight': { '@type': 'QuantitativeValue', 'value': variant.weightGrams, 'unitCode': 'GRM' },
  'offers': {
    '@type': 'Offer',
    'url': origin + path,
    'priceCurrency': 'COP',
    'price': variant.price,
    'availability': variant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    'itemCondition': 'https://schema.org/NewCondition',
    'seller': { '@type': 'Organization', 'name': company.legalName },
  },
});
