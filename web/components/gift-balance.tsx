import { formatPesos } from '../../core/shared/format';

/** The shopper's gift credit as they read it: "Tu saldo de regalo: $ 12.600", and what a reversed order still owes. */
export function GiftBalance({ balance, pending }: { balance: number; pending: number }) {
  return (
    <div>
      <p className="text-lg font-bold tabular">
        {'Tu saldo de regalo: '}
        <span className="text-2xl font-extrabold">{formatPesos(balance)}</span>
      </p>
      {pending > 0 && (
        <p className="mt-1 text-sm text-warn">
          {`Pendiente por descontar: ${formatPesos(pending)}. Un pedido de un referido se reversó cuando tu saldo no alcanzaba; lo descontamos de tu próximo saldo.`}
        </p>
      )}
      <p className="mt-1 text-sm text-muted">
        Lo aplicas en el pago de tu próximo pedido, hasta el subtotal de tus productos.
      </p>
    </div>
  );
}
