/**
 * Pesos as Colombians read them: `$ 129.900` (a `$`, a space, dots between thousands, no decimals).
 * Presentation, but shared by both edges that present money: the storefront and the operators' CLI.
 */
export const formatPesos = (amount: number): string => {
  const digits = String(Math.abs(Math.trunc(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}$ ${digits}`;
};
