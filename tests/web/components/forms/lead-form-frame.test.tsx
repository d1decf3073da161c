import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { parseContactLead } from '../../../../core/leads/parse-contact-lead';
import { LeadFormFrame, LeadPhoneField, type LeadFormCopy } from '../../../../web/components/forms/lead-form-frame';

const COPY: LeadFormCopy = {
  kind: 'contact',
  id: 'prueba',
  title: 'Un formulario',
  note: 'Todo es obligatorio.',
  namePlaceholder: 'Ana Ruiz',
  message: { label: 'Tu texto', hint: 'Lo que quieras decir.' },
  consentPurpose: 'probar el marco',
  send: 'Mandar',
  again: 'Mandar otro',
};

const render = (search = '', required = true) =>
  renderToString(
    <Router ssrPath="/contactenos/" ssrSearch={search}>
      <LeadFormFrame copy={COPY} parse={parseContactLead}>
        {(form) => <LeadPhoneField form={form} id={COPY.id} required={required} />}
      </LeadFormFrame>
    </Router>,
  ).replaceAll('<!-- -->', '');

describe('the frame every lead form shares', () => {
  it('asks the name first, the page’s own fields next, then the message, the consent and the button, in that order', () => {
    const html = render();
    const at = (text: string) => {
      const index = html.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    const order = [
      '<h2 id="prueba-titulo"',
      'Todo es obligatorio.',
      'id="prueba-name"',
      'id="prueba-phone"',
      'id="prueba-message"',
      'para probar el marco',
      'id="prueba-recado"',
      '>Mandar</button>',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toMatch(/<form[^>]*action="\/api\/v1\/leads\/contact" method="post"/);
    expect(html).toContain('Lo que quieras decir.');
  });

  it('marks the phone optional or required as the page asks', () => {
    expect(render('', true)).toMatch(/<input id="prueba-phone"[^>]*required=""/);
    expect(render('', false)).not.toMatch(/<input id="prueba-phone"[^>]*required=""/);
  });

  it('once sent, shows the confirmation with the way back to the form on its own page', () => {
    const html = render('enviado=1');
    expect(html).toContain('¡Gracias!');
    expect(html).toContain('href="/contactenos/#formulario"');
    expect(html).toContain('>Mandar otro</a>');
    expect(html).not.toContain('<form');
  });
});
