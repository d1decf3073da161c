import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { SearchBox } from '../../web/components/search-box';
import { productPath, SearchSuggestions } from '../../web/components/search-suggestions';
import { latestOnly } from '../../web/lib/use-suggestions';
import { pesos } from '../../core/shared/money';

describe('SearchBox as the server renders it', () => {
  const html = renderToString(
    <Router ssrPath="/buscar/?q=whey">
      <SearchBox id="buscar-encabezado" defaultValue="whey" />
    </Router>,
  );

  it('is a plain GET form to /buscar/ that works without JavaScript', () => {
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('action="/buscar/"');
    expect(form).toContain('method="get"');
    expect(form).toContain('role="search"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="whey"/);
    expect(html).toMatch(/<button type="submit" aria-label="Buscar"/);
  });

  it('is a collapsed ARIA combobox controlling a hidden, labelled listbox', () => {
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toContain('role="combobox"');
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('aria-controls="buscar-encabezado-sugerencias"');
    expect(input).not.toContain('aria-activedescendant');
    expect(html).toMatch(
      /<ul id="buscar-encabezado-sugerencias" role="listbox" aria-label="Sugerencias de productos" hidden=""/,
    );
    expect(html).toContain('<label for="buscar-encabezado" class="sr-only">Buscar productos</label>');
  });
});

describe('SearchSuggestions', () => {
  it('gives a product name two lines instead of cutting it on one', () => {
    const html = renderToString(
      <SearchSuggestions
        id="s"
        open
        active={-1}
        onChoose={() => undefined}
        onHover={() => undefined}
        items={[
          {
            slug: 'whey-protein-stevia',
            name: 'Whey Protein Stevia Endulzada Naturalmente',
            brand: 'Smart Muscle',
            category: 'proteinas',
            price: pesos(189_900),
            image: null,
          },
        ]}
      />,
    );
    const name = /<span class="([^"]*)">Whey Protein Stevia Endulzada Naturalmente<\/span>/.exec(html)!;
    expect(name[1].split(' ')).toContain('line-clamp-2');
    expect(name[1].split(' ')).not.toContain('truncate');
  });
});

describe('suggestions plumbing', () => {
  it('links a suggestion to its product page', () => {
    expect(productPath({ category: 'proteinas', slug: 'gold-standard-whey' })).toBe('/proteinas/gold-standard-whey/');
  });

  it('delivers only the answer to the latest question, whatever order the answers arrive in', async () => {
    const pending = new Map<string, (answer: string) => void>();
    const asker = latestOnly((q: string) => new Promise<string>((resolve) => pending.set(q, resolve)));
    const delivered: string[] = [];
    asker.ask(
      'pr',
      (a) => delivered.push(a),
      () => delivered.push('failed'),
    );
    asker.ask(
      'prot',
      (a) => delivered.push(a),
      () => delivered.push('failed'),
    );
    pending.get('prot')!('answer to prot');
    pending.get('pr')!('answer to pr');
    await new Promise((r) => setTimeout(r, 0));
    expect(delivered).toEqual(['answer to prot']);
    asker.ask(
      'cre',
      (a) => delivered.push(a),
      () => delivered.push('failed'),
    );
    asker.forget();
    pending.get('cre')!('answer to cre');
    await new Promise((r) => setTimeout(r, 0));
    expect(delivered).toEqual(['answer to prot']);
  });
});
