import { describe, expect, it } from 'vitest';
import { requestOf } from '../../contract/endpoint';
import { endpoints } from '../../contract/endpoints';
import { LEAD_ENDPOINT, leadEndpoints } from '../../contract/leads';
import { stockAlertEndpoints } from '../../contract/stock-alerts';
import { broadcastingEndpoints } from '../../contract/broadcasting';
import { broadcastingInputs } from '../../contract/inputs/broadcasting';
import { stockAlertInputs } from '../../contract/inputs/stock-alerts';

describe('the small forms’ endpoints', () => {
  it('send each lead form to its own address, the one its page posts to without JavaScript', () => {
    expect(leadEndpoints[LEAD_ENDPOINT.contact].path).toBe('/api/v1/leads/contact');
    expect(leadEndpoints[LEAD_ENDPOINT.franchise].path).toBe('/api/v1/leads/franchise');
  });

  it('send a lead’s fields as they are, for the core to read each one', () => {
    const draft = { name: 'Ana', email: 'ana@example.com', consent: true };
    expect(requestOf(leadEndpoints.leadContact, draft)).toEqual({ path: '/api/v1/leads/contact', rest: draft });
  });

  it('are all in the table the server mounts, answering 201 for what they create', () => {
    for (const [name, e] of Object.entries({ ...leadEndpoints, ...stockAlertEndpoints, ...broadcastingEndpoints }))
      expect(endpoints).toHaveProperty(name, e);
    expect([leadEndpoints.leadContact.status, stockAlertEndpoints.stockAlert.status]).toEqual([201, 201]);
    expect(broadcastingEndpoints.broadcastingAuth.status).toBeUndefined();
  });

  it('name a wrong "avísame" field in Spanish (400 invalid-input, not bad-request)', () => {
    expect(stockAlertEndpoints.stockAlert.invalid).toBe('fields');
    const parsed = stockAlertInputs.stockAlert.safeParse({ sku: 'X-1', email: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Escribe tu correo electrónico.');
  });

  it('refuse a Pusher channel name that Pusher would refuse, before it is looked up', () => {
    const auth = broadcastingInputs.broadcastingAuth;
    expect(auth.safeParse({ socket_id: '123.456', channel_name: 'private-order.FOR-1' }).success).toBe(true);
    expect(auth.safeParse({ socket_id: '123.456', channel_name: 'private-order.\u0000' }).success).toBe(false);
    expect(auth.safeParse({ socket_id: 'abc', channel_name: 'ranking' }).success).toBe(false);
  });
});
