import { LEVEL_NAMES } from '../../../core/policy/level-names';
import { Section } from './section';

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
