/** One event for one channel; `data` is sent as JSON text (Pusher's `data` is a string). */
export type RealtimeMessage = { readonly channel: string; readonly name: string; readonly data: unknown };

/** Live updates to the browsers watching a channel (hosted Pusher, or the store's own Pusher-protocol endpoint). */
export type Realtime = {
  /** Sends the messages, all or none as far as the caller knows: a failure throws, and the caller may send again. */
  send(messages: readonly RealtimeMessage[]): Promise<void>;
};
