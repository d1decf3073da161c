import { departments, findMunicipality } from '../geography/geography';
import { formatMobilePhone } from '../people/phone';
import { escapeHtml, mailHtml, paragraph, textFooter } from '../mail/layout';
import type { MailMessage } from '../mail/ports';
import { firstName } from '../mail/templates';
import { formatBogotaDateTime } from '../shared/bogota-time-text';
import { contactResponseText } from '../policy/contact-response';
import { CONTACT_SUBJECTS, INVESTMENT_RANGES, labelOf, type StoredLead } from './lead';

/** Where the store is and whose inbox reads the forms. */
export type LeadMailContext = { readonly storeUrl: string; readonly inbox: string };

/** "Medellín (Antioquia)" for a DANE code; the code itself if DIVIPOLA no longer has it. */
export const placeOf = (municipalityCode: string): string => {
  const municipality = findMunicipality(municipalityCode);
  if (!municipality) return municipalityCode;
  const department = departments().find((d) => d.code === municipality.departmentCode)?.name;
  return department && department !== municipality.name ? `${municipality.name} (${department})` : municipality.name;
};

/** The lead's facts as label–value pairs, in the form's order. */
const factsOf = (lead: StoredLead): readonly (readonly [string, string])[] => {
  const common: (readonly [string, string])[] = [
    ['Nombre', lead.name],
    ['Correo', lead.email],
  ];
  if (lead.kind === 'contact')
    return [
      ['Radicado', lead.radicado ?? 'Sin radicado'],
      ...common,
      ['Celular', lead.phone ? formatMobilePhone(lead.phone) : 'No lo dio'],
      ['Pedido', lead.orderNumber ?? 'Ninguno'],
      ['Tema', labelOf(CONTACT_SUBJECTS, lead.subject)],
    ];
  return [
    ...common,
    ['Celular', formatMobilePhone(lead.phone)],
    ['Ciudad', placeOf(lead.municipalityCode)],
    ['Inversión posible', labelOf(INVESTMENT_RANGES, lead.investment)],
  ];
};

const factsHtml = (facts: readonly (readonly [string, string])[]) =>
  `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px">${facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#71717a">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

const messageHtml = (message: string) =>
  `<div style="margin:0 0 16px;padding:12px;border-left:4px solid #D41D38;background:#fafafa;white-space:pre-wrap">${escapeHtml(message)}</div>`;

/** The lead as the store's team gets it: every field, the message as written, and Reply-To set to the sender, so a
 * reply from the inbox goes straight to them. */
export const leadInboxMail = (ctx: LeadMailContext, lead: StoredLead): MailMessage => {
  const facts = factsOf(lead);
  const when = `Enviado el ${formatBogotaDateTime(lead.createdAt)} desde ${lead.kind === 'contact' ? '/contactenos/' : '/franquicias/'}.`;
  const title = lead.kind === 'contact' ? 'Nuevo mensaje de contacto' : 'Nueva solicitud de franquicia';
  const subject =
    lead.kind === 'contact'
      ? `Contacto: ${labelOf(CONTACT_SUBJECTS, lead.subject)} — ${lead.name}`
      : `Franquicia: ${lead.name} — ${placeOf(lead.municipalityCode)}`;
  const reply = 'Responde este correo para escribirle directamente.';
  return {
    to: ctx.inbox,
    replyTo: lead.email,
    template: lead.kind === 'contact' ? 'contact-lead' : 'franchise-lead',
    subject,
    html: mailHtml({
      title,
      storeUrl: ctx.storeUrl,
      body: factsHtml(facts) + messageHtml(lead.message) + paragraph(reply) + paragraph(when),
    }),
    text: `${title}\n\n${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${lead.message}\n\n${reply}\n${when}${textFooter(ctx.storeUrl)}`,
  };
};

/** The short acknowledgement to the sender: received, under which radicado (a contact message), when to expect an
 * answer (the store's one promise), and how to write more (a reply reaches the store's inbox). It never repeats the message: a stranger's address typed in the form gets nothing worth sending. */
export const leadAcknowledgementMail = (ctx: LeadMailContext, lead: StoredLead): MailMessage => {
  const hello = `Hola, ${firstName(lead.name)}:`;
  const received =
    lead.kind === 'contact' ? `Recibimos tu mensaje${lead.radicado ? ` (radicado ${lead.radicado})` : ''}` : '';
  const body =
    lead.kind === 'contact'
      ? [
          `Recibimos tu mensaje en Fornido. ${lead.radicado ? `Tu número de radicado es ${lead.radicado}. ` : ''}Te respondemos a este correo ${contactResponseText()}.`,
          'Si quieres agregar algo, responde este correo y llegará a nuestro equipo de servicio al cliente; menciona tu número de radicado si nos escribes por otro canal.',
        ]
      : [
          'Recibimos tu solicitud para abrir una franquicia Fornido. Gracias por tu interés.',
          'Nuestro equipo de expansión revisa cada solicitud y te contactará en los próximos cinco días hábiles para contarte los siguientes pasos.',
        ];
  const why = 'Te escribimos porque enviaste un formulario en nuestra tienda con este correo.';
  return {
    to: lead.email,
    replyTo: ctx.inbox,
    template: 'lead-acknowledgement',
    subject: lead.kind === 'contact' ? received : 'Recibimos tu solicitud de franquicia',
    html: mailHtml({
      title: lead.kind === 'contact' ? received : 'Recibimos tu solicitud',
      storeUrl: ctx.storeUrl,
      body:
        paragraph(hello) +
        body.map(paragraph).join('') +
        `<p style="margin:16px 0 0;font-size:13px;color:#71717a">${escapeHtml(why)}</p>`,
    }),
    text: `${hello}\n\n${body.join('\n\n')}\n\n${why}${textFooter(ctx.storeUrl)}`,
  };
};
