/** The case number of a contact message (its radicado): the year it was received in Bogotá and a store-wide sequence,
 * "RAD-2026-000123", quoted by the shopper and the store's team in every later message about it. */
export const radicadoNumber = (year: number, sequence: number): string =>
  `RAD-${year}-${String(sequence).padStart(6, '0')}`;

/** Whether a text is a radicado as the store writes them (case and spaces forgiven), in its written form; else null. */
export const parseRadicado = (raw: string): string | null => {
  const text = raw.trim().toUpperCase();
  return /^RAD-\d{4}-\d{6,}$/.test(text) ? text : null;
};
