import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { limitNote, QuantityStepper } from '../../../web/components/quantity-stepper';
import { SettingsProvider, NO_SETTINGS } from '../../../web/lib/settings-context';

const stepper = (value: number, max: number) =>
  renderToString(
    <SettingsProvider value={{ ...NO_SETTINGS, maxUnitsPerLine: 10 }}>
      <QuantityStepper value={value} max={max} onChange={() => undefined} label="Cantidad de Creatina" />
    </SettingsProvider>,
  );

describe('quantity stepper', () => {
  it("says the store's limit per product, or the units left, as the reason it stops", () => {
    expect(limitNote(10, 10)).toBe('Máximo 10 unidades por producto');
    expect(limitNote(4, 10)).toBe('Solo quedan 4 unidades');
    expect(limitNote(1, 10)).toBe('Solo queda 1 unidad');
    expect(limitNote(1, 1)).toBe('Máximo 1 unidad por producto');
  });

  it('shows the reason only once the quantity reaches the most it can be', () => {
    expect(stepper(9, 10)).not.toContain('Máximo');
    expect(stepper(10, 10)).toContain('Máximo 10 unidades por producto');
    expect(stepper(3, 3)).toContain('Solo quedan 3 unidades');
  });
});
