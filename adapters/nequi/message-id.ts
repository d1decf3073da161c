import { randomInt } from 'node:crypto';

/** How many recent ids are remembered to guarantee no repeat within the process. */
const REMEMBERED = 10_000;

/** A new `MessageID` for every call: 10 random digits (as Nequi's own examples), never repeated in this process. */
export const nequiMessageIds = (): (() => string) => {
  const recent = new Set<string>();
  return () => {
    let id: string;
    do id = String(randomInt(1_000_000_000, 10_000_000_000));
    while (recent.has(id));
    recent.add(id);
    if (recent.size > REMEMBERED) recent.delete(recent.values().next().value as string);
    return id;
  };
};
