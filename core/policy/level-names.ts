/** Loyalty levels, lowest first. */
export const LEVEL_NAMES = ['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante'] as const;

export type LevelName = (typeof LEVEL_NAMES)[number];
