import type { StorePolicy } from '../policy/store-policy';
import { levelProgress, levelsOf, type Level, type LevelProgress } from './levels';
import type { LoyaltyStore } from './ports';

/** The loyalty levels as `/niveles/` shows them, and the signed-in shopper's standing. */
export type LevelsView = {
  /** Lowest first, each with its threshold and benefits. */
  readonly levels: readonly Level[];
  /** Pesos per point, of own paid orders (net of gift credit) and of gift credit earned. */
  readonly pesosPerPoint: number;
  /** The shopper's lifetime points and progress to the next level; null for a guest. */
  readonly own: { readonly points: number; readonly progress: LevelProgress } | null;
};

export type ViewLevelsDeps = {
  readonly loyalty: Pick<LoyaltyStore, 'lifetimePoints'>;
  readonly policy: Pick<StorePolicy, 'loyaltyLevelPoints' | 'pesosPerPoint'>;
};

/** The five levels with their thresholds and benefits; signed in, the shopper's lifetime points (never shown below 0),
 * level and how far the next one is. */
export const viewLevels =
  (deps: ViewLevelsDeps) =>
  async (customerId: string | null): Promise<LevelsView> => {
    const levels = levelsOf(deps.policy);
    if (customerId === null) return { levels, pesosPerPoint: deps.policy.pesosPerPoint, own: null };
    const points = Math.max(0, await deps.loyalty.lifetimePoints(customerId));
    return {
      levels,
      pesosPerPoint: deps.policy.pesosPerPoint,
      own: { points, progress: levelProgress(points, deps.policy) },
    };
  };
