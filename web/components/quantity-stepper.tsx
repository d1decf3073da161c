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

/** A quantity from 1 to `max` (the stock): minus and plus buttons around the number, which is announced as it changes. */
export function QuantityStepper({ value, max, onChange, label, disabled = false }: Props) {
  const to = (n: number) => onChange(Math.min(Math.max(n, 1), max));
  return (
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
  );
}
