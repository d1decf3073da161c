import { useId } from 'react';
import type { PayOptionView } from '../../../../contract/checkout';

type Props = {
  /** The methods the order can still be paid with, besides the one that just failed. */
  readonly options: readonly PayOptionView[];
  readonly onChoose: (option: PayOptionView) => void;
};

/** After a payment that did not go through: the order's other methods as direct choices, each with its conditions, so
 * the shopper goes straight to another way to pay instead of trying the same again. */
export function OtherMethods({ options, onChoose }: Props) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className="space-y-2">
      <p id={id} className="font-bold">
        O paga con otro medio
      </p>
      <ul className="space-y-2">
        {options.map((o) => (
          <li key={o.method}>
            <button
              type="button"
              onClick={() => onChoose(o)}
              aria-describedby={`${id}-${o.method}`}
              className="flex min-h-12 w-full flex-col items-start rounded-xl border-2 border-line px-4 py-2 text-left hover:border-brand"
            >
              <span className="font-bold">{o.label}</span>
              {/* Read as the button's description, not its name: the name stays the method's. */}
              <span id={`${id}-${o.method}`} aria-hidden="true" className="text-sm text-muted">
                {o.conditions}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
