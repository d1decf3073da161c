import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StockAlertForm } from '../../../web/components/stock-alert-form';

describe('the "Avísame cuando llegue" form', () => {
  it('holds one status at a time: before the answer, only the e-mail field\'s "¿Quisiste decir…?"', () => {
    const html = renderToString(<StockAlertForm sku="on-gsw-2lb-moch" />);
    expect(html).toContain('<h2 id="avisame" tabindex="-1"');
    expect(html).toMatch(/<input id="avisame-email" type="email"/);
    // A second one (for the confirmation, empty until then) made "the status of this section" name two while the
    // answer was on its way.
    expect(html.match(/role="status"/g)).toHaveLength(1);
    expect(html).not.toContain('Te avisaremos');
  });
});
