import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { startTestServer, type TestServer } from '../support/test-server';
import { api } from './support/account-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, { env: { CONTACT_INBOX: 'ventas@fornido.co' } });
});
afterAll(() => server.close());

describe('CONTACT_INBOX', () => {
  it('receives the forms instead of the company email', async () => {
    const sent = await api(server).post('/leads/franchise', {
      name: 'Laura Restrepo',
      email: 'laura@correo.co',
      phone: '3109876543',
      departmentCode: '11',
      municipalityCode: '11001',
      investment: 'mas-400',
      message: 'Quiero abrir en el norte de Bogotá; tengo dos locales de ropa deportiva.',
      consent: true,
    });
    expect(sent.status).toBe(201);
    await server.container.get(T.leads).mailLeads();
    const outbox = server.container.get(T.mailOutbox);
    expect((await outbox.list({ to: 'ventas@fornido.co', limit: 5 })).map((m) => [m.subject, m.replyTo])).toEqual([
      ['Franquicia: Laura Restrepo — Bogotá D.C.', 'laura@correo.co'],
    ]);
    expect(await outbox.list({ to: 'contacto@fornido.co', limit: 5 })).toEqual([]);
  });
});
