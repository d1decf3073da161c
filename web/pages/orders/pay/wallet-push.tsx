import { formatPesos } from '../../../../core/shared/format';

/** A push sent to the shopper's wallet app: which phone, how much, what to do there. */
export function WalletPush({ phone, amount, walletLabel }: { phone: string; amount: number; walletLabel: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-bold">{`Aprueba el pago en tu app ${walletLabel}`}</h3>
      <p>
        {'Enviamos una notificación al celular '}
        <strong className="tabular">{phone}</strong>
        {` por `}
        <strong className="tabular">{formatPesos(amount)}</strong>.
      </p>
      <p className="text-sm text-muted">
        {`Abre ${walletLabel} en ese celular, revisa la notificación y acepta el pago. Si no la ves, busca en ${walletLabel} la sección de notificaciones.`}
      </p>
    </div>
  );
}
