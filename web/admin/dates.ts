const SHORT = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'medium', timeStyle: 'short' });

/** "29 nov 2026, 10:05 a. m.": a moment in Bogotá's time, in Spanish. */
export const shortDate = (iso: string): string => SHORT.format(new Date(iso));
