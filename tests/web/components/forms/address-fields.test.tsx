import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressFields, type AddressPlace } from '../../../../web/components/forms/address-fields';

const PLACE: AddressPlace = {
  line1: 'Calle 45 # 12-34',
  line2: '',
  departmentCode: '05',
  municipalityCode: '05001',
  notes: 'Dejar en portería',
};

const render = (phoneLabel?: string) =>
  renderToString(
    <AddressFields
      idPrefix="dir"
      values={{ ...PLACE, phone: '3001234567' }}
      errors={{ notes: 'Las indicaciones no son válidas.' }}
      onChange={() => undefined}
      phoneLabel={phoneLabel}
    />,
  ).replaceAll('<!-- -->', '');

const ids = (html: string) => [...html.matchAll(/<(?:input|select) id="([^"]+)"/g)].map((m) => m[1]);

describe('the one set of address fields', () => {
  it('asks the street, the city, the department and city, and the courier’s instructions, in that order', () => {
    const html = render();
    expect(ids(html).filter((id) => id.startsWith('dir-'))).toEqual([
      'dir-line1',
      'dir-line2',
      'dir-buscar-ciudad',
      'dir-departmentCode',
      'dir-municipalityCode',
      'dir-notes',
    ]);
    expect(html).toContain('value="Dejar en portería"');
    expect(html).toContain('Las indicaciones no son válidas.');
    expect(html).not.toContain('id="dir-phone"');
  });

  it('asks the receiver’s mobile before the instructions where the form names it', () => {
    const html = render('Celular de quien recibe');
    const order = ids(html);
    expect(order.indexOf('dir-phone')).toBe(order.indexOf('dir-notes') - 1);
    expect(html).toContain('Celular de quien recibe');
    expect(html).toMatch(/<input id="dir-phone"[^>]*type="tel"/);
  });
});
