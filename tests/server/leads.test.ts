import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { LEAD_LIMITS } from '../../core/leads/submit-lead';
import { accountServer, mailsTo } from './support/account-client';

const ctx = accountServer();
const leads = () => ctx.server.container.get(T.leadStore).list(50);
const mailLeads = () => ctx.server.container.get(T.leads).mailLeads();

let people = 0;
const aContact = (over: Record<string, unknown> = {}) => {
  people += 1;
  return {
    name: 'Ana María Rodríguez',
    email: `ana${people}@correo.co`,
    phone: '300 123 4567',
    orderNumber: '',
    subject: 'producto',
    message: '¿Qué proteína me recomiendan para ganar masa muscular?',
    consent: true,
    ...over,
  };
};
const aFranchise = (over: Record<string, unknown> = {}) => {
  people += 1;
  return {
    name: 'Andrés Gómez',
    email: `andres${people}@correo.co`,
    phone: '3001234567',
    departmentCode: '76',
    municipalityCode: '76001',
    investment: '200-400',
    message: 'Tengo un local en el sur de Cali y experiencia en tiendas deportivas.',
    consent: true,
    ...over,
  };
};

/** A plain HTML form as the browser posts it without JavaScript. */
const postForm = (path: string, fields: Record<string, string>) =>
  ctx.server.get(`/api/v1/leads/${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Origin': 'https://fornido.co' },
    body: new URLSearchParams(fields).toString(),
  });

describe('POST /api/v1/leads/contact and /franchise', () => {
  it('keeps a contact message and mails the inbox (Reply-To the sender) and the sender, once however often delivered', async () => {
    const form = aContact();
    const res = await ctx.http.post('/leads/contact', form);
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/^Recibimos tu mensaje\. Tu número de radicado es RAD-\d{4}-\d{6}\./);
    expect(res.json.radicado).toMatch(/^RAD-\d{4}-\d{6}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await leads())[0]).toMatchObject({ kind: 'contact', email: form.email, phone: '3001234567' });
    expect(await mailLeads()).toEqual({ mailed: 1, failed: 0 });
    expect(await mailLeads()).toEqual({ mailed: 0, failed: 0 });
    const inbox = (await mailsTo(ctx.server, 'contacto@fornido.co')).filter((m) => m.replyTo === form.email);
    expect(inbox.map((m) => [m.template, m.subject])).toEqual([
      ['contact-lead', 'Contacto: Asesoría sobre productos — Ana María Rodríguez'],
    ]);
    expect((await mailsTo(ctx.server, form.email)).map((m) => [m.template, m.replyTo])).toEqual([
      ['lead-acknowledgement', 'contacto@fornido.co'],
    ]);
  });

  it('keeps a franchise enquiry with its municipality and mails it to the inbox', async () => {
    const form = aFranchise();
    expect((await ctx.http.post('/leads/franchise', form)).status).toBe(201);
    expect((await leads())[0]).toMatchObject({ kind: 'franchise', municipalityCode: '76001', investment: '200-400' });
    await mailLeads();
    const [inbox] = (await mailsTo(ctx.server, 'contacto@fornido.co')).filter((m) => m.replyTo === form.email);
    expect(inbox.subject).toBe('Franquicia: Andrés Gómez — Santiago de Cali (Valle del Cauca)');
    expect((await mailsTo(ctx.server, form.email)).map((m) => m.subject)).toEqual([
      'Recibimos tu solicitud de franquicia',
    ]);
  });

  it('refuses bad input with 400 and a Spanish message per field, and a form without consent', async () => {
    const before = (await leads()).length;
    const wrong = await ctx.http.post('/leads/contact', aContact({ email: 'ana@', subject: 'x', message: 'hola' }));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({
      kind: 'invalid-input',
      fields: {
        email: 'Escribe un correo electrónico válido (ejemplo: nombre@correo.com).',
        subject: 'Elige el tema de tu mensaje.',
        message: 'Cuéntanos un poco más: al menos 10 caracteres.',
      },
    });
    const noConsent = await ctx.http.post('/leads/franchise', aFranchise({ consent: false }));
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.error.fields).toEqual({
      consent:
        'Para enviarnos tus datos debes aceptar la política de tratamiento de datos personales (Ley 1581 de 2012).',
    });
    const elsewhere = await ctx.http.post('/leads/franchise', aFranchise({ departmentCode: '05' }));
    expect(elsewhere.json.error.fields).toEqual({
      municipalityCode: 'Elige la ciudad o el municipio donde abrirías la tienda.',
    });
    const bot = await ctx.http.post('/leads/contact', aContact({ recado: 'https://casino.example' }));
    expect(bot.status).toBe(400);
    expect(bot.json.error.fields).toEqual({});
    expect((await leads()).length).toBe(before);
  });

  it('answers 429 with Retry-After and a Spanish message past the per-email limit', async () => {
    const form = aContact();
    for (let i = 0; i < LEAD_LIMITS.perEmail.limit; i += 1)
      expect((await ctx.http.post('/leads/contact', form)).status).toBe(201);
    const limited = await ctx.http.post('/leads/contact', form);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect(limited.json.error.message).toMatch(
      /^Recibimos varios mensajes seguidos desde aquí\. Inténtalo de nuevo en/,
    );
  });

  it('counts one mailbox once, however its address is written (+tags, Gmail dots and googlemail.com)', async () => {
    const spellings = ['juan.perez+0@gmail.com', 'JuanPerez+1@gmail.com', 'j.u.a.n.perez@googlemail.com'];
    for (const email of spellings)
      expect((await ctx.http.post('/leads/contact', aContact({ email }))).status).toBe(201);
    const limited = await ctx.http.post('/leads/contact', aContact({ email: 'juanperez+3@gmail.com' }));
    expect(limited.status).toBe(429);
    expect((await ctx.http.post('/leads/contact', aContact({ email: 'juan.perez@correo.co' }))).status).toBe(201);
  });

  it('answers 429 past the per-address limit, whatever the emails', async () => {
    for (let i = 0; i < LEAD_LIMITS.perIp.limit; i += 1) await ctx.http.post('/leads/franchise', aFranchise());
    const limited = await ctx.http.post('/leads/franchise', aFranchise());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes a plain HTML form (no JavaScript) and sends the browser back to the page saying how it went', async () => {
    const { consent: _consent, ...fields } = aContact();
    const sent = await postForm('contact', { ...fields, consent: 'on', recado: '' });
    expect(sent.status).toBe(303);
    const back = sent.headers.get('location')!;
    expect(back).toMatch(/^\/contactenos\/\?enviado=1&radicado=RAD-\d{4}-\d{6}#formulario$/);
    const radicado = /RAD-\d{4}-\d{6}/.exec(back)![0];
    expect((await leads())[0]).toMatchObject({ email: fields.email, radicado });
    // The page it comes back to names the radicado, as the form does with JavaScript.
    const told = await (await ctx.server.get(back.replace('#formulario', ''))).text();
    expect(told).toContain(`Tu número de radicado es ${radicado}.`);
    const wrong = await postForm('franchise', { name: 'Andrés Gómez', email: 'andres@', consent: 'on' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(
      '/franquicias/?revisar=email,phone,departmentCode,investment,message#formulario',
    );
    const page = await ctx.server.get('/contactenos/?enviado=1');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Recibimos tu mensaje.');
    const form = await (await ctx.server.get('/franquicias/?revisar=email,consent')).text();
    expect(form).toContain('No pudimos enviar el formulario: revisa tu correo electrónico y la autorización');
  });

  it('renders both forms on their pages, ready to post without JavaScript', async () => {
    const contact = await (await ctx.server.get('/contactenos/')).text();
    expect(contact).toMatch(/<form[^>]*action="\/api\/v1\/leads\/contact" method="post"/);
    expect(contact).toContain('name="consent"');
    const franchise = await (await ctx.server.get('/franquicias/')).text();
    expect(franchise).toMatch(/<form[^>]*action="\/api\/v1\/leads\/franchise"/);
    expect(franchise).toContain('<optgroup label="Valle del Cauca">');
  });

  it('never answers 500 to anything a browser can send', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom('name', 'email', 'phone', 'subject', 'message', 'consent', 'municipalityCode', '__proto__'),
            fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.array(fc.string())),
          ),
        ),
        fc.constantFrom('contact', 'franchise'),
        async (body, kind) => {
          ctx.clock.advance(2 * 60 * 60_000);
          const res = await ctx.http.post(`/leads/${kind}`, JSON.stringify(body));
          expect([201, 400, 429]).toContain(res.status);
        },
      ),
      { numRuns: 40 },
    );
    const broken = await ctx.http.post('/leads/contact', '{"name":');
    expect(broken.status).toBe(400);
    const plain = await postForm('contact', { name: 'x'.repeat(20_000) });
    expect(plain.status).toBe(413);
  });
});
