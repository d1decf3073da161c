import type { ReturnFormView } from '../../../contract/returns';

const answerText = (form: ReturnFormView) =>
  `Te respondemos dentro de los 15 días hábiles: si la pides hoy, a más tardar el ${form.answerByText}.`;

/** The law's windows for this order, in plain Spanish: the right of withdrawal with its last day, the payment reversal
 * and its causes, the store's faults, and the days the store takes to answer; for a parcel that never arrived, only its
 * reversal's window. */
export function ReturnWindowsNote({ form }: { form: ReturnFormView }) {
  if (form.lostParcel)
    return (
      <div className="space-y-2 rounded-lg bg-surface p-3 text-sm">
        <p>
          <strong>Reversión del pago: </strong>
          {`tu pedido debía llegar a más tardar el ${form.lostParcel.estimateText}. Si no lo recibiste, puedes pedir la reversión del pago de todo el pedido hasta el ${form.lostParcel.untilText} (5 días hábiles desde el día siguiente a la fecha estimada de entrega).`}
        </p>
        <p>{answerText(form)}</p>
      </div>
    );
  return (
    <div className="space-y-2 rounded-lg bg-surface p-3 text-sm">
      <p>
        <strong>Derecho de retracto: </strong>
        {form.retractoUntilText
          ? `puedes retractarte de la compra hasta el ${form.retractoUntilText} (${form.retractoDays} días hábiles después de la entrega), solo con productos sellados, sin abrir. Te devolvemos el dinero dentro de los 30 días siguientes.`
          : `se pide dentro de los ${form.retractoDays} días hábiles siguientes a la entrega${form.deliveredOnText ? ` (recibiste el pedido el ${form.deliveredOnText})` : ''}; ese plazo ya terminó.`}
      </p>
      <p>
        <strong>Reversión del pago: </strong>
        {form.reversal
          ? 'si fuiste víctima de fraude, no hiciste esta compra, no recibiste el pedido, lo que recibiste no corresponde a lo que compraste o llegó defectuoso, pídela dentro de los 5 días hábiles siguientes a enterarte.'
          : 'aplica a compras pagadas con un medio electrónico (tarjeta, PSE, Nequi, MercadoPago o Addi); este pedido no lo fue.'}
      </p>
      <p>
        <strong>Producto defectuoso o error de despacho: </strong>
        cuéntanos qué pasó y adjunta fotos; nosotros pagamos el envío de vuelta.
      </p>
      <p>{answerText(form)}</p>
    </div>
  );
}
