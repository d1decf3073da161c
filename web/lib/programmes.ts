import { REFERRALS_PATH } from '../../contract/page-paths';
import { LEVELS_PATH, RANKING_PATH } from '../../contract/page-paths';
import { CALCULATOR_PATH } from '../../contract/page-paths';

/** One of the store's programmes, as the menus, the footer, the home page and the account page name it. */
export type Programme = {
  readonly href: string;
  /** Its name in menus and links. */
  readonly name: string;
  /** One sentence saying what the shopper gets there. */
  readonly pitch: string;
  /** The invitation on the home page's card. */
  readonly action: string;
};

/** The calorie calculator, loyalty levels, monthly ranking and referral programme: listed once, so every place that
 * offers them (header menus, footer, home, account) names the same four, the same way. */
export const PROGRAMMES: readonly Programme[] = [
  {
    href: CALCULATOR_PATH,
    name: 'Calculadora de calorías',
    pitch: 'Tus calorías, proteína y macros del día según tu peso, actividad y objetivo.',
    action: 'Calcula las tuyas',
  },
  {
    href: REFERRALS_PATH,
    name: 'Invita y gana saldo',
    pitch: 'Comparte tu enlace: por cada compra de un amigo ganas saldo de regalo para tus pedidos.',
    action: 'Consigue tu enlace',
  },
  {
    href: LEVELS_PATH,
    name: 'Niveles de fidelidad',
    pitch: 'Cada compra suma puntos: sube de Bronce a Diamante y desbloquea beneficios.',
    action: 'Mira los niveles',
  },
  {
    href: RANKING_PATH,
    name: 'Tabla de clasificación',
    pitch: 'Los clientes con más puntos del mes, en vivo. ¿Llegas al primer puesto?',
    action: 'Ver la tabla del mes',
  },
];
