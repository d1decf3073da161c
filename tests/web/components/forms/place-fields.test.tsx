import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { departmentChosen, PlaceFields, type Place } from '../../../../web/components/forms/place-fields';

const render = (values: Place, worksWithoutScript = false, errors = {}) =>
  renderToString(
    <PlaceFields
      idPrefix="lugar"
      values={values}
      errors={errors}
      onChange={() => undefined}
      cityPrompt="Elige la ciudad o municipio"
      worksWithoutScript={worksWithoutScript}
    />,
  ).replaceAll('<!-- -->', '');

const cityOf = (html: string) => html.slice(html.indexOf('<select id="lugar-municipalityCode"'));

describe('the department and city choice of every form', () => {
  it('waits for the department where the page needs its script: the city list is closed and says why', () => {
    const city = cityOf(render({ departmentCode: '', municipalityCode: '' }));
    expect(city).toMatch(/^<select[^>]*disabled=""/);
    expect(city).toMatch(/^<select[^>]*><option value=""[^>]*>Primero elige el departamento<\/option><\/select>/);
    expect(city).not.toContain('required');
  });

  it('offers the municipalities of the chosen department only', () => {
    const city = cityOf(render({ departmentCode: '05', municipalityCode: '05001' }));
    expect(city).toContain('<option value="">Elige la ciudad o municipio</option>');
    expect(city).toContain('<option value="05001" selected="">Medellín</option>');
    expect(city).not.toContain('Cali');
    expect(city).not.toContain('<optgroup');
  });

  it('before the page runs, a form that works without it offers every municipality under its department, both required', () => {
    const html = render({ departmentCode: '', municipalityCode: '' }, true);
    expect(html).toMatch(/<select id="lugar-departmentCode"[^>]*required=""/);
    const city = cityOf(html);
    expect(city).not.toMatch(/^<select[^>]*disabled=""/);
    expect(city).toMatch(/^<select[^>]*required=""/);
    expect(city).toContain('<optgroup label="Antioquia"><option value="05001">Medellín</option>');
    expect(city.match(/<optgroup /g)?.length).toBe(33);
  });

  it('shows each choice’s own message under it', () => {
    const html = render({ departmentCode: '05', municipalityCode: '' }, false, {
      municipalityCode: 'Elige una ciudad.',
    });
    expect(html).toContain(
      '<p id="lugar-municipalityCode-error" class="mt-1 text-sm font-semibold text-brand-dark">Elige una ciudad.</p>',
    );
    expect(html).toMatch(/<select id="lugar-municipalityCode"[^>]*aria-invalid="true"/);
  });

  it('a new department empties the city, or chooses Bogotá, its only one, where the page runs its script', () => {
    expect(departmentChosen('05', false)).toEqual({ departmentCode: '05', municipalityCode: '' });
    expect(departmentChosen('11', false)).toEqual({ departmentCode: '11', municipalityCode: '11001' });
    expect(departmentChosen('11', true)).toEqual({ departmentCode: '11', municipalityCode: '' });
    expect(departmentChosen('', false)).toEqual({ departmentCode: '', municipalityCode: '' });
  });
});
