import { formatPesos } from '../../../../core/shared/format';
import type { PaymentActionView } from '../../../../contract/checkout';

type Props = {
  readonly action: Extract<PaymentActionView, { kind: 'voucher' }>;
  readonly amount: number;
  /** When the code stops working, written to be read later (printed): "el jueves 26 de noviembre de 2026 a las 9:00
   * a. m.", if the provider says. */
  readonly expiresAtText: string | null;
};

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-line py-2 last:border-b-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="text-lg font-bold tabular break-all">{children}</dd>
    </div>
  );
}

/**
 * A code to pay in cash at a payment network's counter: what to say there (the agreement, the PIN, the amount), the
 * deadline in Colombian time, and "Imprimir". It is marked `data-print-only`: printing the page prints only this
 * (styles.css), without its buttons (`print:hidden`).
 */
export function VoucherAction({ action, amount, expiresAtText }: Props) {
  const { networkName, projectCode, pin, reference } = action;
  return (
    <div data-print-only className="space-y-3 rounded-lg border-2 border-ink p-4 print:border-0 print:p-0">
      <h3 className="text-lg font-bold">{`Paga en efectivo en ${networkName}`}</h3>
      <dl>
        {projectCode !== null && <Row term="Convenio">{projectCode}</Row>}
        <Row term="Referencia de pago (PIN)">{pin}</Row>
        <Row term="Valor a pagar">{formatPesos(amount)}</Row>
        <Row term="Número de la transacción">{reference}</Row>
      </dl>
      {expiresAtText && <p className="font-semibold">{`Paga a más tardar ${expiresAtText} (hora de Colombia).`}</p>}
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>{`Ve a cualquier punto ${networkName}.`}</li>
        <li>
          {projectCode !== null
            ? `Di que vas a pagar el convenio ${projectCode} y da la referencia de pago ${pin}.`
            : `Da la referencia de pago ${pin}.`}
        </li>
        <li>{`Paga ${formatPesos(amount)} en efectivo y guarda el recibo.`}</li>
      </ol>
      <p className="text-sm text-muted">
        Cuando el punto de pago confirme tu pago te avisamos por correo y preparamos tu pedido. Si no pagas a tiempo, el
        pedido se cancela.
      </p>
      <button
        type="button"
        onClick={() => window.print()}
        className="inline-flex h-12 w-full items-center justify-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand sm:w-auto print:hidden"
      >
        Imprimir
      </button>
    </div>
  );
}
