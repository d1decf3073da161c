import { useEffect, useEffectEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSettings } from '../../lib/settings-context';
import { liveConnection, liveStore, shownState, type Hearing, type LiveState } from './live-connection';

/** What a page knows of its live updates: the state to show for its channel (null when the store has none
 * configured) and whether the channel is heard now. */
export type LiveView = { readonly state: LiveState | null; readonly live: boolean };

/**
 * Listens to `channel` (none while null) with the page's shared connection: `onNews` runs on each of `events` (a
 * stable list) and each time the channel is heard again after a gap. The server renders the connection's first state
 * and the browser takes it from there.
 */
export function useLiveChannel(
  channel: string | null,
  events: readonly string[],
  onNews: () => void,
  signature: string | null = null,
): LiveView {
  const { realtime } = useSettings();
  const { state } = useSnapshot(liveStore);
  const [hearing, setHearing] = useState<Hearing>('waiting');
  const news = useEffectEvent(onNews);
  useEffect(() => {
    if (channel === null) return;
    const stop = liveConnection.watch(realtime, {
      channel,
      events,
      signature,
      onNews: () => news(),
      onHearing: setHearing,
    });
    return () => {
      stop();
      setHearing('waiting');
    };
  }, [realtime, channel, events, signature]);
  return { state: realtime.key ? shownState(state, hearing) : null, live: hearing === 'live' };
}
