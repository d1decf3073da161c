import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { formatLongDate } from '../../../core/shared/bogota-time-text';
import { findInfoPage } from '../../../core/content/info-pages';
import { InfoPage } from '../../../web/pages/info-page';

describe('an information page', () => {
  it('says when it was last updated, in Spanish', () => {
    const content = findInfoPage('terminos-condiciones');
    if (!content) throw new Error('the terms page is missing');
    const html = renderToString(
      <Router ssrPath="/terminos-condiciones/">
        <InfoPage content={content} />
      </Router>,
    );
    expect(html.replaceAll('<!-- -->', '')).toContain('Actualizado el 22 de noviembre de 2026');
  });

  it('writes a long date with the month in words', () => {
    expect(formatLongDate({ year: 2027, month: 1, day: 5 })).toBe('5 de enero de 2027');
  });
});
