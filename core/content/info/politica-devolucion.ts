import { SIC } from '../company';
import type { InfoPage } from '../info-types';

export const politicaDevolucion: InfoPage = {
  slug: 'politica-devolucion',
  title: 'Cambios, devoluciones y derecho de retracto',
  description:
    'Retracto de 5 días hábiles (Ley 1480 de 2011), reversión del pago, garantía, cómo pedir una devolución desde tu pedido y cómo vuelve tu dinero.',
  updated: '2026-11-28',
  blocks: [
    {
      kind: 'p',
      text: 'Aquí están tus derechos como consumidor según el Estatuto del Consumidor, Ley 1480 de 2011, y cómo ejercerlos en Fornido.',
    },
    { kind: 'h2', text: 'Cómo pedir una devolución' },
    {
      kind: 'ul',
      items: [
        'Abre tu pedido: desde Mis pedidos en tu cuenta o con el enlace del correo de confirmación, si compraste sin cuenta. Cuando lo hayas recibido, encontrarás allí el formulario «Pedir una devolución».',
        'Elige cuántas unidades de cada producto devuelves (puedes devolver solo una parte del pedido), el motivo, cuéntanos qué pasó y, si quieres, adjunta hasta 3 fotos de máximo 5 MB cada una.',
        'Elige cómo quieres recibir el dinero. Tu solicitud recibe un número de devolución y te escribimos por correo en cada paso.',
        'Te respondemos a más tardar en 15 días hábiles. Si la aprobamos, te decimos cómo enviarnos los productos; cuando los recibimos, hacemos el reembolso. En la página del pedido ves el estado de cada devolución y lo que te reembolsamos.',
      ],
    },
    { kind: 'h2', text: 'Derecho de retracto (artículo 47 de la Ley 1480 de 2011)' },
    {
      kind: 'p',
      text: 'Como compraste a distancia, puedes retractarte de la compra dentro de los 5 días hábiles siguientes a la entrega del producto (de lunes a viernes, sin contar festivos), sin tener que explicar el motivo. La página de tu pedido te muestra el último día del plazo.',
    },
    {
      kind: 'ul',
      items: [
        'Por razones de higiene y seguridad alimentaria, el producto debe estar sin abrir, con su sello de seguridad intacto y en su empaque original. Un suplemento abierto no admite retracto: es un bien perecedero y de uso personal, casos que la ley excluye.',
        'Devuélvelo en las mismas condiciones en que lo recibiste. Los costos de transporte de la devolución corren por tu cuenta, como lo establece la ley.',
        'Te devolvemos todas las sumas que pagaste por lo que devuelves, sin descuentos ni retenciones, a más tardar 30 días calendario después de que ejerces el derecho.',
      ],
    },
    { kind: 'h2', text: 'Reversión del pago (artículo 51 de la Ley 1480 de 2011 y Decreto 587 de 2016)' },
    {
      kind: 'p',
      text: 'Si pagaste con un medio de pago electrónico (tarjeta de crédito o débito, PSE, Nequi, MercadoPago o Addi), puedes pedir que se reverse el pago en estos casos:',
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
      text: 'Tienes 5 días hábiles para pedirla, contados desde que supiste del fraude o de la operación no solicitada, desde el día siguiente a la fecha en que debías recibir el producto, o desde que lo recibiste defectuoso o distinto a lo que pediste.',
    },
    {
      kind: 'ul',
      items: [
        'Pídela en el formulario de la página de tu pedido con el motivo «Reversión del pago» y su causa; si fue un fraude o una compra que no hiciste, indica el día en que te enteraste. Si tu pedido no llegó y ya pasó la fecha estimada de entrega, la página del pedido te ofrece directamente la reversión del pago de todo el pedido.',
        'Avisa también de tu reclamo al banco o entidad que emitió tu medio de pago.',
        'Si el producto llegó defectuoso o distinto, devuélvelo en las mismas condiciones en que lo recibiste. Si no lo recibiste o no hiciste la compra, no hay nada que devolver.',
        'El emisor y los demás participantes del proceso de pago hacen la reversión dentro de los 15 días hábiles siguientes a la fecha en que reciben tu solicitud.',
      ],
    },
    {
      kind: 'p',
      text: 'La reversión no aplica a pagos en efectivo, como la contraentrega o el pago en puntos físicos. En esos casos usa el derecho de retracto o la garantía.',
    },
    { kind: 'h2', text: 'Producto defectuoso o error de despacho: garantía legal' },
    {
      kind: 'p',
      text: 'Todos los productos tienen garantía legal de calidad, idoneidad y seguridad. En los suplementos, que son bienes perecederos, la garantía va hasta la fecha de vencimiento que indica el empaque.',
    },
    {
      kind: 'p',
      text: 'Si un producto llega vencido, con el sello roto, en mal estado o distinto a lo que pediste, pide la devolución en la página de tu pedido con el motivo «Producto defectuoso» o «Error de despacho» y adjunta fotos del producto, del número de lote y de la fecha de vencimiento. En esos casos nosotros pagamos el envío de vuelta y te devolvemos también el envío que pagaste.',
    },
    { kind: 'h2', text: 'Cambios' },
    {
      kind: 'p',
      text: 'Puedes cambiar un producto sellado por otra presentación del mismo producto y del mismo precio: pídelo en la página de tu pedido y te enviamos la nueva presentación cuando recibimos la que devuelves.',
    },
    { kind: 'h2', text: 'Cómo vuelve tu dinero' },
    {
      kind: 'ul',
      items: [
        'Tarjeta y MercadoPago: hacemos el reembolso a través de la pasarela, al mismo medio con el que pagaste, también por una parte del valor. Según tu banco, puede tardar unos días en verse.',
        'Nequi: te lo devolvemos a tu cuenta Nequi.',
        'PSE, efectivo en puntos de pago, SafetyPay y contraentrega: te hacemos una transferencia a la cuenta bancaria que indiques en el formulario (banco, tipo y número de cuenta, nombre y documento del titular), y te enviamos su referencia.',
        'Addi: la devolución sigue el proceso de Addi, que ajusta o anula tu crédito; la registramos cuando Addi la confirma.',
        'La parte que pagaste con saldo de regalo vuelve a tu saldo. Si tienes cuenta en Fornido, también puedes elegir recibir todo el reembolso como saldo de regalo.',
        'Los puntos de fidelidad y el saldo de referido que ganó la compra se descuentan en proporción a lo que se reembolsa.',
      ],
    },
    { kind: 'h2', text: '¿No quedaste conforme?' },
    {
      kind: 'p',
      text: `Si no estás de acuerdo con nuestra respuesta, escríbenos a {{correo}} con el número de la devolución, o acude a la ${SIC.name} (${SIC.url}).`,
    },
  ],
};
