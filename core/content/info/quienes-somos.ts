import { SIC } from '../company';
import type { InfoPage } from '../info-types';

export const quienesSomos: InfoPage = {
  slug: 'quienes-somos',
  title: 'Quiénes somos',
  description:
    'Fornido es una tienda colombiana de suplementos: productos originales con registro INVIMA, precios justos y envíos rápidos desde Bogotá.',
  updated: '2026-11-22',
  blocks: [
    {
      kind: 'p',
      text: 'Fornido es una tienda en línea de suplementos nutricionales con sede en Bogotá. Vendemos proteínas, creatina y otros suplementos para quienes entrenan y quieren cuidar su alimentación.',
    },
    {
      kind: 'p',
      text: 'Creemos que comprar suplementos en Colombia no debería ser una apuesta. Por eso te mostramos lo que importa para decidir: qué contiene cada producto, cuánto cuesta por porción, su registro INVIMA y cuándo te llega.',
    },
    { kind: 'h2', text: 'Nuestra promesa' },
    {
      kind: 'ul',
      items: [
        'Productos originales: compramos a importadores y distribuidores autorizados, y cada suplemento tiene registro sanitario del INVIMA, visible en su página.',
        'Precios justos y claros: con IVA incluido y sin cobros escondidos. El envío y, si aplica, el recargo de contraentrega los ves antes de pagar.',
        'Envíos rápidos desde Bogotá: de {{dias-estandar}} días hábiles con envío estándar y de {{dias-expres}} con exprés. El envío estándar es gratis desde {{envio-gratis}}.',
        'Información honesta: no prometemos resultados milagrosos. Los suplementos complementan tu alimentación y tu entrenamiento; no los reemplazan.',
      ],
    },
    { kind: 'h2', text: 'Quién está detrás' },
    {
      kind: 'p',
      text: `Fornido es una marca de {{empresa}}, NIT {{nit}}, sociedad colombiana con domicilio en {{direccion}}. En protección al consumidor nos vigila la ${SIC.name}.`,
    },
    { kind: 'h2', text: 'Hablemos' },
    {
      kind: 'p',
      text: '¿Tienes una pregunta sobre un producto o un pedido? Escríbenos por WhatsApp al {{whatsapp}} o a {{correo}}. Nuestro horario de atención: {{horario}}.',
    },
  ],
};
