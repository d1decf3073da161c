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
    const html = render({ query: 'creatina para caballos', searched: 'creatina', suggestion: null });
    expect(html).toContain('Ningún producto tiene todas las palabras de «creatina para caballos».');
    expect(html).toContain('Mostrando resultados para «creatina».');
    expect(html).not.toContain('Quisiste decir');
  });

  it('offers the corrected spelling as a link to its search', () => {
    const html = render({ query: 'protenia whey', searched: null, suggestion: 'proteína whey' });
    expect(html).toContain('¿Quisiste decir');
    expect(html).toMatch(/<a [^>]*href="\/buscar\/\?q=prote%C3%ADna\+whey"[^>]*>«proteína whey»<\/a>/);
    expect(html).not.toContain('Mostrando');
  });

  it('shows nothing when the search was exactly what was typed', () => {
    expect(render({ query: 'proteína', searched: null, suggestion: null })).toBe('');
  });
});
