/**
 * Pesos as Colombians read them: `$ 129.900` (a `$`, a space, dots between thousands, no decimals).
 * Presentation, but shared by both edges that present money: the storefront and the operators' CLI.
 */
export const formatPesos = (amount: number): string => {
  const digits = String(Math.abs(Math.trunc(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}$ ${digits}`;
};

/** A duration as a shopper reads it: "1 hora", "2 horas", "30 minutos". */
export const formatMinutes = (minutes: number): string => {
  if (minutes % 60 !== 0) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
};
