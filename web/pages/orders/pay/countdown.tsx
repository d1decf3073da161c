import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/** The time left as the clock shows it: "04:59", "00:00" once it is over. */
export const clockText = (leftMs: number): string => {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  return `${mm}:${String(seconds % 60).padStart(2, '0')}`;
};

/** What a screen reader is told: once per whole minute left, once under a minute, once at the end, never every second. */
export const countdownAnnouncement = (leftMs: number): string => {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  if (seconds === 0) return 'Se acabó el tiempo para pagar.';
  if (seconds < 60) return 'Queda menos de un minuto para pagar.';
  const minutes = Math.floor(seconds / 60);
  return minutes === 1 ? 'Queda 1 minuto para pagar.' : `Quedan ${minutes} minutos para pagar.`;
};

type Props = {
  /** When the provider stops waiting (ISO instant). */
  readonly expiresAt: string;
  /** Called once when the time is up: the page asks the server what became of the attempt. */
  readonly onExpire: () => void;
  /** The clock, for tests. */
  readonly now?: () => number;
};

/** The time left to pay, mm:ss, ticking each second once the page runs (the server's render shows "--:--", so the
 * hydrated page never disagrees with it); a polite live region says the minutes left, not every second. */
export function Countdown({ expiresAt, onExpire, now = Date.now }: Props) {
  const hydrated = useHydrated();
  const deadline = Date.parse(expiresAt);
  const [left, setLeft] = useState(() => deadline - now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    let done = false;
    const tick = () => {
      const remaining = deadline - now();
      setLeft(remaining);
      if (remaining <= 0 && !done) {
        done = true;
        clearInterval(timer);
        expire.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);
  // Before hydration the server's clock is not the browser's: nothing time-dependent is shown yet.
  const over = hydrated && left <= 0;
  return (
    <p className="flex items-baseline justify-between gap-3 rounded-lg bg-surface px-3 py-2">
      <span aria-hidden="true" className="text-sm text-muted">
        {over ? 'Se acabó el tiempo' : 'Tiempo para pagar'}
      </span>
      <span aria-hidden="true" className={`text-2xl font-extrabold tabular ${over ? 'text-muted' : 'text-ink'}`}>
        {hydrated ? clockText(left) : '--:--'}
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {hydrated ? countdownAnnouncement(left) : ''}
      </span>
    </p>
  );
}
