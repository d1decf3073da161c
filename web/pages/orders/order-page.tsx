import { useState } from 'react';
import { Link } from 'wouter';
import { StepHeading } from '../../components/checkout/step-heading';
import { useStepBarOrder } from '../../layouts/checkout-layout';
import type { OrderView } from '../../../contract/checkout';
import { OrderDetails } from './order-details';
import { OrderInvoices } from './order-invoices';
import { OrderReturns } from './order-returns';
import { readOrderAgain } from './pay/read-order-again';

/** `/checkout/confirmacion/?pedido=…&firma=…`: the last step, right after placing the order (and paying it, when it is
 * paid online). The cart and the draft were emptied when the order was placed. */
export function OrderConfirmationPage({ order: loaded }: { order: OrderView }) {
  const [order, setOrder] = useState(loaded);
  useStepBarOrder(order);
  return (
    <section aria-labelledby="paso-titulo">
      <StepHeading ready>
        {order.state === 'pending_payment' ? 'Tu pedido está reservado' : '¡Gracias! Recibimos tu pedido'}
      </StepHeading>
      <OrderDetails order={order} onChange={setOrder} />
      <Link
        href="/"
        className="mt-6 inline-flex h-12 w-full items-center justify-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand md:w-auto"
      >
        Seguir comprando
      </Link>
    </section>
  );
}

/** `/pedido/{número}/?firma=…`: an order's own page, the link of its mails; its owner may also open it signed in. Its
 * electronic invoices, its returns, and the form to ask for one, under the order. */
export function OrderPage({ order: loaded }: { order: OrderView }) {
  const [order, setOrder] = useState(loaded);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-extrabold md:text-3xl">{`Pedido ${order.number}`}</h1>
      <OrderDetails order={order} onChange={setOrder} />
      <div className="mt-4 space-y-4">
        <OrderInvoices order={order} />
        <OrderReturns order={order} onAsked={() => void readOrderAgain(order, setOrder)} />
      </div>
    </div>
  );
}
