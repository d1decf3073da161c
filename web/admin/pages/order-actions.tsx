import { useState, type FormEvent } from 'react';
import type { RefundPreview } from '../../../core/checkout/console-order-actions';
import { formatPesos } from '../../../core/shared/format';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { ordersApi } from './orders-page';
import { Section } from './order-sections';

type Done = (message: string | null) => void;

/** A form of one text field and its button: the note, the cancellation's reason. */
function OneField({
  label,
  name,
  button,
  send,
}: {
  label: string;
  name: string;
  button: string;
  send: (text: string) => Promise<string | null>;
}) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const failed = await send(fieldsOf(form)[name] ?? '');
    setError(failed);
    if (!failed) form.reset();
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grow">
        <Field label={label} name={name} autoComplete="off" error={error ?? undefined} />
      </div>
      <Button type="submit">{button}</Button>
    </form>
  );
}

/** An operator's note, kept in the order's history. */
export function NoteForm({ number, done }: { number: string; done: Done }) {
  return (
    <Section id="nota" title="Agregar una nota">
      <OneField
        label="Nota"
        name="text"
        button="Guardar nota"
        send={async (text) => {
          const noted = await ordersApi.noteOrder({ number, text });
          if (noted.ok) done('Nota guardada.');
          return noted.ok ? null : noted.error.message;
        }}
      />
    </Section>
  );
}

/** Cancels the order, with the reason the shopper's mail and the history keep. */
export function CancelForm({ number, done }: { number: string; done: Done }) {
  return (
    <Section id="cancelar" title="Cancelar el pedido">
      <p className="text-sm text-muted">Las unidades vuelven al inventario y el cliente recibe un correo.</p>
      <OneField
        label="Motivo de la cancelación"
        name="reason"
        button="Cancelar pedido"
        send={async (reason) => {
          const cancelled = await ordersApi.cancelOrder({ number, reason });
          if (cancelled.ok) done(`Pedido ${number} cancelado.`);
          return cancelled.ok ? null : cancelled.error.message;
        }}
      />
    </Section>
  );
}

const HOW: ReadonlyMap<RefundPreview['by'], string> = new Map([
  ['provider', 'por la API del proveedor'],
  ['store', 'al saldo de regalo del cliente'],
  ['recorded', 'ya hecha por el proveedor: solo se registra'],
]);

/** Gives a paid order's money back: first what it would do, then the operator confirms. */
export function RefundPanel({ number, done }: { number: string; done: Done }) {
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState(false);
  const ask = async (asRecorded: boolean) => {
    setRecorded(asRecorded);
    const found = await ordersApi.refundPreview({ number, ...(asRecorded ? { recorded: '1' as const } : {}) });
    setPreview(found.ok ? found.value : null);
    setError(found.ok ? null : found.error.message);
  };
  const confirm = async () => {
    const refunded = await ordersApi.refundOrder({ number, ...(recorded ? { recorded: '1' as const } : {}) });
    setError(refunded.ok ? null : refunded.error.message);
    if (refunded.ok) {
      setPreview(null);
      done(`Pedido ${number} reversado: el dinero vuelve al cliente.`);
    }
  };
  return (
    <Section id="devolver" title="Devolver el dinero">
      <FormError message={error} />
      {preview ? (
        <div className="flex flex-col gap-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt>Cliente</dt>
            <dd>{preview.buyer}</dd>
            <dt>Monto</dt>
            <dd>
              {formatPesos(preview.amount)}
              {preview.giftCredit > 0 ? ` y ${formatPesos(preview.giftCredit)} de saldo de regalo` : ''}
            </dd>
            <dt>Proveedor</dt>
            <dd>
              {preview.provider} {preview.reference ?? ''}
            </dd>
            <dt>Devolución</dt>
            <dd>{HOW.get(preview.by)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void confirm()}>Sí, devolver y reversar el pedido</Button>
            <Button kind="quiet" onClick={() => setPreview(null)}>
              No, volver
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button kind="quiet" onClick={() => void ask(false)}>
            Devolver el dinero…
          </Button>
          <Button kind="quiet" onClick={() => void ask(true)}>
            Registrar devolución hecha por el proveedor…
          </Button>
        </div>
      )}
    </Section>
  );
}
