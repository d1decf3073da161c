import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ContactForm } from '../../../web/components/contact-form';
import { FranchiseForm } from '../../../web/components/franchise-form';
import { outcomeAddress, outcomeOf } from '../../../contract/lead-form-outcome';

const render = (form: 'contact' | 'franchise', search = '') =>
  renderToString(
    <Router ssrPath={form === 'contact' ? '/contactenos/' : '/franquicias/'} ssrSearch={search}>
      {form === 'contact' ? <ContactForm /> : <FranchiseForm />}
    </Router>,
  ).replaceAll('<!-- -->', '');

describe('the contact and franchise forms as the server renders them', () => {
  it('post to the API by themselves, with the browser’s own checks, before any JavaScript runs', () => {
    const html = render('contact');
    expect(html).toMatch(/<form[^>]*action="\/api\/v1\/leads\/contact" method="post"/);
    expect(html).not.toContain('novalidate');
    expect(html).toMatch(/<input id="contacto-email" type="email"[^>]*required=""/);
    expect(html).toMatch(/<input id="contacto-consent" type="checkbox" required=""/);
    expect(html).toMatch(/<textarea[^>]*required="" minLength="10" maxLength="2000"/);
    // The button is never disabled waiting for the script: without it, the browser sends the form.
    expect(html).toMatch(/<button type="submit" aria-busy="false"[^>]*>Enviar mensaje<\/button>/);
    // The field for scripts is out of sight, out of the tab order and hidden from screen readers.
    expect(html).toMatch(
      /<div aria-hidden="true"[^>]*><label for="contacto-recado">[^<]*<\/label><input[^>]*tabindex="-1"/,
    );
  });

  it.each(['contact', 'franchise'] as const)(
    "hold one status at a time (%s): the e-mail field's suggestion while writing, the confirmation once sent",
    (form) => {
      // An empty confirmation beside the suggestion made "the status of this form" name two while it was sent.
      const statuses = (html: string) => html.match(/<[a-z]+ role="status"[^>]*>/g) ?? [];
      expect(statuses(render(form))).toEqual([expect.stringMatching(/^<p /)]);
      const sent = render(form, 'enviado=1');
      expect(statuses(sent)).toHaveLength(1);
      expect(sent).toMatch(/<div role="status"[^>]*>.*¡Gracias!/s);
    },
  );

  it('offer every municipality grouped by department until the page runs', () => {
    const html = render('franchise');
    expect(html).toContain('<optgroup label="Antioquia"><option value="05001">Medellín</option>');
    expect(html.match(/<optgroup /g)?.length).toBe(33);
  });

  it('say how a form sent without JavaScript went, from the address only', () => {
    expect(render('contact', 'enviado=1')).toContain('Recibimos tu mensaje.');
    expect(render('contact', 'enviado=1&radicado=RAD-2026-000123')).toContain(
      'Recibimos tu mensaje. Tu número de radicado es RAD-2026-000123. Te enviamos una confirmación a tu correo y te respondemos en máximo 1 día hábil.',
    );
    expect(render('contact', 'enviado=1')).not.toContain('<form');
    expect(render('franchise', 'revisar=email,phone,consent')).toContain(
      'No pudimos enviar el formulario: revisa tu correo electrónico, tu celular y la autorización de tratamiento de datos.',
    );
    expect(render('contact', 'espera=12')).toContain('Inténtalo de nuevo en 12 minutos');
  });
});

describe('the address a form sent without JavaScript comes back to', () => {
  it('names only known fields and whole minutes', () => {
    expect(outcomeAddress('contact', { state: 'sent', radicado: null })).toBe('/contactenos/?enviado=1#formulario');
    expect(outcomeAddress('contact', { state: 'sent', radicado: 'RAD-2026-000123' })).toBe(
      '/contactenos/?enviado=1&radicado=RAD-2026-000123#formulario',
    );
    expect(outcomeOf('?enviado=1&radicado=rad-2026-000123')).toEqual({ state: 'sent', radicado: 'RAD-2026-000123' });
    // Only a radicado as the store writes them is shown back; anything else in the address is dropped.
    expect(outcomeOf('?enviado=1&radicado=<b>Llama al 300</b>')).toEqual({ state: 'sent', radicado: null });
    expect(outcomeAddress('franchise', { state: 'invalid', fields: ['email', 'constructor'] })).toBe(
      '/franquicias/?revisar=email#formulario',
    );
    expect(outcomeOf('?revisar=__proto__,email,<script>')).toEqual({ state: 'invalid', fields: ['email'] });
    expect(outcomeOf('?espera=1e9')).toBeNull();
    expect(outcomeOf('?espera=0')).toEqual({ state: 'limited', minutes: 1 });
    expect(outcomeOf('')).toBeNull();
  });
});
