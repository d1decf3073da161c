import { formatPesos } from '../../core/shared/format';
import { savingPercent } from '../lib/format';

/** A price as `$ 129.900`, with the struck "antes" price and the saving badge when there is one. */
export function Price({
  price,
  compareAt,
  large = false,
}: {
  price: number;
  compareAt: number | null;
  large?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 tabular">
      <span className={`font-bold text-ink ${large ? 'text-3xl' : 'text-lg'}`}>{formatPesos(price)}</span>
      {compareAt !== null && compareAt > price && (
        <>
          <span className="text-sm text-muted">
            antes <s>{formatPesos(compareAt)}</s>
          </span>
          <span className="rounded bg-brand px-1.5 py-0.5 text-xs font-bold text-white">{`-${savingPercent(price, compareAt)} %`}</span>
        </>
      )}
    </span>
  );
}
