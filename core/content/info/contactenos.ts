import { SIC } from '../company';
import type { InfoPage } from '../info-types';

export const contactenos: InfoPage = {
  slug: 'contactenos',
  title: 'Contáctanos',
  description:
    'Escríbenos por WhatsApp, correo o teléfono. Horarios, dirección en Bogotá, cómo presentar una PQR y cómo acudir a la SIC.',
  updated: '2026-11-28',
  blocks: [
    {
      kind: 'p',
      text: 'Estamos para ayudarte con tus pedidos, pagos, envíos, cambios y dudas sobre los productos. Ten a mano tu número de pedido si ya compraste. La forma más rápida de hablar con nosotros es WhatsApp; también puedes llamarnos, escribirnos un correo o dejarnos tu mensaje con el formulario de esta página.',
    },
    { kind: 'h2', text: 'Canales de atención' },
    {
      kind: 'ul',
      items: [
        'WhatsApp: {{whatsapp}}',
        'Teléfono: {{telefono}}',
        'Correo electrónico: {{correo}}',
        'Dirección para correspondencia: {{direccion}}',
      ],
    },
    { kind: 'h2', text: 'Horario de atención' },
    { kind: 'ul', items: ['{{horario-lineas}}'] },
    { kind: 'form', form: 'contact' },
    { kind: 'h2', text: 'Tiempo de respuesta' },
    {
      kind: 'p',
      text: 'Te respondemos {{respuesta}}, nos escribas por WhatsApp, por teléfono, por correo o con el formulario, y sea una pregunta, una petición, una queja o un reclamo. Con el formulario recibes al instante un número de radicado, en esta página y en tu correo.',
    },
    { kind: 'h2', text: 'Peticiones, quejas y reclamos (PQR)' },
    {
      kind: 'p',
      text: 'Puedes presentar una petición, queja o reclamo por cualquiera de nuestros canales, por escrito o de forma verbal. Para atenderla rápido, incluye:',
    },
    {
      kind: 'ul',
      items: [
        'Tu nombre y tu número de documento.',
        'El número de pedido, si lo tienes.',
        'Qué pasó y qué solicitas.',
        'Fotos o documentos que sirvan de soporte.',
        'El correo o el celular donde quieres recibir la respuesta.',
      ],
    },
    {
      kind: 'p',
      text: 'Te confirmamos que recibimos tu PQR con un número de radicado y te respondemos {{respuesta}}, dentro del plazo que fija el Estatuto del Consumidor (Ley 1480 de 2011). Las consultas y los reclamos sobre tus datos personales los atendemos como lo explica la Política de tratamiento de datos personales.',
    },
    { kind: 'h2', text: 'Superintendencia de Industria y Comercio' },
    {
      kind: 'p',
      text: `Si no estás de acuerdo con nuestra respuesta o no te respondemos a tiempo, puedes acudir a la ${SIC.name} (${SIC.shortName}), la autoridad de protección al consumidor en Colombia: ${SIC.url}.`,
    },
  ],
};
