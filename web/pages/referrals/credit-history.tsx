import type { CreditHistoryLine } from '../../../core/loyalty/view-referrals';
import { formatPesos } from '../../../core/shared/format';

const signed = (amount: number) => (amount > 0 ? `+${formatPesos(amount)}` : formatPesos(amount));

/** Every movement of the shopper's gift credit, newest first: what, when, and how much (a list, which a phone's width
 * holds better than a table). */
export function CreditHistory({ lines }: { lines: readonly CreditHistoryLine[] }) {
  if (lines.length === 0) {
    return (
      <p className="mt-2">
        Aún no tienes movimientos. Cuando un amigo compre con tu enlace y su pago se confirme, aquí verás lo que
        ganaste.
      </p>
    );
  }
  return (
    <ol aria-label="Movimientos de tu saldo de regalo" className="mt-2 divide-y divide-line">
      {lines.map((line, i) => (
        <li key={`${line.at}-${i}`} className="flex justify-between gap-3 py-2">
          <div>
            <p>{line.label}</p>
            <p className="text-sm text-muted">{line.dateText}</p>
          </div>
          <p className={`shrink-0 font-bold whitespace-nowrap tabular ${line.amount > 0 ? 'text-ok' : ''}`}>
            {signed(line.amount)}
          </p>
        </li>
      ))}
    </ol>
  );
}
