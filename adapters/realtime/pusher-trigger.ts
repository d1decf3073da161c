import type { Realtime, RealtimeMessage } from '../../core/realtime/ports';
import { signedQuery } from './signature';

/** Pusher's REST API takes at most 10 events per batch. */
const BATCH_LIMIT = 10;
const TIMEOUT_MS = 5_000;

export type TriggerTarget = {
  /** `https://api-{cluster}.pusher.com` for hosted Pusher; the store's own address for the embedded endpoint. */
  readonly baseUrl: string;
  readonly appId: string;
  readonly key: string;
  readonly secret: () => Promise<string>;
  /** The embedded endpoint: when the store's own port has no server (a `fornido` command with no server up) or
   * answers without the endpoint (another server on that port, 404), nobody is connected, so there is nobody
   * to tell. */
  readonly unreachableMeansNobody: boolean;
  readonly nowSeconds?: () => number;
};

const refusedConnection = (error: unknown): boolean =>
  (error as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';

/** Live updates through Pusher's REST API (`POST /apps/{id}/batch_events`, signed): the same requests reach hosted
 * Pusher or the store's own endpoint. A refusal or a time-out throws, so the outbox delivers the event again. */
export const pusherTrigger = (target: TriggerTarget): Realtime => {
  const path = `/apps/${encodeURIComponent(target.appId)}/batch_events`;
  const post = async (messages: readonly RealtimeMessage[]) => {
    const body = JSON.stringify({
      batch: messages.map((m) => ({ channel: m.channel, name: m.name, data: JSON.stringify(m.data) })),
    });
    const timestamp = Math.floor(target.nowSeconds?.() ?? Date.now() / 1000);
    const query = signedQuery(
      { key: target.key, secret: await target.secret() },
      { method: 'POST', path, body, timestamp },
    );
    let response: Response;
    try {
      response = await fetch(`${target.baseUrl}${path}?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (target.unreachableMeansNobody && refusedConnection(error)) return;
      throw new Error(`realtime trigger failed: ${(error as Error).message}`, { cause: error });
    }
    if (response.status === 404 && target.unreachableMeansNobody) return;
    if (!response.ok)
      throw new Error(`realtime trigger refused: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  return {
    send: async (messages) => {
      for (let i = 0; i < messages.length; i += BATCH_LIMIT) await post(messages.slice(i, i + BATCH_LIMIT));
    },
  };
};
