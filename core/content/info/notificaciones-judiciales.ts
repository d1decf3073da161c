import type { InfoPage } from '../info-types';

export const notificacionesJudiciales: InfoPage = {
  slug: 'notificaciones-judiciales',
  title: 'Notificaciones judiciales',
  description:
    'Razón social, NIT, domicilio y correo electrónico de {{empresa}} para notificaciones judiciales y administrativas.',
  updated: '2026-11-24',
  blocks: [
    {
      kind: 'p',
      text: 'Estos son los datos de la sociedad que opera la tienda Fornido para recibir notificaciones judiciales y administrativas, como lo exigen el Código de Comercio y el Código General del Proceso (Ley 1564 de 2012, artículo 291), y para los actos que se comunican por medios electrónicos según la Ley 527 de 1999.',
    },
    { kind: 'h2', text: 'Datos de la sociedad' },
    {
      kind: 'ul',
      items: [
        'Razón social: {{empresa}}',
        'NIT: {{nit}}',
        'Domicilio y dirección de notificaciones: {{direccion}}',
        'Correo electrónico para notificaciones judiciales: {{correo-judicial}}',
        'Teléfono: {{telefono}}',
      ],
    },
    { kind: 'h2', text: 'Qué se recibe por este canal' },
    {
      kind: 'p',
      text: 'El correo de notificaciones judiciales es solo para autoridades judiciales y administrativas, apoderados y partes de un proceso: demandas, autos, requerimientos, citaciones y actos administrativos. Cada mensaje recibido se radica y se entrega al área jurídica el mismo día hábil.',
    },
    {
      kind: 'p',
      text: 'Si eres cliente y tienes una petición, queja o reclamo sobre un pedido, un pago o una garantía, escríbenos a {{correo}} o por WhatsApp al {{whatsapp}}: por esos canales te respondemos más rápido y tu solicitud queda registrada como PQR.',
    },
    { kind: 'h2', text: 'Horario de radicación' },
    {
      kind: 'p',
      text: 'Las notificaciones enviadas por correo electrónico se entienden recibidas en la fecha y hora en que el mensaje entra a nuestro buzón, según la Ley 527 de 1999. Las que se entregan en la dirección física se reciben en horario de atención: {{horario}}.',
    },
  ],
};
