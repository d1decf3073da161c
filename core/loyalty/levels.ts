import type { StorePolicy } from '../policy/store-policy';
import { maxPesos, subtract, ZERO, type Pesos } from '../shared/money';
import { LEVEL_NAMES, type LevelName } from '../policy/level-names';

/** A loyalty level as `/niveles/` shows it. */
export type Level = { readonly name: LevelName; readonly minPoints: number; readonly benefits: readonly string[] };

const BENEFITS: Readonly<Record<LevelName, readonly string[]>> = {
  Bronce: ['Sumas puntos con cada compra pagada.', 'Tu código de referido para compartir y ganar saldo de regalo.'],
  Plata: ['Todo lo de Bronce.', 'Te avisamos primero de nuevos productos y sabores.'],
  Oro: ['Todo lo de Plata.', 'Atención prioritaria por WhatsApp.'],
  Platino: ['Todo lo de Oro.', 'Acceso anticipado a lanzamientos y ediciones limitadas.'],
  Diamante: ['Todo lo de Platino.', 'Asesoría nutricional personalizada con nuestro equipo.'],
};

type PointsPolicy = Pick<StorePolicy, 'pesosPerPoint'>;
type LevelsPolicy = Pick<StorePolicy, 'loyaltyLevelPoints'>;

/** Points of an amount: one per full PESOS_PER_POINT pesos, rounded down, never negative. */
export const pointsForPesos = (amount: Pesos, policy: PointsPolicy): number =>
  Math.floor(Math.max(0, amount) / policy.pesosPerPoint);

/** Points of one of the customer's own paid orders: its products subtotal net of the gift credit applied. */
export const orderPoints = (
  order: { readonly subtotal: Pesos; readonly giftCredit: Pesos },
  policy: PointsPolicy,
): number => pointsForPesos(maxPesos(ZERO, subtract(order.subtotal, order.giftCredit)), policy);

/** Points of gift credit the customer earned by referring someone. */
export const giftCreditPoints = (earned: Pesos, policy: PointsPolicy): number => pointsForPesos(earned, policy);

/** All levels, lowest first, with their thresholds from the policy and their benefits. */
export const levelsOf = (policy: LevelsPolicy): readonly Level[] =>
  LEVEL_NAMES.map((name) => ({ name, minPoints: policy.loyaltyLevelPoints[name], benefits: BENEFITS[name] }));

/** The level of a customer's lifetime points: the highest whose threshold they reached. */
export const levelOf = (points: number, policy: LevelsPolicy): Level =>
  levelsOf(policy).reduce((reached, level) => (points >= level.minPoints ? level : reached));

/** A customer's standing on `/niveles/`: level, next level, points still missing and percent of the way (0–100). */
export type LevelProgress = {
  readonly level: Level;
  readonly next: Level | null;
  readonly pointsToNext: number;
  readonly percent: number;
};

/** How far lifetime points are from the next level; at the top level there is no next and progress is 100 %. */
export const levelProgress = (lifetimePoints: number, policy: LevelsPolicy): LevelProgress => {
  const points = Math.max(0, lifetimePoints);
  const levels = levelsOf(policy);
  const index = levels.findLastIndex((candidate) => points >= candidate.minPoints);
  const level = levels[index];
  const next = levels[index + 1] ?? null;
  if (next === null) return { level, next, pointsToNext: 0, percent: 100 };
  const span = next.minPoints - level.minPoints;
  return {
    level,
    next,
    pointsToNext: next.minPoints - points,
    percent: Math.floor(((points - level.minPoints) * 100) / span),
  };
};
