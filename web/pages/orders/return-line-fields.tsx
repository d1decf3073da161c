import { useState } from 'react';
import { RETURN_FIELDS as F, exchangeField, sealedField, unitsField } from '../../../contract/returns';
import type { ReturnFormView } from '../../../contract/returns';
import { RETURN_REASON_LABELS, REVERSAL_CAUSE_LABELS } from '../../../core/returns/return-reasons';
import { CheckboxField, SelectField, TextField } from '../../components/forms/fields';

type Line = ReturnFormView['lines'][number];

/** "Whey Gold (2 lb · Chocolate)". */
const named = (l: Line) => `${l.name}${l.presentation ? ` (${l.presentation})` : ''}`;

/**
 * Which units of each line go back: how many, whether they are sealed, and for a line that can be exchanged the variant
 * wanted instead (shown once the page's code runs only when the reason is a cambio; without it, always, with a hint).
 */
export function ReturnLineFields({
  lines,
  reason,
  hydrated,
}: {
  lines: ReturnFormView['lines'];
  reason: string;
  hydrated: boolean;
}) {
  const [units, setUnits] = useState<ReadonlyMap<string, string>>(new Map());
  const [sealed, setSealed] = useState<ReadonlySet<string>>(new Set());
  const [exchange, setExchange] = useState<ReadonlyMap<string, string>>(new Map());
  const showExchange = !hydrated || reason === 'cambio';
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">¿Qué devuelves?</legend>
      {lines.map((l) => (
        <div key={l.sku} className="space-y-2 rounded-lg border border-line p-3">
          <TextField
            name={unitsField(l.sku)}
            idPrefix="devolucion"
            label={`Unidades de ${named(l)}`}
            hint={
              l.returnable > 0
                ? `Puedes devolver hasta ${l.returnable} ${l.returnable === 1 ? 'unidad' : 'unidades'}.`
                : 'Sus unidades ya están en otra devolución.'
            }
            type="number"
            inputMode="numeric"
            autoComplete="off"
            readOnly={l.returnable === 0}
            value={units.get(l.sku) ?? '0'}
            onChange={(v) => setUnits(new Map(units).set(l.sku, v))}
          />
          {l.returnable > 0 && (
            <CheckboxField
              name={sealedField(l.sku)}
              idPrefix="devolucion"
              checked={sealed.has(l.sku)}
              onChange={(on) => {
                const next = new Set(sealed);
                if (on) next.add(l.sku);
                else next.delete(l.sku);
                setSealed(next);
              }}
            >
              {`Las unidades de ${l.name} están selladas, sin abrir`}
            </CheckboxField>
          )}
          {l.returnable > 0 && l.exchanges.length > 0 && showExchange && (
            <SelectField
              name={exchangeField(l.sku)}
              idPrefix="devolucion"
              label={`Cambiar por ${l.name}`}
              hint={hydrated ? undefined : 'Solo si pides un cambio por otra presentación.'}
              prompt="Elige la presentación"
              options={l.exchanges.map((v) => ({ value: v.sku, label: v.label }))}
              value={exchange.get(l.sku) ?? ''}
              onChange={(v) => setExchange(new Map(exchange).set(l.sku, v))}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}

/** A parcel that never arrived: the reversal names every unit, so the form only lists them, with its reason and cause
 * fixed. */
export function LostParcelLines({ lines }: { lines: ReturnFormView['lines'] }) {
  return (
    <div className="space-y-2">
      <input type="hidden" name={F.reason} value="reversion" />
      <input type="hidden" name={F.reversalCause} value="no-recibido" />
      <p>
        <strong>{RETURN_REASON_LABELS.get('reversion')}</strong>
        {` · ${REVERSAL_CAUSE_LABELS.get('no-recibido')}`}
      </p>
      <p className="font-semibold">Incluye todas las unidades del pedido:</p>
      <ul>
        {lines.map((l) => (
          <li key={l.sku} className="tabular">{`${l.returnable} × ${named(l)}`}</li>
        ))}
      </ul>
    </div>
  );
}
