import { useId } from 'react';

/** One bar: what it is and how much. */
export type Bar = { readonly label: string; readonly value: number };

// Drawn for a phone's width (a 360-pixel screen shows it at its size); wider screens show it up to max-w-lg.
const ROW = 24;
const LABEL = 96;
const WIDTH = 360;
const VALUE = 88;

/**
 * A horizontal bar chart drawn as plain SVG, one row per bar, scaled to the largest value. It is an image with a name
 * (`title`) and a description pointing to its text alternative, the table named `table` beside it, which holds every
 * figure: a screen reader reads the table, not the bars.
 */
export function BarChart({
  title,
  bars,
  format,
  table,
}: {
  title: string;
  bars: readonly Bar[];
  format: (value: number) => string;
  table: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const span = WIDTH - LABEL - VALUE;
  const height = Math.max(1, bars.length) * ROW;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      className="max-w-lg text-brand-dark"
    >
      <title id={`${id}-titulo`}>{title}</title>
      <desc id={`${id}-desc`}>{`Gráfico de barras: las cifras están en la tabla «${table}».`}</desc>
      {bars.map((b, i) => {
        const y = i * ROW;
        const width = Math.round((b.value / max) * span);
        return (
          <g key={b.label} aria-hidden="true">
            <text x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize="12" fill="#111827">
              {b.label.length > 14 ? `${b.label.slice(0, 13)}…` : b.label}
            </text>
            <rect
              x={LABEL}
              y={y + 4}
              width={Math.max(width, b.value > 0 ? 2 : 0)}
              height={ROW - 8}
              fill="currentColor"
            />
            <text x={LABEL + width + 6} y={y + ROW / 2} dominantBaseline="middle" fontSize="12" fill="#111827">
              {format(b.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
