import type { CreditHistoryLine } from '../../../core/loyalty/view-referrals';
import { bogotaDateOf } from '../../../core/shared/bogota-time';
import { formatLongDate } from '../../../core/shared/bogota-time-text';
import { formatPesos } from '../../../core/shared/format';

const signed = (amount: number) => (amount > 0 ? `+${formatPesos(amount)}` : formatPesos(amount));

/** Every movement of the shopper's gift credit, newest first: when, what, and how much. */
export function CreditHistory({ lines }: { lines: readonly CreditHistoryLine[] }) {
  if (lines.length === 0) {
    return (
      <p className="mt-3">
        Aún no tienes movimientos. Cuando un amigo compre con tu enlace y su pago se confirme, aquí verás lo que
        ganaste.
      </p>
    );
  }
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">Movimientos de tu saldo de regalo, del más reciente al más antiguo</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Fecha
          </th>
          <th scope="col" className="py-2 pr-2 font-semibold">
            Movimiento
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Valor
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={`${line.at}-${i}`} className="border-b border-line align-top">
            <td className="py-2 pr-2 whitespace-nowrap">{formatLongDate(bogotaDateOf(line.at))}</td>
            <td className="py-2 pr-2">{line.label}</td>
            <td className={`py-2 text-right font-bold whitespace-nowrap tabular ${line.amount > 0 ? 'text-ok' : ''}`}>
              {signed(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
