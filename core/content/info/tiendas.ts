import type { InfoPage } from '../info-types';

export const tiendas: InfoPage = {
  slug: 'tiendas',
  title: 'Nuestras tiendas',
  description:
    'Visita las tiendas físicas de Fornido: dirección, horario, teléfono y cómo llegar. Asesoría en persona y los mismos precios de la tienda en línea.',
  updated: '2026-11-24',
  blocks: [
    {
      kind: 'p',
      text: 'En nuestras tiendas encuentras los mismos productos originales, con registro INVIMA, y los mismos precios de la tienda en línea. Te asesoramos en persona para elegir tu proteína, tu creatina o tus aminoácidos, sin promesas milagrosas.',
    },
    { kind: 'stores' },
    { kind: 'h2', text: 'Antes de ir' },
    {
      kind: 'ul',
      items: [
        'Si buscas un producto, un sabor o un tamaño específico, llama antes a la tienda para confirmar que hay existencias.',
        'En las tiendas pagas con tarjeta débito o crédito, Nequi o efectivo.',
        'Los pedidos hechos en línea se despachan desde nuestra bodega en Bogotá; las tiendas no entregan pedidos en línea ni reciben sus devoluciones, que se gestionan como se explica en la política de devolución.',
        'Los festivos, los horarios pueden cambiar. Si tienes dudas, escríbenos por WhatsApp al {{whatsapp}}.',
      ],
    },
  ],
};
