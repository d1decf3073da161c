import { describe, expect, it } from 'vitest';
import { mailsTo } from '../support/account-client';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

const aContact = (email: string) => ({
  name: 'Ana María Rodríguez',
  email,
  phone: '300 123 4567',
  orderNumber: '',
  subject: 'producto',
  message: '¿Qué proteína me recomiendan para ganar masa muscular?',
  consent: true,
});

describe('Mensajes', () => {
  it('support answers a contact message by mail to its sender, which marks it answered, then closes it', async () => {
    const sent = await ctx.shop.post('/leads/contact', aContact('ana.mensajes@correo.co'));
    expect(sent.status).toBe(201);
    const support = await enrolledOperator(ctx, 'support');
    const fresh = await ctx.admin.get('/leads?state=new', withCookie(support.cookie));
    const lead = fresh.json.find((l: { email: string }) => l.email === 'ana.mensajes@correo.co');
    expect(lead).toMatchObject({ kind: 'contact', state: 'new', radicado: sent.json.radicado, replies: [] });

    const empty = await ctx.admin.post(`/leads/${lead.id}/reply`, { body: ' ' }, withCookie(support.cookie));
    expect(empty.status).toBe(400);
    const body = 'Hola, Ana. Para ganar masa te recomendamos un ganador de peso.\n\nQuedamos atentos.';
    const replied = await ctx.admin.post(`/leads/${lead.id}/reply`, { body }, withCookie(support.cookie));
    expect(replied.status).toBe(200);
    expect(replied.json.state).toBe('answered');
    const [mail] = (await mailsTo(ctx.server, 'ana.mensajes@correo.co')).filter((m) => m.template === 'lead-reply');
    expect(mail).toMatchObject({
      subject: `Respuesta a tu mensaje (radicado ${sent.json.radicado}) — Fornido`,
      replyTo: 'contacto@fornido.co',
    });
    expect(mail.text).toContain(
      'Hola, Ana:\n\nHola, Ana. Para ganar masa te recomendamos un ganador de peso.\n\nQuedamos atentos.',
    );

    const answered = await ctx.admin.get('/leads?state=answered', withCookie(support.cookie));
    const kept = answered.json.find((l: { id: number }) => l.id === lead.id);
    expect(kept.replies).toEqual([expect.objectContaining({ body, actor: expect.stringContaining('<operador') })]);
    const closed = await ctx.admin.post(`/leads/${lead.id}/state`, { state: 'closed' }, withCookie(support.cookie));
    expect(closed.json.state).toBe('closed');
    const newOnes = await ctx.admin.get('/leads?state=new', withCookie(support.cookie));
    expect(newOnes.json.map((l: { id: number }) => l.id)).not.toContain(lead.id);
  });

  it('is not the warehouse’s, and an unknown lead or state is refused', async () => {
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    expect((await ctx.admin.get('/leads', withCookie(warehouse.cookie))).status).toBe(403);
    const manager = await enrolledOperator(ctx, 'manager');
    expect((await ctx.admin.post('/leads/999999/reply', { body: 'Hola' }, withCookie(manager.cookie))).status).toBe(
      404,
    );
    expect((await ctx.admin.post('/leads/abc/state', { state: 'closed' }, withCookie(manager.cookie))).status).toBe(
      400,
    );
    expect((await ctx.admin.get('/leads?state=borrado', withCookie(manager.cookie))).status).toBe(400);
  });
});
