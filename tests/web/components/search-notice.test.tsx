import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { SearchNotice } from '../../../web/components/search-notice';

const render = (result: Parameters<typeof SearchNotice>[0]['result']) =>
  renderToString(
    <Router ssrPath="/buscar/">
      <SearchNotice result={result} />
    </Router>,
  );

describe('SearchNotice', () => {
  it('says which words were searched when all of them together found nothing', () => {
    const html = render({
      query: 'creatina para caballos',
      searched: 'creatina',
      suggestion: null,
      missingQuantities: [],
    });
    expect(html).toContain('Ningún producto tiene todas las palabras de «creatina para caballos».');
    expect(html).toContain('Mostrando resultados para «creatina».');
    expect(html).not.toContain('Quisiste decir');
  });

  it('offers the corrected spelling as a link to its search', () => {
    const html = render({ query: 'protenia whey', searched: null, suggestion: 'proteína whey', missingQuantities: [] });
    expect(html).toContain('¿Quisiste decir');
    expect(html).toMatch(/<a [^>]*href="\/buscar\/\?q=prote%C3%ADna\+whey"[^>]*>«proteína whey»<\/a>/);
    expect(html).not.toContain('Mostrando');
  });

  it('says which numbers no product states when it searched the words without them', () => {
    const html = render({
      query: 'creatina 5000',
      searched: 'creatina',
      suggestion: null,
      missingQuantities: ['5000'],
    });
    expect(html).toContain('No encontramos «5000» en ningún producto; ');
    expect(html).toContain('mostramos resultados para «creatina».');
    expect(html).not.toContain('Ningún producto tiene todas las palabras');
  });

  it('shows nothing when the search was exactly what was typed', () => {
    expect(render({ query: 'proteína', searched: null, suggestion: null, missingQuantities: [] })).toBe('');
  });
});
