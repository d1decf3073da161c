import { Link } from 'wouter';
import { LEVEL_NAMES } from '../../../core/policy/level-names';
import { Section } from './section';

/** Orders: where the shopper's orders are listed. */
export function OrdersSection() {
  return (
    <Section id="pedidos" title="Tus pedidos">
      <p>Mira cada pedido con su fecha, su estado, el total y el seguimiento del envío.</p>
      <Link
        href="/micuenta/pedidos/"
        className="mt-3 inline-flex h-12 items-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand"
      >
        Ver mis pedidos
      </Link>
    </Section>
  );
}

/** Gift balance: how it is earned, shown plainly until there is one. */
export function GiftSection() {
  return (
    <Section id="saldo" title="Saldo de regalo">
      <p>
        Tu saldo de regalo aparecerá aquí cuando alguien compre con tu enlace de referido y su pago se confirme: ganas
        un porcentaje de esa compra y lo puedes usar para pagar tus pedidos. También verás cada movimiento de tu saldo.
      </p>
    </Section>
  );
}

/** Loyalty level: how points and levels work, until the first paid order earns some. */
export function LevelSection() {
  return (
    <Section id="nivel" title="Tu nivel">
      <p>{`Tu nivel y tus puntos aparecerán aquí después de tu primera compra pagada. Cada compra te da puntos, y con más puntos subes de nivel: ${LEVEL_NAMES.join(', ').replace(/, ([^,]*)$/, ' y $1')}.`}</p>
    </Section>
  );
}
