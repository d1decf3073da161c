import { bogotaDateOf, epochMillisOf, type Instant } from './bogota-time';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const BOGOTA_OFFSET_MS = -5 * 60 * 60_000;

/** A moment as Colombians read it, in Bogotá time: "22 de noviembre de 2026, 7:05 a. m.". */
export const formatBogotaDateTime = (instant: Instant): string => {
  const { year, month, day } = bogotaDateOf(instant);
  const minuteOfDay = Math.floor((((epochMillisOf(instant) + BOGOTA_OFFSET_MS) % 86_400_000) + 86_400_000) % 86_400_000 / 60_000);
  const hour24 = Math.floor(minuteOfDay / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const minute = String(minuteOfDay % 60).padStart(2, '0');
  return `${day} de ${MONTHS[month - 1]} de ${year}, ${hour12}:${minute} ${hour24 < 12 ? 'a. m.' : 'p. m.'}`;
};
