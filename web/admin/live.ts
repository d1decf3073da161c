import { useEffect, useEffectEvent, useState } from 'react';
import { adminHomeEndpoints } from '../../contract/admin-home';
import { OPERATORS_CHANNEL, ORDER_UPDATED } from '../../core/realtime/channels';
import { pusherOptions } from '../state/realtime/live-options';
import { httpAsk } from '../lib/http-api';

const homeApi = httpAsk(adminHomeEndpoints);
const NO_PARAMS = () => ({});

/**
 * Listens to the operators' channel while the page is shown: `onNews` runs on each order's news and each time the channel
 * is heard again after a gap (news may have been missed meanwhile), so the page reads its figures again. pusher-js
 * comes in a chunk of the console's own, loaded then. Answers whether the channel is heard now; without live updates
 * configured it never is, and the page goes on as it was.
 */
export function useOrderNews(onNews: () => void): boolean {
  const [live, setLive] = useState(false);
  const news = useEffectEvent(onNews);
  useEffect(() => {
    let stopped = false;
    let disconnect: () => void = () => undefined;
    void (async () => {
      const settings = await homeApi.liveSettings();
      if (stopped || !settings.ok || !settings.value.key) return;
      const { default: Pusher } = await import('pusher-js');
      if (stopped) return;
      const endpoint = adminHomeEndpoints.authorizeLiveChannel.path;
      const client = new Pusher(
        settings.value.key,
        pusherOptions(settings.value, window.location, NO_PARAMS, endpoint),
      );
      disconnect = () => client.disconnect();
      client.connection.bind('state_change', ({ current }: { current: string }) => {
        if (current !== 'connected') setLive(false);
      });
      const channel = client.subscribe(OPERATORS_CHANNEL);
      channel.bind('pusher:subscription_succeeded', () => {
        setLive(true);
        news();
      });
      channel.bind('pusher:subscription_error', () => setLive(false));
      channel.bind(ORDER_UPDATED, () => news());
    })();
    return () => {
      stopped = true;
      disconnect();
      setLive(false);
    };
  }, []);
  return live;
}
