/** What search matches a product against: its name, brand, category and flavours, in one line. */
export const searchTextOf = (p: {
  name: string;
  brand: string;
  category: string;
  flavours: readonly (string | null)[];
}): string => [p.name, p.brand, p.category, ...p.flavours.filter((f): f is string => f !== null)].join(' ');
