import { formatPesos } from '../../../../core/shared/format';
import { QrCode } from './qr-code';

/** A QR code to scan with the wallet app: the code, the amount, and where the app's scanner is. */
export function WalletQr({ data, amount, walletLabel }: { data: string; amount: number; walletLabel: string }) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-bold">{`Escanea el código con ${walletLabel}`}</h3>
      <QrCode data={data} label={`Código QR para pagar ${formatPesos(amount)} con ${walletLabel}`} />
      <p className="text-center">
        {'Total a pagar: '}
        <strong className="text-xl tabular">{formatPesos(amount)}</strong>
      </p>
      <p className="text-sm">{`Abre ${walletLabel} › Pagos › Código QR y apunta la cámara a este código.`}</p>
      <p className="text-sm text-muted">
        Si estás comprando desde el celular donde tienes la app, elige otro medio de pago y usa la notificación a tu
        celular.
      </p>
    </div>
  );
}
