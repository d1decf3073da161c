import { useSettings } from '../lib/settings-context';

type Props = {
  readonly value: number;
  readonly max: number;
  readonly onChange: (quantity: number) => void;
  /** What is being counted, for screen readers: "Cantidad de Creatina Pura". */
  readonly label: string;
  readonly disabled?: boolean;
};

// Dimmed only at the limits: before hydration the buttons are disabled too, but should not flash grey.
const button = (atLimit: boolean) =>
  `inline-flex h-11 w-11 items-center justify-center text-xl font-bold ${atLimit ? 'cursor-not-allowed text-gray-500' : ''}`;

/** Why a stepper stops at `max`: the store's limit per line (MAX_UNITS_PER_LINE, which keeps a few unpaid orders from
 * holding the whole stock) or the units left. */
export const limitNote = (max: number, perLine: number): string =>
  max >= perLine
    ? `Máximo ${perLine} ${perLine === 1 ? 'unidad' : 'unidades'} por producto`
    : max === 1
      ? 'Solo queda 1 unidad'
      : `Solo quedan ${max} unidades`;

/** A quantity from 1 to `max` (the stock, or the store's limit per line): minus and plus buttons around the number,
 * which is announced as it changes, and, once it reaches `max`, why it goes no further. */
export function QuantityStepper({ value, max, onChange, label, disabled = false }: Props) {
  const to = (n: number) => onChange(Math.min(Math.max(n, 1), max));
  const perLine = useSettings().maxUnitsPerLine;
  return (
    <div>
      <div
        role="group"
        aria-label={label}
        className="inline-flex items-center rounded-lg border border-gray-500 bg-white"
      >
        <button
          type="button"
          className={button(value <= 1)}
          aria-label="Quitar una unidad"
          disabled={disabled || value <= 1}
          onClick={() => to(value - 1)}
        >
          −
        </button>
        <output aria-live="polite" aria-label={`Cantidad: ${value}`} className="w-10 text-center font-semibold tabular">
          {value}
        </output>
        <button
          type="button"
          className={button(value >= max)}
          aria-label="Agregar una unidad"
          disabled={disabled || value >= max}
          onClick={() => to(value + 1)}
        >
          +
        </button>
      </div>
      {/* Always there (empty until the limit), so screen readers announce the note when it appears. */}
      <p aria-live="polite" className="max-w-48 pt-1 text-xs text-muted empty:pt-0">
        {value >= max && !disabled ? limitNote(max, perLine) : ''}
      </p>
    </div>
  );
}
