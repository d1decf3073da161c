import { formatNumber } from '../../lib/format';

/** Points as shoppers read them: "1 punto", "2.740 puntos". */
export const pointsText = (n: number): string => `${formatNumber(n)} ${n === 1 ? 'punto' : 'puntos'}`;
