import { useEffect, useState } from 'react';
import { useSettings } from '../../lib/settings-context';
import { liveConnection } from './live-connection';

const NO_EVENTS: readonly string[] = [];
const nothing = () => undefined;

/** How many are on a presence channel (the page joins it with its shared connection while `channel` is not null);
 * null until the store says, and without live updates configured. */
export function usePresenceCount(channel: string | null): number | null {
  const { realtime } = useSettings();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (channel === null) return;
    const stop = liveConnection.watch(realtime, {
      channel,
      events: NO_EVENTS,
      onNews: nothing,
      onHearing: nothing,
      onMembers: setCount,
    });
    return () => {
      stop();
      setCount(null);
    };
  }, [realtime, channel]);
  return count;
}
