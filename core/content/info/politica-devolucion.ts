import { SIC } from '../company';
import type { InfoPage } from '../info-types';

export const politicaDevolucion: InfoPage = {
  slug: 'politica-devolucion',
  title: 'Cambios, devoluciones y derecho de retracto',
  description:
    'Retracto de 5 días hábiles (Ley 1480 de 2011), reversión del pago, garantía legal y cómo pedir un cambio o una devolución en Fornido.',
  updated: '2026-11-28',
  blocks: [
    {
      kind: 'p',
      text: 'Aquí están tus derechos como consumidor según el Estatuto del Consumidor, Ley 1480 de 2011, y cómo ejercerlos en Fornido.',
    },
    { kind: 'h2', text: 'Derecho de retracto (artículo 47 de la Ley 1480 de 2011)' },
    {
      kind: 'p',
      text: 'Como compraste a distancia, puedes retractarte de la compra dentro de los 5 días hábiles siguientes a la entrega del producto, sin tener que explicar el motivo.',
    },
    {
      kind: 'ul',
      items: [
        'Por razones de higiene y seguridad alimentaria, el producto debe estar sin abrir, con su sello de seguridad intacto y en su empaque original. Un suplemento abierto no admite retracto: es un bien perecedero y de uso personal, casos que la ley excluye.',
        'Devuélvelo en las mismas condiciones en que lo recibiste.',
        'Los costos de transporte de la devolución corren por tu cuenta, como lo establece la ley.',
        'Te devolvemos en dinero todas las sumas que pagaste por lo que devuelves, sin descuentos ni retenciones, a más tardar 30 días calendario después de que ejerces el derecho.',
        'La parte que pagaste con crédito de regalo vuelve a tu saldo de crédito.',
      ],
    },
    { kind: 'h2', text: 'Cómo retractarte' },
    {
      kind: 'ul',
      items: [
        'Escríbenos dentro del plazo a {{correo}} o por WhatsApp al {{whatsapp}}, con tu número de pedido y los productos que devuelves.',
        'Te respondemos con la dirección y las instrucciones para enviar el producto.',
        'Cuando lo recibimos, verificamos que esté sellado y hacemos el reembolso por el mismo medio de pago. Si pagaste contraentrega o en efectivo, te lo transferimos a la cuenta bancaria o de Nequi que nos indiques.',
      ],
    },
    { kind: 'h2', text: 'Cambios' },
    {
      kind: 'p',
      text: 'Si quieres cambiar un producto sellado por otro sabor, tamaño o referencia, escríbenos dentro de los mismos 5 días hábiles. Los envíos del cambio corren por tu cuenta, salvo que el cambio se deba a un error nuestro o a un defecto del producto. Si el nuevo producto cuesta más, pagas la diferencia; si cuesta menos, te la devolvemos.',
    },
    { kind: 'h2', text: 'Reversión del pago (artículo 51 de la Ley 1480 de 2011 y Decreto 587 de 2016)' },
    {
      kind: 'p',
      text: 'Si pagaste con tarjeta de crédito o débito, PSE u otro instrumento de pago electrónico, puedes pedir que se reverse el pago en estos casos:',
    },
    {
      kind: 'ul',
      items: [
        'Fuiste víctima de fraude.',
        'La operación no fue solicitada por ti.',
        'No recibiste el producto.',
        'El producto que recibiste no corresponde a lo que pediste o es defectuoso.',
      ],
    },
    {
      kind: 'p',
      text: 'Tienes 5 días hábiles para pedirla, contados desde que supiste del fraude o de la operación no solicitada, desde la fecha en que debías recibir el producto, o desde que lo recibiste defectuoso o distinto a lo que pediste.',
    },
    {
      kind: 'ul',
      items: [
        'Presenta tu solicitud a Fornido en {{correo}}, con tu número de pedido y la causal.',
        'Avisa también de tu reclamo al banco o entidad que emitió tu medio de pago.',
        'Si el producto llegó defectuoso o distinto, devuélvelo en las mismas condiciones en que lo recibiste.',
        'El emisor y los demás participantes del proceso de pago hacen la reversión dentro de los 15 días hábiles siguientes a la fecha en que reciben tu solicitud.',
      ],
    },
    {
      kind: 'p',
      text: 'La reversión no aplica a pagos en efectivo, como la contraentrega o el pago en puntos físicos. En esos casos usa el derecho de retracto o la garantía.',
    },
    { kind: 'h2', text: 'Garantía legal' },
    {
      kind: 'p',
      text: 'Todos los productos tienen garantía legal de calidad, idoneidad y seguridad. En los suplementos, que son bienes perecederos, la garantía va hasta la fecha de vencimiento que indica el empaque.',
    },
    {
      kind: 'p',
      text: 'Si un producto llega vencido, con el sello roto, en mal estado o distinto a lo que pediste, escríbenos con fotos del producto, del número de lote y de la fecha de vencimiento. Te lo cambiamos o te devolvemos el dinero, y nosotros asumimos los envíos. Te respondemos {{respuesta}}.',
    },
    { kind: 'h2', text: '¿No quedaste conforme?' },
    {
      kind: 'p',
      text: `Si no estás de acuerdo con nuestra respuesta, puedes acudir a la ${SIC.name} (${SIC.url}).`,
    },
  ],
};
