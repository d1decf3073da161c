import type { SeedProduct } from '../seed-types';
import { aminoacidos } from './aminoacidos';
import { creatinas } from './creatinas';
import { ganadores } from './ganadores';
import { preEntrenos } from './pre-entrenos';
import { proteinas } from './proteinas';
import { quemadores } from './quemadores';
import { vitaminas } from './vitaminas';

export { brands } from './brands';
export { categories } from './categories';

/** Every seeded product, grouped by category in navigation order. */
export const seedProducts: SeedProduct[] = [
  ...proteinas,
  ...aminoacidos,
  ...quemadores,
  ...creatinas,
  ...ganadores,
  ...preEntrenos,
  ...vitaminas,
];
