import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';

const HOSTED = {
  PUSHER_APP_ID: '1234567',
  PUSHER_KEY: '278d425bdf160c739803',
  PUSHER_SECRET: '7ad3773142a6692b25b8',
  PUSHER_CLUSTER: 'us2',
};

describe('live updates configuration (PUSHER_*)', () => {
  it("uses the store's own endpoint without PUSHER_*: app fornido, key fornido-key, the secret kept in the database", () => {
    expect(loadConfig({}).realtime).toEqual({
      kind: 'embedded',
      appId: 'fornido',
      key: 'fornido-key',
      cluster: 'fornido',
    });
    expect(loadConfig({ NODE_ENV: 'production', INVOICING: 'off' }).realtime.kind).toBe('embedded');
  });

  it('uses hosted Pusher when all four are set', () => {
    expect(loadConfig(HOSTED).realtime).toEqual({
      kind: 'hosted',
      appId: '1234567',
      key: '278d425bdf160c739803',
      secret: '7ad3773142a6692b25b8',
      cluster: 'us2',
    });
  });

  it('refuses to start with some of them set, naming the ones missing, or with a malformed one', () => {
    expect(() => loadConfig({ PUSHER_KEY: HOSTED.PUSHER_KEY })).toThrow(
      'PUSHER_APP_ID, PUSHER_SECRET, PUSHER_CLUSTER: required when another PUSHER_* variable is set',
    );
    expect(() => loadConfig({ ...HOSTED, PUSHER_CLUSTER: 'US 2' })).toThrow(
      'PUSHER_CLUSTER: must be a cluster such as us2',
    );
    expect(() => loadConfig({ ...HOSTED, PUSHER_SECRET: 'secret' })).toThrow(
      'PUSHER_SECRET: must be a Pusher secret (20 hex digits)',
    );
  });
});
